/**
 * Russian tax and registration numbers (02 §2.2, §2.3, §9): INN, KPP, OGRN, OGRNIP.
 * Check digits follow the Federal Tax Service algorithms; the builders complete a number
 * from its body, so seeded registers carry numbers that a real check accepts.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

function weightedCheck(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** INN of a legal entity: 10 digits, the last a check digit. */
export function isValidLegalInn(inn: string): boolean {
  if (!/^\d{10}$/.test(inn)) return false;
  const d = digitsOf(inn);
  return weightedCheck(d, INN10_WEIGHTS) === d[9];
}

/** INN of a person (an individual entrepreneur): 12 digits, the last two check digits. */
export function isValidIndividualInn(inn: string): boolean {
  if (!/^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  return weightedCheck(d, INN12_FIRST_WEIGHTS) === d[10] && weightedCheck(d, INN12_SECOND_WEIGHTS) === d[11];
}

export const isValidInn = (inn: string): boolean => isValidLegalInn(inn) || isValidIndividualInn(inn);

/** KPP: tax office (4 digits), reason (2 digits or capital letters), serial (3 digits); no check digit. */
export const isValidKpp = (kpp: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);

function remainderCheck(body: string, modulus: bigint): number {
  return Number((BigInt(body) % modulus) % 10n);
}

/** OGRN: 13 digits; the last is (first 12 mod 11) mod 10. */
export function isValidOgrn(ogrn: string): boolean {
  return /^\d{13}$/.test(ogrn) && remainderCheck(ogrn.slice(0, 12), 11n) === Number(ogrn[12]);
}

/** OGRNIP: 15 digits; the last is (first 14 mod 13) mod 10. */
export function isValidOgrnip(ogrnip: string): boolean {
  return /^\d{15}$/.test(ogrnip) && remainderCheck(ogrnip.slice(0, 14), 13n) === Number(ogrnip[14]);
}

/** INNs of foreign organisations accredited in Russia start with 9909; they carry no 13-digit OGRN (02 §2.2). */
export const FOREIGN_INN_PREFIX = '9909';
export const isForeignOrganisationInn = (inn: string): boolean => inn.startsWith(FOREIGN_INN_PREFIX);

/** The registration number a legal entity must give: OGRN, or any accreditation number (1–15 digits) for 9909. */
export function isValidLegalRegistrationNumber(inn: string, ogrn: string): boolean {
  return isForeignOrganisationInn(inn) ? /^\d{1,15}$/.test(ogrn) : isValidOgrn(ogrn);
}

// Builders for seeded data and tests: complete a body with its check digits.

export function completeLegalInn(body9: string): string {
  if (!/^\d{9}$/.test(body9)) throw new Error('A legal INN body has 9 digits');
  return body9 + weightedCheck(digitsOf(body9), INN10_WEIGHTS);
}

export function completeIndividualInn(body10: string): string {
  if (!/^\d{10}$/.test(body10)) throw new Error('An individual INN body has 10 digits');
  const eleven = body10 + weightedCheck(digitsOf(body10), INN12_FIRST_WEIGHTS);
  return eleven + weightedCheck(digitsOf(eleven), INN12_SECOND_WEIGHTS);
}

export function completeOgrn(body12: string): string {
  if (!/^\d{12}$/.test(body12)) throw new Error('An OGRN body has 12 digits');
  return body12 + remainderCheck(body12, 11n);
}

export function completeOgrnip(body14: string): string {
  if (!/^\d{14}$/.test(body14)) throw new Error('An OGRNIP body has 14 digits');
  return body14 + remainderCheck(body14, 13n);
}
