import { forbidden } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { taxIdentityOf, taxRegimeOf } from '../profiles/tax-identity';
import type { TaxIdentity } from './specification';
import './access-messages';

export type SupplierIdentity = TaxIdentity & {
  name: string;
  hasSavedData: boolean;
  editable: boolean;
  /** Unknown for a subcontractor without a cabinet. */
  registrationDate: string | null;
};

/** What `read` answers for a resident supplier; non-residents have no document access (03 §1, §6). */
async function ofResident<T>(
  tenant: Tenant,
  read: (counterpartyId: string) => Promise<T | null>,
): Promise<T> {
  if (tenant.accountType === 'NONRESIDENT') throw forbidden('documents.noAccess');
  const found = await read(tenant.counterpartyId);
  if (!found) throw forbidden('documents.noAccess');
  return found;
}

/** The caller's tax identity with whether its data may be edited now. */
export const identityOf = (tenant: Tenant): Promise<SupplierIdentity> => ofResident(tenant, taxIdentityOf);

/** The caller's regime alone (what the calendar needs): one read. */
export const regimeOfSupplier = (
  tenant: Tenant,
): Promise<TaxIdentity & { registrationDate: string | null }> => ofResident(tenant, taxRegimeOf);
