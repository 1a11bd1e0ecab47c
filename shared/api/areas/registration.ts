import { z } from 'zod';
import { endpoint } from '../endpoint';
import { notShown, idParam } from './common';

export const residentInitialize = endpoint({
  id: 'residentInitialize',
  method: 'POST',
  path: '/api/registration/resident/initialize',
  fn: 'registration',
  access: 'user',
  body: z.object({
    type: z.enum(['legal', 'individual']),
    inn: z.string().regex(/^(\d{10}|\d{12})$/),
    kpp: z.string().regex(/^\d{9}$/).optional(),
    ogrn: z.string().regex(/^(\d{13}|\d{15})$/).optional(),
    branchType: z.enum(['MAIN', 'BRANCH']).optional(),
  }),
  response: notShown,
  doc: '02',
});
export const nonresidentInitialize = endpoint({ id: 'nonresidentInitialize', method: 'POST', path: '/api/registration/nonresident/initialize', fn: 'registration', access: 'user', body: z.record(z.string(), z.unknown()), response: notShown, doc: '02' });
/** The duplicate check has no path in the spec (spec README): ours. */
export const duplicateCheck = endpoint({
  id: 'duplicateCheck',
  method: 'GET',
  path: '/api/registration/duplicate-check',
  fn: 'registration',
  access: 'user',
  query: z.object({ inn: z.string().max(12).optional(), kpp: z.string().max(9).optional(), taxId: z.string().max(25).optional(), countryCode: z.string().max(8).optional() }),
  response: z.object({ isFree: z.boolean() }),
  doc: 'own',
});

export const nonResidentById = endpoint({ id: 'nonResidentById', method: 'GET', path: '/api/search/getAccountsNonResidentById/{id}', fn: 'search', access: 'user', params: idParam, response: notShown, doc: '02' });
export const searchAccounts = endpoint({ id: 'searchAccounts', method: 'GET', path: '/api/search/searchAccounts', fn: 'search', access: 'user', query: z.object({ search: z.string().trim().min(4).max(200), type: z.enum(['legal', 'individual']).optional() }), response: z.array(z.record(z.string(), z.unknown())), doc: '02' });
export const searchAccountsNonResident = endpoint({ id: 'searchAccountsNonResident', method: 'GET', path: '/api/search/searchAccountsNonResident', fn: 'search', access: 'user', query: z.object({ search: z.string().trim().min(3).max(200), hideNonRegistered: z.stringbool().optional() }), response: z.array(z.record(z.string(), z.unknown())), doc: '02' });
export const searchCredentials = endpoint({ id: 'searchCredentials', method: 'GET', path: '/api/search/credentials', fn: 'search', access: 'supplier', query: z.object({ search: z.string().max(200).optional() }), response: notShown, doc: '03' });
export const searchBik = endpoint({ id: 'searchBik', method: 'GET', path: '/api/search/bik', fn: 'search', access: 'supplier', query: z.object({ search: z.string().max(200).optional() }), response: notShown, doc: '03' });
