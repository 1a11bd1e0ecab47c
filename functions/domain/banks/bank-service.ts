import type { Bank, Currency } from '@shared/api/areas/bank';
import type { Language } from '@shared/constants/spec';
import {
  compactIban,
  currencyDigitsOfAccount,
  isValidIban,
  isValidRuAccountForBik,
  normalizeCurrencyDigits,
  ruAccountKind,
  type RuAccountKind,
} from '@shared/validation/bank-account';
import { accountNumberLengthRule } from '@shared/validation/bank-rules';
import { badRequest } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/messages';
import type { BankRecord, CurrencyRecord } from './bank-data';
import { bankDirectory } from './bank-directory';
import { RUSSIA, toBank, toCurrency } from './bank-view';
import { normalizeSearch } from '../../lib/search-text';
import './messages';
import { byCodeUnits } from '../../lib/order';

/** As many as a suggestion list shows. */
const BIK_SEARCH_LIMIT = 20;

const matches = (needle: string, ...fields: (string | null)[]) =>
  fields.some((field) => field !== null && normalizeSearch(field).includes(needle));

/**
 * The order suggestions are shown in: a bank whose BIK or SWIFT is the text typed, then the closest name — the
 * shortest one holding it, so 'Сбербанк' offers «ПАО Сбербанк» before its regional branches.
 */
function closestFirst(needle: string) {
  const codeHit = (b: BankRecord) => b.bankCode === needle || normalizeSearch(b.swift ?? '') === needle;
  return (a: BankRecord, b: BankRecord) =>
    Number(codeHit(b)) - Number(codeHit(a)) || a.nameRu.length - b.nameRu.length || byCodeUnits(a.id, b.id);
}

/** GET /bank/search: by name in either language, BIK, SWIFT or city. */
export async function searchBanks(text: string, lang: Language): Promise<Bank[]> {
  const needle = normalizeSearch(text);
  const banks = await bankDirectory.banks();
  return banks
    .filter((b) => matches(needle, b.nameRu, b.nameEn, b.bankCode, b.swift, b.cityRu, b.cityEn))
    .sort(closestFirst(needle))
    .map((b) => toBank(b, lang));
}

/** GET /search/bik: Russian banks whose BIK starts with the digits typed; a full BIK is one bank. */
export async function banksByBik(digits: string, lang: Language): Promise<Bank[]> {
  const banks = await bankDirectory.banks();
  return banks
    .filter((b) => b.countryCode === RUSSIA && b.bankCode.startsWith(digits))
    .slice(0, BIK_SEARCH_LIMIT)
    .map((b) => toBank(b, lang));
}

/** GET /bank/currency/search with searchType ANY_FIELD: by letters, digits or name. */
export async function searchCurrencies(text: string, lang: Language): Promise<Currency[]> {
  const needle = normalizeSearch(text);
  const currencies = await bankDirectory.currencies();
  return currencies
    .filter((c) => matches(needle, c.code, c.numericCode, c.nameRu, c.nameEn))
    .map((c) => toCurrency(c, lang));
}

/** The directory's restrictions the texts name; the most severe first. */
const KNOWN_RESTRICTIONS = ['LWRS', 'MRTR', 'URRS', 'RSIP', 'FPIP'] as const;

/**
 * Why a supplier cannot hold an account at this bank by the Bank of Russia's BIK directory, or null:
 * deleted from the directory or its correspondent account closed, or restricted (the reason named).
 */
export function bankRefusal(bank: BankRecord): { key: MessageKey; params: Record<string, string> } | null {
  if (bank.closed) return { key: 'bank.closed', params: { bik: bank.bankCode } };
  const codes = (bank.restrictions ?? []).map((r) => r.code);
  if (codes.length === 0) return null;
  const known = KNOWN_RESTRICTIONS.find((code) => codes.includes(code));
  return known
    ? { key: `bank.restricted.${known}`, params: { bik: bank.bankCode } }
    : { key: 'bank.restricted.other', params: { bik: bank.bankCode, code: codes.join(', ') } };
}

