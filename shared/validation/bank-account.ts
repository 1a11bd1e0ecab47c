/**
 * Bank account numbers (02 §5, §9): the Bank of Russia control key of a 20-digit account against
 * its BIK, the currency code inside the number, and the IBAN mod-97 check.
 */

export const RU_ACCOUNT_LENGTH = 20;
export const IBAN_MIN_LENGTH = 14;
export const IBAN_MAX_LENGTH = 32;

const CONTROL_WEIGHTS = [7, 1, 3];

function controlSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (Number(digits[i]) * (CONTROL_WEIGHTS[i % 3] ?? 0)) % 10;
  return sum % 10;
}

const isBik = (bik: string): boolean => /^\d{9}$/.test(bik);
const isRuAccount = (account: string): boolean => /^\d{20}$/.test(account);

/**
 * The 23 digits the control key is computed over: a client account is prefixed with the last three
 * digits of the bank's BIK; a correspondent account at a Bank of Russia office with "0" and BIK digits 5–6.
 */
const clientKeyBase = (bik: string, account: string) => bik.slice(6, 9) + account;
const correspondentKeyBase = (bik: string, account: string) => `0${bik.slice(4, 6)}${account}`;

/** A client's account in the bank with this BIK (Bank of Russia regulation 385-P, appendix). */
export function isValidRuAccountForBik(account: string, bik: string): boolean {
  return isBik(bik) && isRuAccount(account) && controlSum(clientKeyBase(bik, account)) === 0;
}

/** The bank's correspondent account for its BIK: the control key, and it ends with the BIK's last three digits. */
export function isValidCorrespondentAccountForBik(account: string, bik: string): boolean {
  return (
    isBik(bik) &&
    isRuAccount(account) &&
    account.endsWith(bik.slice(6)) &&
    controlSum(correspondentKeyBase(bik, account)) === 0
  );
}

/** Puts the control key (digit 9) into a 20-digit account so that it passes for the BIK: for seeds and tests. */
export function withControlKey(account: string, bik: string): string {
  if (!isBik(bik) || !isRuAccount(account)) throw new Error('BIK has 9 digits and an account 20');
  const zeroed = `${account.slice(0, 8)}0${account.slice(9)}`;
  // The key's weight is 3 (position 12 of 23): find the digit that brings the sum to a multiple of 10.
  for (let key = 0; key <= 9; key++) {
    const candidate = `${zeroed.slice(0, 8)}${key}${zeroed.slice(9)}`;
    if (isValidRuAccountForBik(candidate, bik)) return candidate;
  }
  throw new Error('unreachable: weight 3 covers every remainder');
}

/** The ISO 4217 numeric currency code inside the account (digits 6–8); 810 is the rouble's old code. */
export const currencyDigitsOfAccount = (account: string): string => account.slice(5, 8);
export const normalizeCurrencyDigits = (digits: string): string => (digits === '810' ? '643' : digits);

/** The kind of account by its first-order balance account (first 3–5 digits). */
export type RuAccountKind = 'SETTLEMENT' | 'PERSONAL' | 'CORRESPONDENT' | 'TREASURY' | 'OTHER';
export function ruAccountKind(account: string): RuAccountKind {
  const five = account.slice(0, 5);
  if (five === '40817' || five === '40820' || account.startsWith('423')) return 'PERSONAL';
  if (account.startsWith('301')) return 'CORRESPONDENT';
  if (account.startsWith('03') || five === '40101' || five === '40102') return 'TREASURY';
  if (/^40[5-8]/.test(account)) return 'SETTLEMENT';
  return 'OTHER';
}

/** Spaces are allowed when typing an IBAN; the check works on the compact upper-case form. */
export const compactIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country letters, two check digits, then the national number; mod 97 of the rearranged number is 1. */
export function isValidIban(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  if (compact.length < IBAN_MIN_LENGTH || compact.length > 34) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
