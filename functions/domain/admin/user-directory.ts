import { userRecord } from '../accounts/accounts-service';
import type { DirectoryRow } from './directory-repository';
import { indexRecord } from './directory-index';

// Apart from admin-service: registration indexes its new user without bundling the admin actions.

/**
 * (Re)indexes a user for the administrators' search from its account and counterparty as stored:
 * after the seed, a registration, and every administrative change of what the row shows.
 */
export async function indexUser(sub: string): Promise<DirectoryRow | null> {
  const record = await userRecord(sub);
  return record ? indexRecord(record) : null;
}
