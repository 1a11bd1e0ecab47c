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

/** The tax identity of a resident supplier; non-residents have no document access (03 §1, §6). */
export async function identityOf(tenant: Tenant): Promise<SupplierIdentity> {
  if (tenant.accountType === 'NONRESIDENT') throw forbidden('documents.noAccess');
  const identity = await taxIdentityOf(tenant.counterpartyId);
  if (!identity) throw forbidden('documents.noAccess');
  return identity;
}

/** The caller's regime alone (what the calendar needs): one read, refused as identityOf refuses. */
export async function regimeOfSupplier(
  tenant: Tenant,
): Promise<TaxIdentity & { registrationDate: string | null }> {
  if (tenant.accountType === 'NONRESIDENT') throw forbidden('documents.noAccess');
  const regime = await taxRegimeOf(tenant.counterpartyId);
  if (!regime) throw forbidden('documents.noAccess');
  return regime;
}
