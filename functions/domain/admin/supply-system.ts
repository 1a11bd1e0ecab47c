import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

interface SupplySend {
  counterpartyId: string;
  companyCode: string;
  sentAt: string;
  sentBy: string;
}

/**
 * The supply information system port (the spec's "snabgenie"): an administrator re-sends a
 * counterparty to it. This implementation records each send, which is what a real adapter's
 * outbox would hold; the last send is what the audit shows as before and after.
 */
const SupplySendEntity = defineEntity<SupplySend>({
  table: tableName('accounts'),
  service: 'admin',
  entity: 'supplySend',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'] },
      sk: { field: 'sk', composite: ['sentAt'] },
    },
  },
});

async function lastSent(counterpartyId: string): Promise<string | null> {
  const items = await SupplySendEntity.query('primary', { counterpartyId }, { order: 'desc', count: 1 });
  return items[0]?.sentAt ?? null;
}

async function send(
  counterparty: { counterpartyId: string; companyCode: string },
  sentBy: string,
  now: Date,
) {
  await SupplySendEntity.create({ ...counterparty, sentAt: now.toISOString(), sentBy });
}

/** Erasure (retention): the record of its sends. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  return SupplySendEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId));
}

export const supplySystem = { lastSent, send, eraseCounterparty };
