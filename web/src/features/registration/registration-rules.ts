import { FOREIGN_INN_PREFIX } from '@shared/validation/tax-ids';

export type ResidentKind = 'legal' | 'individual';

/** What a register search put into the form. */
export interface ResidentNumbers {
  inn: string;
  kpp: string;
  ogrn: string;
}

/**
 * The Register button rules (02 §2.2, §2.3): a legal entity needs INN of 10, KPP of 9 and an OGRN,
 * which has 13 digits unless the INN starts with 9909 (accredited foreign offices); an entrepreneur
 * needs INN of 12 and OGRNIP of 15. The check digits are the server's to verify.
 */
export function residentNumbersComplete(kind: ResidentKind, { inn, kpp, ogrn }: ResidentNumbers): boolean {
  if (kind === 'individual') return inn.length === 12 && ogrn.length === 15;
  if (inn.length !== 10 || kpp.length !== 9 || ogrn.length === 0) return false;
  return inn.startsWith(FOREIGN_INN_PREFIX) || ogrn.length === 13;
}
