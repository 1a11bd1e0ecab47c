import type { DuplicateCheckQuery } from '@shared/validation/registration';
import { claimsRepository } from './claims-repository';

/**
 * Which counterparty is registered under an identity (02 §5): INN+KPP, an entrepreneur's INN, or a
 * Tax ID with its country. Registration claims these keys; other contexts (relationships, the
 * register search) ask here whether a company already has a cabinet.
 */

export const legalClaimKey = (inn: string, kpp: string) => `INN#${inn}#KPP#${kpp}`;
export const individualClaimKey = (inn: string) => `INN#${inn}`;
/** Tax IDs are compared without spaces and case: 'de 123' and 'DE123' are one company. */
export const normalizeTaxId = (taxId: string) => taxId.replace(/\s+/g, '').toUpperCase();
export const nonResidentClaimKey = (taxId: string, countryCode: string) =>
  `TAXID#${normalizeTaxId(taxId)}#COUNTRY#${countryCode.toUpperCase()}`;

/** The counterparty registered under the identity; null when none is. */
export async function registeredCounterpartyOf(identityKey: string): Promise<string | null> {
  return (await claimsRepository.find(identityKey))?.counterpartyId ?? null;
}

/** GET /registration/duplicate-check: whether the identity is still free (02 §5). */
export async function duplicateCheck(query: DuplicateCheckQuery): Promise<{ isFree: boolean }> {
  const key =
    query.taxId && query.countryCode
      ? nonResidentClaimKey(query.taxId, query.countryCode)
      : query.kpp && query.inn?.length === 10
        ? legalClaimKey(query.inn, query.kpp)
        : individualClaimKey(query.inn ?? '');
  return { isFree: (await claimsRepository.find(key)) === null };
}
