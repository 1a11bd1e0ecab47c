import type {
  DocumentForm,
  DocumentKind,
  DocumentPart,
  DocumentPeriod,
  TaxAuthoritySignedForm,
  TaxReportForm,
} from '@shared/constants/documents';
import { DOCUMENT_MAX_BYTES, type FileKind } from '@shared/constants/spec';
import type { ProfileDocumentSlot } from '../profiles/profile-documents';

/** One part of a document: the file itself, or a tax report's receipt or notice. Sizes in KB (03 §3). */
export interface PartSetting {
  part: DocumentPart;
  minCount: number;
  maxCount: number;
  extensions: readonly FileKind[];
  maxSizeKb: number;
}

/** The settings of a document type (03 §3): how it is uploaded and what is checked. */
export interface TypeSetting {
  kind: DocumentKind;
  form: DocumentForm;
  period: DocumentPeriod;
  parts: readonly PartSetting[];
  /** Tax reports: the tax authority's form its XML must follow. */
  taxForm?: TaxReportForm;
  /** The report may be a PDF of the one filed on paper: then it has no receipt and is checked as a PDF. */
  paperPdf?: true;
  /** May be filed while the account is on moderation and editing is otherwise limited (03 §4). */
  whileOnModeration?: true;
  /** The KND form of a certificate that must carry the tax authority's e-signature (03 §5). */
  signedForm?: TaxAuthoritySignedForm;
}

/** 10 MB as 1,000,000 bytes per MB (03 §9), expressed in KB of 1024 bytes. */
const PDF_MAX_KB = Math.floor(DOCUMENT_MAX_BYTES / 1024);
/** A tax report's XML is a few hundred KB at most; 5 MB leaves room for large balance sheets. */
const XML_MAX_KB = 5 * 1024;

/** A CMS signature is a few KB (the certificates in it); 1 MB leaves room for long chains. */
const SIGNATURE_MAX_KB = 1024;

/** The main file: a PDF, or an attached e-signature (.p7m) holding it. */
const pdfPart = (maxCount = 1): PartSetting => ({
  part: 'MAIN',
  minCount: 1,
  maxCount,
  extensions: ['pdf', 'sig'],
  maxSizeKb: PDF_MAX_KB,
});

/** Each main file may come with its detached e-signature (.sig, .p7s), paired by name. */
const signaturePart = (maxCount = 1): PartSetting => ({
  part: 'SIGNATURE',
  minCount: 0,
  maxCount,
  extensions: ['sig'],
  maxSizeKb: SIGNATURE_MAX_KB,
});

const pdf = (form: DocumentForm, period: DocumentPeriod, maxCount = 1): TypeSetting => ({
  kind: 'SIMPLE',
  form,
  period,
  parts: [pdfPart(maxCount), signaturePart(maxCount)],
});

/**
 * An electronic report with its receipt (KV_, required) and the notice of its entry (IZ_, optional).
 * `paper`: the report may also be a PDF of the paper one filed with the inspectorate (03 §5: «pdf is
 * allowed when filed on paper»), which has no electronic receipt.
 */
const taxXml = (
  taxForm: TaxReportForm,
  period: DocumentPeriod,
  form: DocumentForm = 'TAX',
  paper = false,
): TypeSetting => ({
  kind: 'COMPOSITE',
  form,
  period,
  taxForm,
  ...(paper ? { paperPdf: true as const } : {}),
  parts: [
    paper
      ? { part: 'MAIN', minCount: 1, maxCount: 1, extensions: ['xml', 'pdf'], maxSizeKb: PDF_MAX_KB }
      : { part: 'MAIN', minCount: 1, maxCount: 1, extensions: ['xml'], maxSizeKb: XML_MAX_KB },
    { part: 'RECEIPT', minCount: 1, maxCount: 1, extensions: ['xml'], maxSizeKb: XML_MAX_KB },
    { part: 'NOTICE', minCount: 0, maxCount: 1, extensions: ['xml'], maxSizeKb: XML_MAX_KB },
  ],
});

