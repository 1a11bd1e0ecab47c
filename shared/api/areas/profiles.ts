import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { contactsSchema, tenderContactsSchema } from '../../validation/contacts';
import { postalAddressSchema } from '../../validation/address';
import { bankSchema, currencySchema } from './bank';
import { addressSchema } from './address';

export { addressSchema, type Address } from './address';

export const bankAccountSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    accountNumber: z.string(),
    isIBAN: z.boolean(),
    accountType: z.nullable(z.string()),
    sourceSystem: z.literal('KSSS'),
    /** Hidden accounts are excluded from every list (02 §9). */
    state: z.enum(['ACTIVE', 'HIDDEN']),
    bank: bankSchema(),
    currency: currencySchema(),
  }),
);
export type BankAccount = z.infer<ReturnType<typeof bankAccountSchema>>;

/** A document the questionnaire lists by its file (02 §3 Bank document; also the charter and address confirmations). */
export const bankDocumentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    fileInfo: z.object({ id: z.string(), name: z.string(), uploadDate: z.string() }),
  }),
);
export type BankDocument = z.infer<ReturnType<typeof bankDocumentSchema>>;

/** A year's tax regime (03 §3 taxSystem.taxRegimes) as the questionnaire holds it, with who said so. */
export const taxRegimeOfYearSchema = lazySchema(() =>
  z.object({
    callYear: z.number().check(z.int()),
    taxSystem: z.string(),
    source: z.nullable(z.enum(['REGISTER', 'DECLARED'])),
    /** The previous year's income the supplier declared (roubles): whether a УСН payer owes VAT. */
    previousYearIncome: z.nullable(z.number()),
    notes: z.nullable(z.string()),
  }),
);
export type TaxRegimeOfYearView = z.infer<ReturnType<typeof taxRegimeOfYearSchema>>;

/** A regime the supplier declares for a year, with its confirming document (УСН/ЕСХН notice, patent). */
export const taxRegimeDeclarationSchema = lazySchema(() =>
  z.object({
    callYear: z.number().check(z.int()),
    taxSystem: z.string(),
    previousYearIncome: z.nullable(z.number()),
    notes: z.nullable(z.string()),
    documents: z.array(bankDocumentSchema()),
  }),
);

/** The codes a supplier may declare (03 §3 TAX_TYPE). */
export const DECLARABLE_TAX_SYSTEMS = ['OSN', 'USN', 'ESHN', 'AUSN', 'PSN', 'NPD'] as const;

/** POST /api/profiles/tax-regime: the regime of a year, and the confirming PDF (a REGISTRATION upload). */
export const taxRegimeBodySchema = lazySchema(() =>
  z.object({
    callYear: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
    taxSystem: z.enum(DECLARABLE_TAX_SYSTEMS),
    previousYearIncome: z._default(z.nullable(z.number().check(z.gte(0), z.lte(1e13))), null),
    notes: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(1000))), null),
    fileId: requiredText(64),
  }),
);
export type TaxRegimeBody = z.infer<ReturnType<typeof taxRegimeBodySchema>>;
export type TaxRegimeInput = z.input<ReturnType<typeof taxRegimeBodySchema>>;

/** What a chapter allows now; `description` lists why editing is unavailable, in the caller's language. */
export const chapterSettingsSchema = lazySchema(() =>
  z.object({
    isViewModeAvailable: z.boolean(),
    showEditModeFields: z.boolean(),
    showDocumentUploadLink: z.boolean(),
    isButtonVisible: z.boolean(),
    isButtonEnabled: z.boolean(),
    description: z.array(z.string()),
  }),
);
export type ChapterSettings = z.infer<ReturnType<typeof chapterSettingsSchema>>;

/**
 * Where the registration details came from: the state register (null), or entered by hand because the register
 * did not know the company or did not answer, with the group reviewer's verdict on them.
 */
export const manualEntrySchema = lazySchema(() =>
  z.nullable(
    z.object({
      reason: z.enum(['NOT_IN_REGISTER', 'REGISTER_UNAVAILABLE']),
      review: z.enum(['PENDING', 'CONFIRMED', 'REJECTED']),
    }),
  ),
);

