import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/** A personal-data export of a counterparty: requested, built in the background, then offered for a while. */
export interface ExportItem {
  counterpartyId: string;
  /** Time-ordered: the request time, then a random part. */
  exportId: string;
  status: 'PENDING' | 'READY' | 'FAILED';
  requestedAt: string;
  requestedBy: string;
  /** The supplier asked for it (and is notified); otherwise an administrator did. */
  bySupplier: boolean;
  readyAt?: string;
  expiresAt?: string;
  sizeBytes?: number;
}

const ExportEntity = defineEntity<ExportItem>({
  table: tableName('accounts'),
  service: 'accounts',
  entity: 'personalDataExport',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'] },
      sk: { field: 'sk', composite: ['exportId'], casing: 'none' },
    },
  },
});

async function create(item: ExportItem): Promise<ExportItem> {
  return ExportEntity.create(item);
}

async function get(counterpartyId: string, exportId: string): Promise<ExportItem | null> {
  return (await ExportEntity.get({ counterpartyId, exportId })) ?? null;
}

async function latest(counterpartyId: string): Promise<ExportItem | null> {
  return (await ExportEntity.query('primary', { counterpartyId }, { order: 'desc', count: 1 }))[0] ?? null;
}

/** PENDING → READY or FAILED once: a retried job finds it settled (conditional failure). */
async function settle(
  counterpartyId: string,
  exportId: string,
  result: Pick<ExportItem, 'status' | 'readyAt' | 'expiresAt' | 'sizeBytes'>,
): Promise<void> {
  await ExportEntity.patch(
    { counterpartyId, exportId },
    { set: result, when: (c) => c.eq('status', 'PENDING') },
  );
}

/** The exports whose archive has expired by `at` (an ISO timestamp): the retention job sweeps them. */
async function expiredBy(at: string): Promise<ExportItem[]> {
  return ExportEntity.scan((c) => c.and(c.exists('expiresAt'), c.lte('expiresAt', at)));
}

async function remove(counterpartyId: string, exportId: string): Promise<void> {
  await ExportEntity.delete({ counterpartyId, exportId });
}

/** Erasure (retention): every export record of the counterparty. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  return ExportEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId));
}

export const exportRepository = { create, get, latest, settle, expiredBy, remove, eraseCounterparty };
