import type { UserRecord } from '../accounts/accounts-service';
import { directoryRepository, type DirectoryRow } from './directory-repository';
import { rowTokens } from './search-tokens';

// Apart from user-directory: it follows the accounts context's userRecordChanged (directory-subscription.ts)
// with the records that context already holds, and imports nothing of the accounts context at run time.

export function directoryRowOf(record: UserRecord): DirectoryRow {
  const c = record.counterparty;
  return {
    id: record.sub,
    login: record.login,
    name: c?.companyName ?? null,
    typeName: c?.accountType ?? null,
    code: c?.companyCode ?? null,
    registrationStateName: record.status,
    taxId: c ? (c.inn ?? c.taxId) : null,
    kpp: c?.kpp ?? null,
    ogrn: c?.ogrn ?? null,
    // Kept from the stored row by the repository: the tier is the risk profile's.
    riskTier: null,
    counterpartyId: c?.counterpartyId ?? null,
  };
}

/**
 * (Re)indexes a user for the administrators' search under the keys of what its row shows now; the
 * keys of its former name, INN, code or login are dropped, so it is no longer found by them.
 */
export async function indexRecord(record: UserRecord): Promise<DirectoryRow> {
  const row = directoryRowOf(record);
  await directoryRepository.putRow(row, rowTokens(row));
  return row;
}