/** Registration data (02 §2.5 item 1); `factAddress` is the read-only address of item 2/3 of each kind. */
const legalDataSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    shortName: z.string(),
    opf: z.string(),
    inn: z.string(),
    kpp: z.string(),
    ogrn: z.string(),
    branchType: z.enum(['MAIN', 'BRANCH']),
    companyType: z.nullable(z.string()),
    accountingType: z.nullable(z.string()),
    taxSystem: z.nullable(z.string()),
    manualEntry: manualEntrySchema(),
    registrationDate: z.string(),
    /** The id of the charter document (02 §2.5 item 1); `charter` is that document with its file. */
    charterId: z.nullable(z.string()),
    charter: z.nullable(bankDocumentSchema()),
    factAddress: addressSchema(),
  }),
);
const individualDataSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    inn: z.string(),
    ogrnip: z.string(),
    accountingType: z.nullable(z.string()),
    taxSystem: z.nullable(z.string()),
    manualEntry: manualEntrySchema(),
    registrationDate: z.string(),
    factAddress: addressSchema(),
  }),
);
const nonResidentDataSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    taxId: z.string(),
    /** The supplier code a non-resident already had in KSSS, if it registered from such a record. */
    registrationCode: z.nullable(z.string()),
    factAddress: addressSchema(),
  }),
);

export const contactValuesSchema = lazySchema(() =>
  z.object({
    phones: z.array(z.string()),
    emails: z.array(z.string()),
    websites: z.array(z.string()),
    phonesForTender: z.array(z.string()),
    emailsForTender: z.array(z.string()),
  }),
);
export type ContactValues = z.infer<ReturnType<typeof contactValuesSchema>>;

/** The bank chapter's working state; also the answer of every bank draft call (02 §7 saveBankAccount). */
export const bankChapterStateSchema = lazySchema(() =>
  z.object({
    /** The list being edited: the draft if one exists, otherwise the accounts KSSS holds. */
    bankAccounts: z.array(bankAccountSchema()),
    bankAccountsDocuments: z.array(bankDocumentSchema()),
    settings: chapterSettingsSchema(),
  }),
);

