import { Entity } from 'electrodb';
import type { UserProfileRow } from '@shared/api/areas/admin';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';
import { ALL_TOKEN } from './search-tokens';

const table = tableName('accounts');
const service = 'admin';

const rowAttributes = {
  userId: { type: 'string', required: true },
  login: { type: 'string', required: true },
  name: { type: 'string' },
  typeName: { type: ['INDIVIDUAL', 'LEGAL', 'NONRESIDENT'] as const },
  code: { type: 'string' },
  registrationStateName: { type: 'string', required: true },
  taxId: { type: 'string' },
  kpp: { type: 'string' },
  ogrn: { type: 'string' },
  counterpartyId: { type: 'string' },
} as const;

/**
 * The administrators' search index: one item per (search key, user) carrying the whole row, so a
 * search is one Query on one key however many profiles there are (no scans).
 */
export const DirectoryTokenEntity = new Entity(
  {
    model: { entity: 'directoryToken', version: '1', service },
    attributes: { token: { type: 'string', required: true }, ...rowAttributes },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: ['userId'] } },
    },
  },
  { client: documentClient, table },
);

/** The indexed row of a user with the keys it was indexed under, so a re-index removes stale keys. */
export const DirectoryRowEntity = new Entity(
  {
    model: { entity: 'directoryRow', version: '1', service },
    attributes: { ...rowAttributes, tokens: { type: 'list', items: { type: 'string' }, required: true } },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

/** How many users are indexed: the empty search's total without counting its partition. */
export const DirectoryCountEntity = new Entity(
  {
    model: { entity: 'directoryCount', version: '1', service },
    attributes: { name: { type: 'string', required: true }, value: { type: 'number', required: true } },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

export interface DirectoryRow extends UserProfileRow {
  counterpartyId: string | null;
}

type Stored = Record<string, unknown> & { userId: string; login: string; registrationStateName: string };

const toRow = (item: Stored): DirectoryRow => ({
  id: item.userId,
  login: item.login,
  name: (item.name as string | undefined) ?? null,
  typeName: (item.typeName as DirectoryRow['typeName'] | undefined) ?? null,
  code: (item.code as string | undefined) ?? null,
  registrationStateName: item.registrationStateName,
  taxId: (item.taxId as string | undefined) ?? null,
  kpp: (item.kpp as string | undefined) ?? null,
  ogrn: (item.ogrn as string | undefined) ?? null,
  counterpartyId: (item.counterpartyId as string | undefined) ?? null,
});

const toItem = (row: DirectoryRow) => ({
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
});

async function getRow(userId: string): Promise<(DirectoryRow & { tokens: string[] }) | null> {
  const item = (await DirectoryRowEntity.get({ userId }).go()).data;
  return item ? { ...toRow(item), tokens: item.tokens } : null;
}

/** Writes a row under its keys, drops the keys it no longer has, and counts a user seen the first time. */
async function putRow(row: DirectoryRow, tokens: readonly string[]): Promise<void> {
  const previous = await getRow(row.id);
  const item = toItem(row);
  const stale = (previous?.tokens ?? []).filter((t) => !tokens.includes(t));
  if (tokens.length > 0) await DirectoryTokenEntity.put(tokens.map((token) => ({ token, ...item }))).go();
  if (stale.length > 0)
    await DirectoryTokenEntity.delete(stale.map((token) => ({ token, userId: row.id }))).go();
  if (previous) {
    await DirectoryRowEntity.put({ ...item, tokens: [...tokens] }).go();
    return;
  }
  try {
    await DirectoryRowEntity.create({ ...item, tokens: [...tokens] }).go();
    await DirectoryCountEntity.update({ name: ALL_TOKEN }).add({ value: 1 }).go();
  } catch (error) {
    // A concurrent first index of the same user already counted it.
    if (!isConditionalFailure(error)) throw error;
    await DirectoryRowEntity.put({ ...item, tokens: [...tokens] }).go();
  }
}

/** The rows under one key, at most `cap` of them (read in key order). */
async function rowsUnder(token: string, cap: number): Promise<DirectoryRow[]> {
  const items = (await DirectoryTokenEntity.query.primary({ token }).go({ count: cap, pages: 'all' })).data;
  return items.slice(0, cap).map(toRow);
}

async function count(): Promise<number> {
  return (await DirectoryCountEntity.get({ name: ALL_TOKEN }).go()).data?.value ?? 0;
}

export const directoryRepository = { getRow, putRow, rowsUnder, count };
