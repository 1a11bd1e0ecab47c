import type { DocumentStatus } from '@shared/constants/documents';
import { taxRegimeOf } from '../profiles/tax-identity';
import { documentsRepository, type Task } from './documents-repository';
import { specCodesOf, type TaxIdentity } from './specification';
import { byCodeUnits } from '../../lib/order';

/*
 * Whether a counterparty has loaded every REQUIRED document of its specification, apart from the
 * documents service (its texts, checks and the register it asks): the tender stop factors, the
 * relationships tables and the readiness checklist read this on their first call without loading it.
 */

/**
 * A supposed subcontractor of the supplier that has no cabinet (02 §2.6), as the relationships context
 * vouches for it: subcontractor mode (03 §2) files documents for it.
 */
export interface SubcontractorParty {
  partyKey: string;
  partyType: 'LEGAL' | 'INDIVIDUAL';
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
}

const SUBCONTRACTOR_KEY = '#SUB#';
export const subcontractorKey = (supplierId: string, partyKey: string) =>
  `${supplierId}${SUBCONTRACTOR_KEY}${partyKey}`;

/** Who hears of a decision: the supplier, also on the documents it filed for a subcontractor. */
export const supplierOfDocuments = (key: string): string => key.split(SUBCONTRACTOR_KEY)[0] ?? key;

export const subcontractorIdentity = (party: SubcontractorParty): TaxIdentity => ({
  accountType: party.partyType,
  inn: party.inn,
  kpp: party.kpp,
  companyType: null,
  accountingType: null,
  taxSystem: null,
});

/** Which types count as loaded: a document in review or accepted (an accepted one is relevant or replaced by a newer). */
export function loadedStatuses(tasks: readonly Task[]): Map<string, DocumentStatus> {
  const byType = new Map<string, DocumentStatus>();
  for (const task of [...tasks].sort((a, b) => byCodeUnits(a.createdAt, b.createdAt))) {
    if (task.status !== 'DVS_REJECTED') byType.set(task.documentType, task.status);
  }
  return byType;
}

/** The flag other sections read: every REQUIRED type has a document in review or accepted. */
export async function requiredLoaded(counterpartyId: string): Promise<boolean> {
  const identity = await taxRegimeOf(counterpartyId);
  if (!identity) return false;
  const tasks = await documentsRepository.listTasks(counterpartyId);
  const loaded = loadedStatuses(tasks);
  return specCodesOf(identity, tasks).required.every((code) => loaded.has(code));
}

/**
 * The flag for many counterparties at once (a page of a relationships table): each counterparty is
 * read once however often it is named, all of them concurrently.
 */
export async function requiredLoadedMany(counterpartyIds: readonly string[]): Promise<Map<string, boolean>> {
  const unique = [...new Set(counterpartyIds)];
  const flags = await Promise.all(unique.map((id) => requiredLoaded(id)));
  return new Map(unique.map((id, i) => [id, flags[i] ?? false]));
}

/**
 * The same flag for a supposed subcontractor without a cabinet, over what its supplier filed for it.
 * Its tax regime is unknown, so an entrepreneur's specification requires nothing: there the flag asks
 * for at least one document, so that a subcontractor nobody filed anything for is never "complete".
 */
export async function subcontractorRequiredLoaded(
  supplierId: string,
  subcontractor: SubcontractorParty,
): Promise<boolean> {
  const owner = subcontractorIdentity(subcontractor);
  const tasks = await documentsRepository.listTasks(subcontractorKey(supplierId, subcontractor.partyKey));
  const loaded = loadedStatuses(tasks);
  return loaded.size > 0 && specCodesOf(owner, tasks).required.every((code) => loaded.has(code));
}

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
