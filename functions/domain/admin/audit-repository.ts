import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@shared/api/areas/admin';
import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/** As stored: an entry without a before or after value leaves the attribute out. */
interface AuditItem extends Omit<AuditEntry, 'before' | 'after'> {
  userId: string;
  before?: string;
  after?: string;
}

/** Every administrative action on a user, kept under the user: who, when, why, before and after. */
const AuditEntity = defineEntity<AuditItem>({
  table: tableName('accounts'),
  service: 'admin',
  entity: 'adminAudit',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['at', 'id'] },
    },
  },
});

const toEntry = (item: AuditItem): AuditEntry => ({
  id: item.id,
  action: item.action,
  actor: item.actor,
  at: item.at,
  reason: item.reason,
  before: item.before ?? null,
  after: item.after ?? null,
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
  });
  return { id, ...entry };
}

/** Newest first. */
async function list(userId: string): Promise<AuditEntry[]> {
  const items = await AuditEntity.query('primary', { userId }, { order: 'desc' });
  return items.map(toEntry);
}

export const auditRepository = { record, list };
