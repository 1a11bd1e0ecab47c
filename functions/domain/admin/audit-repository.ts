import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { ADMIN_ACTIONS, type AuditEntry } from '@shared/api/areas/admin';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';

/** Every administrative action on a user, kept under the user: who, when, why, before and after. */
export const AuditEntity = new Entity(
  {
    model: { entity: 'adminAudit', version: '1', service: 'admin' },
    attributes: {
      userId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      action: { type: ADMIN_ACTIONS, required: true },
      actor: { type: 'string', required: true },
      at: { type: 'string', required: true },
      reason: { type: 'string', required: true },
      before: { type: 'string' },
      after: { type: 'string' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['at', 'id'] },
      },
    },
  },
  { client: documentClient, table: tableName('accounts') },
);

const toEntry = (item: Record<string, unknown>): AuditEntry => ({
  id: item.id as string,
  action: item.action as AuditEntry['action'],
  actor: item.actor as string,
  at: item.at as string,
  reason: item.reason as string,
  before: (item.before as string | undefined) ?? null,
  after: (item.after as string | undefined) ?? null,
});

async function record(userId: string, entry: Omit<AuditEntry, 'id'>): Promise<AuditEntry> {
  const id = randomUUID();
  await AuditEntity.create({
    userId,
    id,
    action: entry.action,
    actor: entry.actor,
    at: entry.at,
    reason: entry.reason,
    ...(entry.before !== null ? { before: entry.before } : {}),
    ...(entry.after !== null ? { after: entry.after } : {}),
  }).go();
  return { id, ...entry };
}

/** Newest first. */
async function list(userId: string): Promise<AuditEntry[]> {
  const items = (await AuditEntity.query.primary({ userId }).go({ order: 'desc', pages: 'all' })).data;
  return items.map(toEntry);
}

export const auditRepository = { record, list };
