import { userRecord, type UserRecord } from '../accounts/accounts-service';
import { directoryRepository, type DirectoryRow } from './directory-repository';
import { rowTokens } from './search-tokens';

// Apart from admin-service: registration indexes its new user without bundling the admin actions.

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
    counterpartyId: c?.counterpartyId ?? null,
  };
}

/**
 * (Re)indexes a user for the administrators' search from its account and counterparty: after the
 * seed, a registration, and every administrative change of what the row shows.
 */
export async function indexUser(sub: string): Promise<DirectoryRow | null> {
  const record = await userRecord(sub);
  if (!record) return null;
  const row = directoryRowOf(record);
  await directoryRepository.putRow(row, rowTokens(row));
  return row;
}