export async function findBank(id: string): Promise<BankRecord | null> {
  return (await bankDirectory.banks()).find((b) => b.id === id) ?? null;
}

export async function findCurrency(id: string): Promise<CurrencyRecord | null> {
  return (await bankDirectory.currencies()).find((c) => c.id === id) ?? null;
}

/** GET /bank/validate-iban. */
export function validateIban(iban: string, lang: Language): { valid: boolean; description: string } {
  const valid = isValidIban(iban);
  return { valid, description: translate(lang, valid ? 'bank.ibanValid' : 'bank.ibanInvalid') };
}

export interface RuAccountCheck {
  validationComplete: boolean;
  currency: Currency | null;
  description: string;
  bankAccountType: RuAccountKind | null;
}

/**
 * GET /bank/validateRuAccountNumberAndGetCurrencyInfo: the control key against the BIK, then the
 * currency from digits 6–8. A failure is an answer with a description, not an error (02 §5).
 */
export async function validateRuAccount(
  bik: string,
  account: string,
  lang: Language,
): Promise<RuAccountCheck> {
  const fail = (description: string): RuAccountCheck => ({
    validationComplete: false,
    currency: null,
    description,
    bankAccountType: null,
  });
  const bank = (await bankDirectory.banks()).find((b) => b.countryCode === RUSSIA && b.bankCode === bik);
  if (!bank) return fail(translate(lang, 'bank.unknownBik', { bik }));
  const refusal = bankRefusal(bank);
  if (refusal) return fail(translate(lang, refusal.key, refusal.params));
  if (!/^\d{20}$/.test(account)) return fail(translate(lang, 'bank.accountLength'));
  if (!isValidRuAccountForBik(account, bik)) return fail(translate(lang, 'bank.accountControlKey', { bik }));
  const digits = normalizeCurrencyDigits(currencyDigitsOfAccount(account));
  const currency = (await bankDirectory.currencies()).find((c) => c.numericCode === digits);
  if (!currency) return fail(translate(lang, 'bank.accountCurrencyUnknown', { digits }));
  return {
    validationComplete: true,
    currency: toCurrency(currency, lang),
    description: translate(lang, 'bank.accountValid'),
    bankAccountType: ruAccountKind(account),
  };
}

/**
 * The server-side check of a number saved into the bank chapter (02 §5): the length rule, then the
 * IBAN checksum or the control key against the BIK with the currency inside the number.
 * Returns the number as stored (an IBAN in its compact form).
 */
export function assertAccountNumber(
  bank: BankRecord,
  currency: CurrencyRecord,
  accountNumber: string,
  isIban: boolean,
): string {
  const rules = {
    isIbanSupported: bank.isIbanSupported,
    needToValidateAccountNumber: bank.countryCode === RUSSIA,
  };
  const refusal = bankRefusal(bank);
  if (refusal) throw badRequest(refusal.key, refusal.params);
  if (isIban && !bank.isIbanSupported) throw badRequest('bank.ibanNotSupported');
  const lengthRule = accountNumberLengthRule(rules, accountNumber, isIban);
  if (lengthRule) throw badRequest(lengthRule);
  if (isIban) {
    if (!isValidIban(accountNumber)) throw badRequest('bank.ibanInvalid');
    return compactIban(accountNumber);
  }
  if (rules.needToValidateAccountNumber) {
    if (!isValidRuAccountForBik(accountNumber, bank.bankCode)) {
      throw badRequest('bank.accountControlKey', { bik: bank.bankCode });
    }
    const digits = normalizeCurrencyDigits(currencyDigitsOfAccount(accountNumber));
    if (digits !== currency.numericCode) throw badRequest('bank.accountCurrencyMismatch', { code: digits });
  }
  return accountNumber;
}
