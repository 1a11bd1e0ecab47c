import { Entity } from 'electrodb';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';

/**
 * The supply information system port (the spec's "snabgenie"): an administrator re-sends a
 * counterparty to it. This implementation records each send, which is what a real adapter's
 * outbox would hold; the last send is what the audit shows as before and after.
 */
export const SupplySendEntity = new Entity(
  {
    model: { entity: 'supplySend', version: '1', service: 'admin' },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      sentAt: { type: 'string', required: true },
      sentBy: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'] },
        sk: { field: 'sk', composite: ['sentAt'] },
      },
    },
  },
  { client: documentClient, table: tableName('accounts') },
);

async function lastSent(counterpartyId: string): Promise<string | null> {
  const items = (await SupplySendEntity.query.primary({ counterpartyId }).go({ order: 'desc', count: 1 }))
    .data;
  return items[0]?.sentAt ?? null;
}

async function send(
  counterparty: { counterpartyId: string; companyCode: string },
  sentBy: string,
  now: Date,
) {
  await SupplySendEntity.create({ ...counterparty, sentAt: now.toISOString(), sentBy }).go();
}

export const supplySystem = { lastSent, send };
