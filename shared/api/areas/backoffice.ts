import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import {
  addressSchema,
  bankAccountSchema,
  bankDocumentSchema,
  contactValuesSchema,
  taxRegimeDeclarationSchema,
  taxRegimeOfYearSchema,
} from './profiles';
import { CHANGE_REQUEST_STATUSES } from '../../constants/change-requests';

export {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequestKind,
  type ChangeRequestStatus,
} from '../../constants/change-requests';

/** Registration data a register refresh may change. */
export const registerDataSchema = lazySchema(() =>
  z.object({ name: z.string(), factAddress: addressSchema() }),
);
export const bankValuesSchema = lazySchema(() =>
  z.object({
    bankAccounts: z.array(bankAccountSchema()),
    bankAccountsDocuments: z.array(bankDocumentSchema()),
  }),
);

/**
 * Registration details a supplier entered by hand (the state register did not know it or did not answer),
 * for the reviewer to confirm against the register extract sent with them.
 */
export const manualRegistrationDataSchema = lazySchema(() =>
  z.object({
    accountType: z.enum(['LEGAL', 'INDIVIDUAL']),
    name: z.string(),
    shortName: z.string(),
    inn: z.string(),
    kpp: z.nullable(z.string()),
    ogrn: z.string(),
    factAddress: addressSchema(),
    /** Why by hand: the register did not know the company, or did not answer. */
    reason: z.enum(['NOT_IN_REGISTER', 'REGISTER_UNAVAILABLE']),
    documents: z.array(bankDocumentSchema()),
  }),
);

/** Old and new values of each kind, so the queue can show them side by side. */
export const changeValuesSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('POSTAL_ADDRESS'),
      oldValue: z.nullable(addressSchema()),
      newValue: addressSchema(),
      /** The address confirmations sent with the request. */
      documents: z.array(bankDocumentSchema()),
    }),
    z.object({
      kind: z.literal('CONTACTS'),
      oldValue: contactValuesSchema(),
      newValue: contactValuesSchema(),
    }),
    z.object({
      kind: z.literal('BANK_ACCOUNTS'),
      oldValue: bankValuesSchema(),
      newValue: bankValuesSchema(),
    }),
    z.object({
      kind: z.literal('EGRUL_REFRESH'),
      oldValue: registerDataSchema(),
      newValue: registerDataSchema(),
    }),
    z.object({
      kind: z.literal('REGISTRATION_DATA'),
      oldValue: z.null(),
      newValue: manualRegistrationDataSchema(),
    }),
    z.object({
      kind: z.literal('TAX_REGIME'),
      oldValue: z.nullable(taxRegimeOfYearSchema()),
      newValue: taxRegimeDeclarationSchema(),
    }),
  ]),
);
export type ChangeValues = z.infer<ReturnType<typeof changeValuesSchema>>;

export const changeRequestSchema = lazySchema(() =>
  z.intersection(
    z.object({
      id: z.string(),
      counterpartyId: z.string(),
      companyName: z.string(),
      companyCode: z.string(),
      accountType: z.enum(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT']),
      status: z.enum(CHANGE_REQUEST_STATUSES),
      /** Login of the supplier's user who sent it. */
      createdBy: z.string(),
      createdAt: z.string(),
      decidedAt: z.nullable(z.string()),
      decidedBy: z.nullable(z.string()),
      comment: z.nullable(z.string()),
    }),
    changeValuesSchema(),
  ),
);
export type ChangeRequest = z.infer<ReturnType<typeof changeRequestSchema>>;

export const changeRequestQueue = endpoint({
  id: 'changeRequestQueue',
  method: 'GET',
  path: '/api/backoffice/change-requests',
  fn: 'backoffice',
  access: 'moderator',
  query: () => z.object({ status: z._default(z.enum(CHANGE_REQUEST_STATUSES), 'PENDING') }),
  response: () => z.array(changeRequestSchema()),
  doc: 'own',
});
export const decideChangeRequest = endpoint({
  id: 'decideChangeRequest',
  method: 'POST',
  path: '/api/backoffice/change-requests/{id}/decision',
  fn: 'backoffice',
  access: 'moderator',
  params: () => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  body: () =>
    z.object({
      decision: z.enum(['APPROVE', 'REJECT']),
      comment: requiredText(2000),
    }),
  response: changeRequestSchema,
  doc: 'own',
});
