import { conflict, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import type { SubcontractorParty } from '../documents/completeness';
import { registeredCounterpartyOf } from '../profiles/registered-identities';
import { relationshipsRepository as repo, type Party } from './relationships-repository';
// Its refusals are this section's texts, and the documents function loads no other part of it.
import './messages';

/**
 * The relationships context's answer to the documents section in subcontractor mode (03 §2), kept apart
 * from the relationships service so the documents function carries no more than these reads.
 */

/** A resident party as subcontractor mode files documents for it; non-residents have none (03 §1). */
export function subcontractorParty(party: Party): SubcontractorParty | null {
  if (party.partyType === 'NONRESIDENT' || !party.inn || !party.ogrn) return null;
  return {
    partyKey: party.partyKey,
    partyType: party.partyType,
    name: party.name,
    inn: party.inn,
    kpp: party.kpp ?? null,
    ogrn: party.ogrn,
  };
}

/**
 * The tenant's own supposed subcontractor, a resident with no cabinet, whose documents the tenant files.
 * Another supplier's row is not found; a party with a cabinet files its own documents (409).
 */
export async function subcontractorForDocuments(tenant: Tenant, id: string): Promise<SubcontractorParty> {
  const row = (await repo.supposed(tenant.counterpartyId, 'SUBCONTRACTOR')).find((s) => s.id === id);
  const party = row ? subcontractorParty(row) : null;
  if (!row || !party) throw notFound();
  if (await registeredCounterpartyOf(row.partyKey)) throw conflict('relationships.hasCabinet');
  return party;
}
