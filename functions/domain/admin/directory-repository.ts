import type { UserProfileRow } from '@shared/api/areas/admin';
import type { RiskTier } from '@shared/api/areas/prequalification';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { ALL_TOKEN, tierToken } from './search-tokens';

const table = tableName('accounts');
const service = 'admin';

/** A user's row as the index stores it (absent values are left out). */
interface StoredRow {
  userId: string;
  login: string;
  name?: string;
  typeName?: 'INDIVIDUAL' | 'LEGAL' | 'NONRESIDENT';
  code?: string;
  registrationStateName: string;
  taxId?: string;
  kpp?: string;
  ogrn?: string;
  counterpartyId?: string;
  riskTier?: RiskTier;
}

/**
 * The administrators' search index: one item per (search key, user) carrying the whole row, so a
 * search is one Query on one key however many profiles there are (no scans).
 */
export const DirectoryTokenEntity = defineEntity<StoredRow & { token: string }>({
  table,
  service,
  entity: 'directoryToken',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: ['userId'] } },
  },
});

/** The indexed row of a user with the keys it was indexed under, so a re-index removes stale keys. */
export const DirectoryRowEntity = defineEntity<StoredRow & { tokens: string[] }>({
  table,
  service,
  entity: 'directoryRow',
  indexes: { primary: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } } },
});

/** How many users are indexed: the empty search's total without counting its partition. */
export const DirectoryCountEntity = defineEntity<{ name: string; value: number }>({
  table,
  service,
  entity: 'directoryCount',
  indexes: { primary: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } } },
});

export interface DirectoryRow extends UserProfileRow {
  counterpartyId: string | null;
}

const toRow = (item: StoredRow): DirectoryRow => ({
  id: item.userId,
  login: item.login,
  name: item.name ?? null,
  typeName: item.typeName ?? null,
  code: item.code ?? null,
  registrationStateName: item.registrationStateName,
  taxId: item.taxId ?? null,
  kpp: item.kpp ?? null,
  ogrn: item.ogrn ?? null,
  riskTier: item.riskTier ?? null,
  counterpartyId: item.counterpartyId ?? null,
});

const toItem = (row: DirectoryRow): StoredRow => ({
  userId: row.id,
  login: row.login,
  registrationStateName: row.registrationStateName,
  ...(row.name ? { name: row.name } : {}),
  ...(row.typeName ? { typeName: row.typeName } : {}),
  ...(row.code ? { code: row.code } : {}),
  ...(row.taxId ? { taxId: row.taxId } : {}),
  ...(row.kpp ? { kpp: row.kpp } : {}),
  ...(row.ogrn ? { ogrn: row.ogrn } : {}),
  ...(row.counterpartyId ? { counterpartyId: row.counterpartyId } : {}),
  ...(row.riskTier ? { riskTier: row.riskTier } : {}),
});

async function getRow(userId: string): Promise<(DirectoryRow & { tokens: string[] }) | null> {
  const item = await DirectoryRowEntity.get({ userId });
  return item ? { ...toRow(item), tokens: item.tokens } : null;
}

/**
 * Writes a row under its keys, drops the keys it no longer has, and counts a user seen the first time.
 * The risk tier comes from the prequalification context, not from the account: a re-index keeps it.
 */
async function putRow(incoming: DirectoryRow, incomingTokens: readonly string[]): Promise<void> {
  const previous = await getRow(incoming.id);
  const row = { ...incoming, riskTier: incoming.riskTier ?? previous?.riskTier ?? null };
  const tokens = row.riskTier ? [...new Set([...incomingTokens, tierToken(row.riskTier)])] : incomingTokens;
  const item = toItem(row);
  const stale = (previous?.tokens ?? []).filter((t) => !tokens.includes(t));
  await DirectoryTokenEntity.putMany(tokens.map((token) => ({ token, ...item })));
  await DirectoryTokenEntity.deleteMany(stale.map((token) => ({ token, userId: row.id })));
  if (previous) {
    await DirectoryRowEntity.put({ ...item, tokens: [...tokens] });
    return;
  }
  try {
    await DirectoryRowEntity.create({ ...item, tokens: [...tokens] });
    await DirectoryCountEntity.update({ name: ALL_TOKEN }, { add: { value: 1 } });
  } catch (error) {
    // A concurrent first index of the same user already counted it.
    if (!isConditionalFailure(error)) throw error;
    await DirectoryRowEntity.put({ ...item, tokens: [...tokens] });
  }
}

/** The rows under one key, at most `cap` of them (read in key order). */
async function rowsUnder(token: string, cap: number): Promise<DirectoryRow[]> {
  return (await DirectoryTokenEntity.query('primary', { token }, { count: cap })).map(toRow);
}

async function count(): Promise<number> {
  return (await DirectoryCountEntity.get({ name: ALL_TOKEN }))?.value ?? 0;
}

/** Erasure (retention): its users' rows of the administrators' search index, and the total. */
async function eraseUsers(subs: readonly string[]): Promise<number> {
  if (subs.length === 0) return 0;
  const rows = await DirectoryRowEntity.eraseWhere((c) => c.or(...subs.map((sub) => c.eq('userId', sub))));
  await DirectoryTokenEntity.eraseWhere((c) => c.or(...subs.map((sub) => c.eq('userId', sub))));
  if (rows > 0) await DirectoryCountEntity.update({ name: ALL_TOKEN }, { add: { value: -rows } });
  return rows;
}

export const directoryRepository = { getRow, putRow, rowsUnder, count, eraseUsers };
