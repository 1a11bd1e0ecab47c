import type { BankDocument, ContactValues } from '@shared/api/areas/profiles';
import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import type { NonResidentFileField } from '@shared/validation/registration';
import type { StoredAddress } from './address';

/** A year's tax regime (03 §3 taxSystem.taxRegimes): the TAX_TYPE code in force in callYear. */
export interface TaxRegimeOfYear {
  callYear: number;
  taxSystem: string;
  /** Who said so for this year; absent on years the register filled before sources were kept per year. */
  source?: 'REGISTER' | 'DECLARED';
  /** The income of the previous year the supplier declared (roubles): whether a УСН payer owes VAT. */
  previousYearIncome?: number | null;
  /** The supplier's note to the declaration (03 §3 notes). */
  notes?: string | null;
}

/** A regime the supplier declares for a year, with the document confirming it, as sent to the reviewer. */
export interface TaxRegimeDeclaration {
  callYear: number;
  taxSystem: string;
  previousYearIncome: number | null;
  notes: string | null;
  /** The УСН/ЕСХН notice or the patent. */
  documents: BankDocument[];
}

/**
 * Where the regime came from (03 §3 taxSource): the state register's data, or the supplier's declaration
 * confirmed by a document. Absent on questionnaires written before the register said anything.
 */
export type TaxSource = 'REGISTER' | 'DECLARED' | null;

/**
 * Details entered by hand because the state register did not know the company or did not answer: why, and
 * where the group's reviewer stands on them (change request REGISTRATION_DATA).
 */
export interface ManualEntry {
  reason: 'NOT_IN_REGISTER' | 'REGISTER_UNAVAILABLE';
  review: 'PENDING' | 'CONFIRMED' | 'REJECTED';
}

/** Registration data of the questionnaire (02 §2.5 item 1), as stored; which kind is the counterparty's type. */
export type RegistrationData =
  | {
      kind: 'LEGAL';
      registerId: string;
      name: string;
      shortName: string;
      opf: string;
      inn: string;
      kpp: string;
      ogrn: string;
      branchType: 'MAIN' | 'BRANCH';
      companyType: string | null;
      accountingType: string | null;
      /** The regime of the current year (the last of taxRegimes); what the documents section follows. */
      taxSystem: string | null;
      taxRegimes?: TaxRegimeOfYear[];
      taxSource?: TaxSource;
      manualEntry?: ManualEntry;
      registrationDate: string;
      /** The charter document (02 §2.5 item 1): the form's charterId is its id. */
      charter: BankDocument | null;
    }
  | {
      kind: 'INDIVIDUAL';
      registerId: string;
      name: string;
      shortName: string;
      inn: string;
      ogrnip: string;
      accountingType: string | null;
      taxSystem: string | null;
      taxRegimes?: TaxRegimeOfYear[];
      taxSource?: TaxSource;
      manualEntry?: ManualEntry;
      registrationDate: string;
    }
  | {
      kind: 'NONRESIDENT';
      /** The known non-resident record it registered from, if any. */
      registerId: string | null;
      name: string;
      taxId: string;
      countryCode: string;
      registrationCode: string | null;
      /** The four registration files; null for a non-resident registered before the cabinet kept them. */
      documents: Record<NonResidentFileField, string> | null;
    };

/** A bank account as stored: the bank and currency by their directory ids, named in the reader's language. */
export interface StoredBankAccount {
  id: string;
  accountNumber: string;
  isIBAN: boolean;
  accountType: string | null;
  state: 'ACTIVE' | 'HIDDEN';
  bankId: string;
  currencyId: string;
}

export interface StoredBankValues {
  bankAccounts: StoredBankAccount[];
  bankAccountsDocuments: BankDocument[];
}

/** The counterparty's questionnaire: one item per counterparty. */
export interface Profile {
  counterpartyId: string;
  registration: RegistrationData;
  /** The read-only address of item 2/3: legal address, an entrepreneur's location, a non-resident's actual address. */
  factAddress: StoredAddress;
  postalAddress: StoredAddress | null;
  contacts: ContactValues;
  /** The accounts KSSS holds. */
  bankAccounts: StoredBankAccount[];
  /** The accounts being edited, until they are sent for review or discarded. */
  bankDraft: StoredBankAccount[] | null;
  /** Documents confirming the bank draft (BankDetailsConfirmation), sent with its change request. */
  bankDocuments: BankDocument[];
  /** Documents confirming a postal address (AddressConfirmation), sent with its change request. */
  postalDocuments: BankDocument[];
  /** Optimistic lock: every write names the version it read. */
  version: number;
  updatedAt: string;
}

export interface RegisterData {
  name: string;
  factAddress: StoredAddress;
}

/** Old and new values of a change request, as stored (names are resolved when shown). */
export type StoredChange =
  | {
      kind: 'POSTAL_ADDRESS';
      oldValue: StoredAddress | null;
      newValue: StoredAddress;
      /** Absent on requests sent before the address confirmations existed. */
      documents?: BankDocument[];
    }
  | { kind: 'CONTACTS'; oldValue: ContactValues; newValue: ContactValues }
  | { kind: 'BANK_ACCOUNTS'; oldValue: StoredBankValues; newValue: StoredBankValues }
  | { kind: 'EGRUL_REFRESH'; oldValue: RegisterData; newValue: RegisterData }
  | { kind: 'REGISTRATION_DATA'; oldValue: null; newValue: ManualRegistrationData }
  | { kind: 'TAX_REGIME'; oldValue: TaxRegimeOfYear | null; newValue: TaxRegimeDeclaration };

/** Registration details entered by hand, as sent to the reviewer (names resolved when shown). */
export interface ManualRegistrationData {
  accountType: 'LEGAL' | 'INDIVIDUAL';
  name: string;
  shortName: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  factAddress: StoredAddress;
  reason: ManualEntry['reason'];
  /** The register extract confirming them. */
  documents: BankDocument[];
}

export type { ChangeRequestKind };
