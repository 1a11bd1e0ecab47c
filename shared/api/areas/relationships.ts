import * as z from 'zod';
import { endpoint } from '../endpoint';
import { notShown, idParam, pagingQuery, page } from './common';

export const contractorRowSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  inn: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  loadedAllRequiredDocuments: z.boolean(),
  pbiotComplete: z.boolean(),
  isResident: z.boolean(),
  showLinkButton: z.boolean(),
  showReplaceButton: z.boolean(),
  isOnDelete: z.boolean(),
  isOnReplace: z.boolean(),
});
const rows = page(contractorRowSchema);
const nonResidentBody = z.object({
  contractorCode: z.string().nullable(),
  info: z.record(z.string(), z.unknown()),
  isProducer: z.boolean(),
  isSubContractor: z.boolean(),
  profileId: z.string().nullable(),
});

export const primeContractors = endpoint({
  id: 'primeContractors',
  method: 'GET',
  path: '/api/subcontractor/prime',
  fn: 'relationships',
  access: 'supplier',
  query: pagingQuery,
  response: rows,
  doc: '02',
});
export const subContractors = endpoint({
  id: 'subContractors',
  method: 'GET',
  path: '/api/subcontractor/get',
  fn: 'relationships',
  access: 'supplier',
  query: pagingQuery,
  response: rows,
  doc: '02',
});
export const producers = endpoint({
  id: 'producers',
  method: 'GET',
  path: '/api/subcontractor/producers',
  fn: 'relationships',
  access: 'supplier',
  query: pagingQuery,
  response: rows,
  doc: '02',
});
export const supposedSubcontractors = endpoint({
  id: 'supposedSubcontractors',
  method: 'GET',
  path: '/api/supposedSubcontractors',
  fn: 'relationships',
  access: 'supplier',
  query: pagingQuery.extend({ type: z.enum(['SUBCONTRACTOR', 'PRODUCER']).optional() }),
  response: rows,
  doc: '02',
});
export const addSupposedSubcontractor = endpoint({
  id: 'addSupposedSubcontractor',
  method: 'POST',
  path: '/api/supposedSubcontractors',
  fn: 'relationships',
  access: 'supplier',
  body: z.object({
    type: z.enum(['LEGAL', 'INDIVIDUAL']),
    inn: z.string().regex(/^(\d{10}|\d{12})$/),
    kpp: z
      .string()
      .regex(/^\d{9}$/)
      .optional(),
    ogrn: z.string().regex(/^(\d{13}|\d{15})$/),
    isSubContractor: z.boolean(),
    isProducer: z.boolean(),
  }),
  response: notShown,
  doc: '02',
});
export const addSupposedNonResident = endpoint({
  id: 'addSupposedNonResident',
  method: 'POST',
  path: '/api/supposedSubcontractorsNonResident',
  fn: 'relationships',
  access: 'supplier',
  body: nonResidentBody,
  response: notShown,
  doc: '02',
});
export const deleteSupposedSubcontractor = endpoint({
  id: 'deleteSupposedSubcontractor',
  method: 'DELETE',
  path: '/api/supposedSubcontractors/{type}/{id}',
  fn: 'relationships',
  access: 'supplier',
  params: z.object({ type: z.enum(['SUBCONTRACTOR', 'PRODUCER']), id: z.string().min(1).max(64) }),
  response: notShown,
  doc: '02',
});
/** Paths the spec leaves out (spec README): ours, under the same area. */
export const registrationLink = endpoint({
  id: 'registrationLink',
  method: 'GET',
  path: '/api/supposedSubcontractors/registrationLink/{id}',
  fn: 'relationships',
  access: 'supplier',
  params: idParam,
  response: z.object({ link: z.string() }),
  doc: 'own',
});
export const replaceNonResident = endpoint({
  id: 'replaceNonResident',
  method: 'PUT',
  path: '/api/supposedSubcontractors/replace/{currentProfileId}',
  fn: 'relationships',
  access: 'supplier',
  params: z.object({ currentProfileId: z.string().min(1).max(64) }),
  query: z.object({ replaceWithId: z.string().min(1).max(64) }),
  response: notShown,
  doc: 'own',
});
