import { z } from 'zod';
import { endpoint } from '../endpoint';

const lang = z.enum(['RU', 'EN', 'ru', 'en']).optional();
export const bankSearch = endpoint({ id: 'bankSearch', method: 'GET', path: '/api/bank/search', fn: 'bank', access: 'supplier', query: z.object({ search: z.string().trim().min(4).max(100), language: lang }), response: z.array(z.record(z.string(), z.unknown())), doc: '02' });
export const currencySearch = endpoint({ id: 'currencySearch', method: 'GET', path: '/api/bank/currency/search', fn: 'bank', access: 'supplier', query: z.object({ search: z.string().trim().min(4).max(100), nameLanguage: lang, searchType: z.literal('ANY_FIELD').optional() }), response: z.array(z.record(z.string(), z.unknown())), doc: '02' });
export const validateIban = endpoint({ id: 'validateIban', method: 'GET', path: '/api/bank/validate-iban', fn: 'bank', access: 'supplier', query: z.object({ iban: z.string().min(14).max(34) }), response: z.object({ description: z.string().nullable(), valid: z.boolean() }), doc: '02' });
export const validateRuAccountNumber = endpoint({
  id: 'validateRuAccountNumber',
  method: 'GET',
  path: '/api/bank/validateRuAccountNumberAndGetCurrencyInfo',
  fn: 'bank',
  access: 'supplier',
  query: z.object({ bankBik: z.string().regex(/^\d{9}$/), accountNumber: z.string().regex(/^\d{20}$/), resultLanguage: lang }),
  response: z.object({ validationComplete: z.boolean(), currency: z.record(z.string(), z.unknown()).nullable(), description: z.string().nullable(), bankAccountType: z.string().nullable() }),
  doc: '02',
});