/** Every type code of 03 §3 (and the forms of §2 that need their own) with its settings. */
export const DOCUMENT_TYPE_SETTINGS = {
  // The charter and the questionnaire's confirmations are one readable PDF of up to 10 MB each (03 §9):
  // the questionnaire lists each by its one file (02 §3 Bank document: one fileInfo).
  Charter: pdf('SIMPLE', 'NONE'),
  BankDetailsConfirmation: pdf('SIMPLE', 'NONE'),
  AddressConfirmation: { ...pdf('SIMPLE', 'NONE'), whileOnModeration: true },
  DirectorAppointmentOrder: pdf('DIRECTOR_ORDER', 'NONE'),
  OwnerChain: pdf('OWNER_CHAIN', 'NONE', 3),
  BalanceSheetQuarter: taxXml('NO_BUCHOTCH', 'YEAR', 'BALANCE_SHEET', true),
  SimpleBalanceSheetQuarter: taxXml('NO_BOUPR', 'YEAR', 'BALANCE_SHEET', true),
  InsuranceContributions: pdf('SOCIAL_CONTRIBUTIONS', 'QUARTER'),
  NoTaxArrears: pdf('NO_TAX_ARREARS', 'NONE'),
  Other: {
    kind: 'GROUP',
    form: 'OTHER',
    period: 'NONE',
    parts: [{ ...pdfPart(10), extensions: ['pdf', 'jpg', 'png', 'tiff', 'sig'] }, signaturePart(10)],
  },
  Vat: pdf('TAX', 'QUARTER'),
  VatXML: taxXml('NO_NDS', 'QUARTER'),
  VatQuarter_IP: taxXml('NO_NDS', 'QUARTER'),
  VatExemption: pdf('TAX', 'NONE'),
  EndVatPDF: pdf('TAX', 'QUARTER'),
  IncomeTaxReturnQuarter: pdf('TAX', 'QUARTER'),
  IncomeTaxReturnQuarterPDF: pdf('TAX', 'QUARTER'),
  IncomeTaxReturnQuarterXML: taxXml('NO_PRIB', 'QUARTER'),
  EndIncomeTaxReturnPDF: pdf('TAX', 'YEAR'),
  IncomeTaxForeignOrgPDF: pdf('TAX', 'YEAR'),
  TaxExemptionPDF: pdf('TAX', 'NONE'),
  Usn: pdf('TAX', 'YEAR'),
  UsnPDF: pdf('TAX', 'YEAR'),
  UsnXML: taxXml('NO_USN', 'YEAR'),
  EndUsnPDF: pdf('TAX', 'YEAR'),
  TaxTypeConfirmationUSN: { ...pdf('TAX', 'NONE'), signedForm: '1120503' },
  AutoUsnPDF: pdf('TAX', 'NONE'),
  AutoUsnStatePdf: pdf('TAX', 'NONE'),
  Eshn: pdf('TAX', 'YEAR'),
  EshnPDF: pdf('TAX', 'YEAR'),
  EshnXML: taxXml('NO_ESHN', 'YEAR'),
  EndEshnPDF: pdf('TAX', 'YEAR'),
  TaxTypeConfirmationESHN: { ...pdf('TAX', 'NONE'), signedForm: '1120504' },
  Envd: pdf('TAX', 'YEAR'),
  EnvdPDF: pdf('TAX', 'YEAR'),
  Patent: pdf('TAX', 'NONE'),
} as const satisfies Record<string, TypeSetting>;

export type DocumentTypeCode = keyof typeof DOCUMENT_TYPE_SETTINGS;

export const isDocumentTypeCode = (code: string): code is DocumentTypeCode =>
  Object.hasOwn(DOCUMENT_TYPE_SETTINGS, code);

export const settingOf = (code: DocumentTypeCode): TypeSetting => DOCUMENT_TYPE_SETTINGS[code];

/** Documents the questionnaire shows in one of its chapters (02 §2.5 items 1, 4 and 6). */
export const PROFILE_DOCUMENT_SLOTS = {
  Charter: 'CHARTER',
  BankDetailsConfirmation: 'BANK',
  AddressConfirmation: 'POSTAL',
} as const satisfies Partial<Record<DocumentTypeCode, ProfileDocumentSlot>>;

export const profileSlotOf = (code: string): ProfileDocumentSlot | null =>
  Object.hasOwn(PROFILE_DOCUMENT_SLOTS, code)
    ? PROFILE_DOCUMENT_SLOTS[code as keyof typeof PROFILE_DOCUMENT_SLOTS]
    : null;
