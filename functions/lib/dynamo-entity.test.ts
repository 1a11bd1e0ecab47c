import { describe, expect, it } from 'vitest';
import { defineEntity } from './dynamo-entity';

interface Access {
  id: string;
  status?: string;
  due?: string;
  n?: number;
}

/** Keys must stay byte for byte what ElectroDB wrote, so tables written before read the same. */
describe('entity keys', () => {
  const entity = defineEntity<Access>({
    table: 't',
    service: 'tenderS',
    entity: 'accessRow',
    indexes: {
      primary: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['due', 'n'] },
      },
    },
  });

  it('builds the primary key in lower case from the service, entity and composites', () => {
    expect(entity.key({ id: 'AbC' })).toEqual({ pk: '$tenders#id_abc', sk: '$accessrow_1' });
  });

  it('keeps the case of keys declared without casing', () => {
    const tasks = defineEntity<{ counterpartyId: string; taskId: string }>({
      table: 't',
      service: 'documentS',
      entity: 'taskX',
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
          sk: { field: 'sk', composite: ['taskId'], casing: 'none' },
        },
      },
    });
    expect(tasks.key({ counterpartyId: 'AbC', taskId: 'TT' })).toEqual({
      pk: '$documentS#counterpartyId_AbC',
      sk: '$taskX_1#taskId_TT',
    });
  });

  it('refuses a key with a missing composite', () => {
    expect(() => entity.key({})).toThrow(/incomplete key/);
  });
});
