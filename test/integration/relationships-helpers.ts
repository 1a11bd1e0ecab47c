import { randomInt } from 'node:crypto';
import type { ContractorRow } from '@shared/api/areas/relationships';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import { call } from '../support/api';
import { ok } from './supplier-helpers';

/** Helpers of the relationships suites: lists, adds and the queued removal check. */

export type RowsPage = { content: ContractorRow[]; elementCount: number; pageNumber: number };

export const supposed = (token: string, type: 'SUBCONTRACTOR' | 'PRODUCER' = 'SUBCONTRACTOR') =>
  ok<RowsPage>(call('GET', '/api/supposedSubcontractors', { token, query: { type, pageSize: 100 } }));

export const current = (token: string, path: 'prime' | 'get' | 'producers') =>
  ok<RowsPage>(call('GET', `/api/subcontractor/${path}`, { token, query: { pageSize: 100 } }));

export async function registerRecord(token: string, search: string, type: 'legal' | 'individual') {
  const found = await ok<ResidentSearchResult[]>(
    call('GET', '/api/search/searchAccounts', { token, query: { search, type } }),
  );
  const record = found[0];
  if (!record) throw new Error(`no ${type} record for ${search}`);
  return record;
}

export const addResident = (
  token: string,
  record: ResidentSearchResult,
  roles = { isSubContractor: true, isProducer: false },
) =>
  call('POST', '/api/supposedSubcontractors', {
    token,
    body: {
      type: record.type === 'legal' ? 'LEGAL' : 'INDIVIDUAL',
      inn: record.inn,
      ...(record.kpp ? { kpp: record.kpp } : {}),
      ogrn: record.ogrn,
      ...roles,
    },
  });

export const manualNonResident = () => ({
  name: `Nordic Drilling ${randomInt(1000, 9999)} AB`,
  taxId: `SE${randomInt(100_000_000, 999_999_999)}01`,
  actualAddress: { index: '11122', countryCode: 'SE', city: 'Stockholm', street: 'Kungsgatan 1' },
});

export const addNonResident = (
  token: string,
  info = manualNonResident(),
  roles = { isSubContractor: false, isProducer: true },
) =>
  call('POST', '/api/supposedSubcontractorsNonResident', {
    token,
    body: { contractorCode: null, info, profileId: null, ...roles },
  });

/** Waits for the queued check to decide a row (the local stack runs it in-process after a short delay). */
export async function settled(
  token: string,
  type: 'SUBCONTRACTOR' | 'PRODUCER',
  id: string,
  timeoutMs = 10_000,
): Promise<ContractorRow | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await supposed(token, type)).content.find((r) => r.id === id) ?? null;
    if (!row || (!row.isOnDelete && !row.isOnReplace)) return row;
    if (Date.now() > deadline) throw new Error(`row ${id} is still marked after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
