import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@shared/api/areas/admin';
import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/** As stored: an entry without a before or after value leaves the attribute out. */
interface AuditItem extends Omit<AuditEntry, 'before' | 'after'> {
  userId: string;
  before?: string;
  after?: string;
  /** On an entry kept after its user was erased (retention): why the user was erased. */
  erasedReason?: string;
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

/**
 * Erasure (retention): administrators' actions on these users are kept, as the group must, moved
 * under the anonymous `erasureId` with the reason; a before or after value naming one of the
 * erased addresses (a login change) is dropped.
 */
async function anonymise(
  subs: readonly string[],
  emails: readonly string[],
  erasureId: string,
  reason: string,
): Promise<number> {
  const names = (value?: string) =>
    value !== undefined && emails.some((e) => value.toLowerCase().includes(e));
  let moved = 0;
  for (const userId of subs) {
    const items = await AuditEntity.query('primary', { userId });
    await AuditEntity.putMany(
      items.map(({ before, after, ...item }) => ({
        ...item,
        userId: erasureId,
        erasedReason: reason,
        ...(before !== undefined && !names(before) ? { before } : {}),
        ...(after !== undefined && !names(after) ? { after } : {}),
      })),
    );
    await AuditEntity.deleteMany(items);
    moved += items.length;
  }
  return moved;
}

export const auditRepository = { record, list, anonymise };