/** The questionnaire (02 §3 Profile form). */
export const profileFormSchema = lazySchema(() =>
  z.object({
    accountType: z.enum(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT']),
    companyCode: z.string(),
    data: z.object({
      legal: z.nullable(legalDataSchema()),
      individual: z.nullable(individualDataSchema()),
      nonResident: z.nullable(nonResidentDataSchema()),
    }),
    postalAddressChapter: z.object({
      settings: chapterSettingsSchema(),
      viewModePostalAddress: z.nullable(addressSchema()),
      /** The address waiting for the reviewer's decision, shown beside the current one. */
      pendingPostalAddress: z.nullable(addressSchema()),
      /** Address confirmations filed (AddressConfirmation), sent with the next postal change request. */
      documents: z.array(bankDocumentSchema()),
    }),
    /** Residents only; null for non-residents (02 §6). */
    bankAccountChapter: z.nullable(
      z.extend(bankChapterStateSchema(), {
        /** The accounts KSSS holds, for the view mode (02 §2.5 item 6). */
        viewModeBankAccounts: z.array(bankAccountSchema()),
        description: z.array(z.string()),
        showEditModeFields: z.boolean(),
        showDocumentUploadLink: z.boolean(),
      }),
    ),
    ...contactValuesSchema().shape,
    contactsSettings: z.object({ isEditable: z.boolean(), description: z.nullable(z.string()) }),
    isEditable: z.boolean(),
    isProfileInfoEditable: z.boolean(),
    requestKsssToUpdateProfileByEgrulButton: z.object({
      buttonStatus: z.enum(['ENABLED', 'DISABLE', 'HIDE']),
      tooltip: z.nullable(z.string()),
    }),
    /** Residents only: the regime per year with its source, the declaration waiting for review, «Изменить». */
    taxRegimeChapter: z.nullable(
      z.object({
        regimes: z.array(taxRegimeOfYearSchema()),
        pending: z.nullable(taxRegimeDeclarationSchema()),
        canDeclare: z.boolean(),
      }),
    ),
  }),
);
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;

const sentAnswer = lazySchema(() => z.object({ description: z.string(), changeRequestId: z.string() }));

export const bankAccountBodySchema = lazySchema(() =>
  z.object({
    /** Set when editing an account of the draft. */
    id: z.optional(requiredText(64)),
    bankId: requiredText(64),
    accountNumber: z._default(z.string().check(z.trim(), z.maxLength(42)), ''),
    isIBAN: z._default(z.boolean(), false),
    accountType: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    currencyId: requiredText(64),
  }),
);

export const profileForm = endpoint({
  id: 'profileForm',
  method: 'GET',
  path: '/api/profiles/form',
  fn: 'profiles',
  access: 'supplier',
  response: profileFormSchema,
  doc: '02',
});
export const saveProfileContacts = endpoint({
  id: 'saveProfileContacts',
  method: 'POST',
  path: '/api/profiles/save-profile-contacts',
  fn: 'profiles',
  access: 'supplier',
  body: contactsSchema,
  response: sentAnswer,
  doc: '02',
});
export const requestKsssUpdateByEgrul = endpoint({
  id: 'requestKsssUpdateByEgrul',
  method: 'POST',
  path: '/api/profiles/requestKsssToUpdateProfileByEgrul',
  fn: 'profiles',
  access: 'supplier',
  response: sentAnswer,
  doc: '02',
});
export const sendPostalAddressChangeRequest = endpoint({
  id: 'sendPostalAddressChangeRequest',
  method: 'POST',
  path: '/api/profiles/sendPostalAddressChangeRequest',
  fn: 'profiles',
  access: 'supplier',
  body: postalAddressSchema,
  response: sentAnswer,
  doc: '02',
});
export const declareTaxRegime = endpoint({
  id: 'declareTaxRegime',
  method: 'POST',
  path: '/api/profiles/tax-regime',
  fn: 'profiles',
  access: 'supplier',
  body: taxRegimeBodySchema,
  response: sentAnswer,
  doc: '03',
});
export const saveBankAccount = endpoint({
  id: 'saveBankAccount',
  method: 'POST',
  path: '/api/profiles/saveBankAccount',
  fn: 'profiles',
  access: 'supplier',
  body: bankAccountBodySchema,
  response: bankChapterStateSchema,
  doc: '02',
});
export const deleteBankAccount = endpoint({
  id: 'deleteBankAccount',
  method: 'POST',
  path: '/api/profiles/deleteBankAccount/{id}',
  fn: 'profiles',
  access: 'supplier',
  params: () => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: bankChapterStateSchema,
  doc: '02',
});
export const deleteBankAccountDocument = endpoint({
  id: 'deleteBankAccountDocument',
  method: 'POST',
  path: '/api/profiles/deleteBankAccountDocument/{documentId}',
  fn: 'profiles',
  access: 'supplier',
  params: () => z.object({ documentId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: bankChapterStateSchema,
  doc: '02',
});
export const resetBankAccountsChapter = endpoint({
  id: 'resetBankAccountsChapter',
  method: 'POST',
  path: '/api/profiles/resetBankAccountsChapter',
  fn: 'profiles',
  access: 'supplier',
  response: bankChapterStateSchema,
  doc: '02',
});
export const sendBankAccountChangeRequest = endpoint({
  id: 'sendBankAccountChangeRequest',
  method: 'POST',
  path: '/api/profiles/sendProfileBankAccountChangeRequest',
  fn: 'profiles',
  access: 'supplier',
  response: sentAnswer,
  doc: '02',
});

// ── Профиль → Данные: the tender phone and e-mail (02 §2.5 item 5), saved at once, with their history ──

const tenderContactValues = lazySchema(() =>
  z.object({
    phonesForTender: z.array(z.string()),
    emailsForTender: z.array(z.string()),
  }),
);

export const tenderContactChangeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** When (ISO instant). */
    at: z.string(),
    /** Login of who changed them. */
    by: z.string(),
    oldValue: tenderContactValues(),
    newValue: tenderContactValues(),
  }),
);
export type TenderContactChange = z.infer<ReturnType<typeof tenderContactChangeSchema>>;

export const tenderContactsAnswerSchema = lazySchema(() =>
  z.extend(tenderContactValues(), {
    /** Newest first. */
    history: z.array(tenderContactChangeSchema()),
  }),
);
export type TenderContactsAnswer = z.infer<ReturnType<typeof tenderContactsAnswerSchema>>;

export const tenderContacts = endpoint({
  id: 'tenderContacts',
  method: 'GET',
  path: '/api/profiles/tender-contacts',
  fn: 'profiles',
  access: 'supplier',
  response: tenderContactsAnswerSchema,
  doc: 'own',
});
/** Not a change request: the tender contacts are the account's own data, changed at once and recorded. */
export const saveTenderContacts = endpoint({
  id: 'saveTenderContacts',
  method: 'PUT',
  path: '/api/profiles/tender-contacts',
  fn: 'profiles',
  access: 'supplier',
  body: tenderContactsSchema,
  response: tenderContactsAnswerSchema,
  doc: 'own',
});
