import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { nonResidentInfoSchema } from '../../validation/registration';
import { idParam, pagingQuery, page } from './common';

export const contractorRowSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.nullable(z.string()),
    name: z.string(),
    inn: z.nullable(z.string()),
    countryCode: z.nullable(z.string()),
    countryName: z.nullable(z.string()),
    kpp: z.nullable(z.string()),
    ogrn: z.nullable(z.string()),
    loadedAllRequiredDocuments: z.boolean(),
    pbiotComplete: z.boolean(),
    isResident: z.boolean(),
    showLinkButton: z.boolean(),
    showReplaceButton: z.boolean(),
    /**
     * A supposed resident subcontractor without a cabinet: the supplier opens its page, /subcontractor/{id},
     * and files its documents in subcontractor mode (03 §2).
     */
    showSubcontractorPage: z.boolean(),
    isOnDelete: z.boolean(),
    isOnReplace: z.boolean(),
  }),
);
export type ContractorRow = z.infer<ReturnType<typeof contractorRowSchema>>;
const rows = lazySchema(() => page(contractorRowSchema()));
export const LINK_TYPES = ['SUBCONTRACTOR', 'PRODUCER'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
/** At least one of the two lists (02 §5 Relationships add). */
const roles = <T extends z.ZodMiniObject>(schema: T) =>
  schema.check(
    z.refine((b) => Boolean(b.isSubContractor) || Boolean(b.isProducer), {
      message: 'relationships.roleRequired',
      path: ['isSubContractor'],
    }),
  );
const nonResidentBody = lazySchema(() =>
  roles(
    z.object({
      contractorCode: z._default(z.nullable(z.string().check(z.regex(/^\d{1,12}$/))), null),
      info: nonResidentInfoSchema(),
      isProducer: z.boolean(),
      isSubContractor: z.boolean(),
      /** The register record the data came from (search), or null for manual entry. */
      profileId: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(64))), null),
    }),
  ),
);
/** What an add, delete or replace answers: the rows it touched, as they now stand. */
const changedRows = lazySchema(() => z.object({ rows: z.array(contractorRowSchema()) }));

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
  query: () => z.extend(pagingQuery(), { type: z._default(z.enum(LINK_TYPES), 'SUBCONTRACTOR') }),
  response: rows,
  doc: '02',
});
export const addSupposedSubcontractor = endpoint({
  id: 'addSupposedSubcontractor',
  method: 'POST',
  path: '/api/supposedSubcontractors',
  fn: 'relationships',
  access: 'supplier',
  body: () =>
    roles(
      z.object({
        type: z.enum(['LEGAL', 'INDIVIDUAL']),
        inn: z.string().check(z.regex(/^(\d{10}|\d{12})$/)),
        kpp: z.optional(z.string().check(z.regex(/^\d{9}$/, 'relationships.kppRequired'))),
        ogrn: z.string().check(z.regex(/^(\d{13}|\d{15})$/)),
        isSubContractor: z.boolean(),
        isProducer: z.boolean(),
      }),
    ),
  response: changedRows,
  doc: '02',
});
export const addSupposedNonResident = endpoint({
  id: 'addSupposedNonResident',
  method: 'POST',
  path: '/api/supposedSubcontractorsNonResident',
  fn: 'relationships',
  access: 'supplier',
  body: nonResidentBody,
  response: changedRows,
  doc: '02',
});
export const deleteSupposedSubcontractor = endpoint({
  id: 'deleteSupposedSubcontractor',
  method: 'DELETE',
  path: '/api/supposedSubcontractors/{type}/{id}',
  fn: 'relationships',
  access: 'supplier',
  params: () => z.object({ type: z.enum(LINK_TYPES), id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: changedRows,
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
  response: () => z.object({ link: z.string(), expiresAt: z.string() }),
  doc: 'own',
});
export const replaceNonResident = endpoint({
  id: 'replaceNonResident',
  method: 'PUT',
  path: '/api/supposedSubcontractors/replace/{currentProfileId}',
  fn: 'relationships',
  access: 'supplier',
  params: () => z.object({ currentProfileId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: () => z.object({ replaceWithId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: changedRows,
  doc: 'own',
});
