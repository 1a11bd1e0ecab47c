import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { registerSearchSchema } from '../../validation/register-search';

const lang = lazySchema(() => z.optional(z.enum(['RU', 'EN', 'ru', 'en'])));

/** A bank of the directory (02 §3 Bank account → bank). Russian banks carry a BIK, others a SWIFT code. */
export const bankSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** BIK for Russian banks (label 'БИК'), SWIFT otherwise (label 'Код банка'). */
    bankCode: z.string(),
    /** ISO 3166 alpha-2; RU marks a Russian bank (02 §9). */
    country: z.string(),
    countryName: z.string(),
    city: z.string(),
    ksssCode: z.string(),
    swift: z.nullable(z.string()),
    correspondingAccounts: z.array(z.object({ correspondingAccountNumber: z.string() })),
    isIbanSupported: z.boolean(),
    needToValidateAccountNumber: z.boolean(),
  }),
);
export type Bank = z.infer<ReturnType<typeof bankSchema>>;

export const currencySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    ksssCode: z.string(),
    /** ISO 4217 letters, e.g. RUB. */
    code: z.string(),
    /** ISO 4217 digits, e.g. 643; the digits 6–8 of a Russian account number. */
    numericCode: z.string(),
    name: z.string(),
  }),
);
export type Currency = z.infer<ReturnType<typeof currencySchema>>;

/** Bank and currency searches start above 3 typed characters (02 §5). */
export const bankSearch = endpoint({
  id: 'bankSearch',
  method: 'GET',
  path: '/api/bank/search',
  fn: 'bank',
  access: 'supplier',
  query: () => z.object({ search: registerSearchSchema(), language: lang() }),
  response: () => z.array(bankSchema()),
  doc: '02',
});
export const currencySearch = endpoint({
  id: 'currencySearch',
  method: 'GET',
  path: '/api/bank/currency/search',
  fn: 'bank',
  access: 'supplier',
  query: () =>
    z.object({
      search: registerSearchSchema(),
      nameLanguage: lang(),
      searchType: z.optional(z.literal('ANY_FIELD')),
    }),
  response: () => z.array(currencySchema()),
  doc: '02',
});
export const validateIban = endpoint({
  id: 'validateIban',
  method: 'GET',
  path: '/api/bank/validate-iban',
  fn: 'bank',
  access: 'supplier',
  query: () => z.object({ iban: requiredText(42) }),
  response: () => z.object({ valid: z.boolean(), description: z.string() }),
  doc: '02',
});
/** Failure is an answer, not an error: validationComplete false with a description in the caller's language. */
export const validateRuAccountNumber = endpoint({
  id: 'validateRuAccountNumber',
  method: 'GET',
  path: '/api/bank/validateRuAccountNumberAndGetCurrencyInfo',
  fn: 'bank',
  access: 'supplier',
  query: () =>
    z.object({
      bankBik: requiredText(11),
      accountNumber: requiredText(34),
      resultLanguage: lang(),
    }),
  response: () =>
    z.object({
      validationComplete: z.boolean(),
      currency: z.nullable(currencySchema()),
      description: z.string(),
      bankAccountType: z.nullable(z.enum(['SETTLEMENT', 'PERSONAL', 'CORRESPONDENT', 'TREASURY', 'OTHER'])),
    }),
  doc: '02',
});
