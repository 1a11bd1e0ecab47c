import {
  requiredLoaded,
  requiredLoadedMany,
  subcontractorRequiredLoaded,
  type SubcontractorParty,
} from './documents-service';

/**
 * The documents context's answer to other sections (tender stop factors, relationships columns):
 * has this counterparty loaded every REQUIRED document of its specification? A type counts as
 * loaded when a document of it is in review or accepted (03 §3 REQUIRED group; a rejected one does
 * not count). Non-residents have no documents section and never have it.
 * Other contexts call this, never the documents repositories.
 */
export async function requiredDocumentsLoaded(counterpartyId: string): Promise<boolean> {
  return requiredLoaded(counterpartyId);
}

/**
 * `requiredDocumentsLoaded` for a whole table in one call (relationships lists a page of parties):
 * the answer for each counterparty named, by its id.
 */
export async function requiredDocumentsLoadedMany(
  counterpartyIds: readonly string[],
): Promise<ReadonlyMap<string, boolean>> {
  return requiredLoadedMany(counterpartyIds);
}

/**
 * The same answer for a supposed subcontractor without a cabinet: over the documents its supplier
 * filed for it in subcontractor mode (03 §2).
 */
export async function subcontractorDocumentsLoaded(
  supplierId: string,
  subcontractor: SubcontractorParty,
): Promise<boolean> {
  return subcontractorRequiredLoaded(supplierId, subcontractor);
}
