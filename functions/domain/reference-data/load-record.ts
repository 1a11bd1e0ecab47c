import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/** The last load of the shipped reference data on this stage (one item): what the health view reports. */
export interface ReferenceDataLoad {
  /** The digest of the data loaded (version.ts). */
  version: string;
  /** When it was loaded (ISO instant, from the clock). */
  loadedAt: string;
  entries: number;
}

const LoadEntity = defineEntity<ReferenceDataLoad>({
  table: tableName('reference'),
  service: 'reference',
  entity: 'referenceDataLoad',
  indexes: { primary: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
});

export const referenceDataLoads = {
  get: async (): Promise<ReferenceDataLoad | null> => (await LoadEntity.get({})) ?? null,
  put: (load: ReferenceDataLoad): Promise<void> => LoadEntity.put(load).then(() => undefined),
};
