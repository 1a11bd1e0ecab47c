import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import {
  DOCUMENT_FORMS,
  DOCUMENT_GROUP_CODES,
  DOCUMENT_KINDS,
  DOCUMENT_PARTS,
  DOCUMENT_PERIODS,
  DOCUMENT_STATUSES,
  FINANCE_NUMBER_MAX_CHARS,
  REJECTION_REASONS,
  RELEVANCE_STATUSES,
  REPORTING_QUARTERS,
  SIGNATURE_VERDICTS,
  TAX_REPORT_FORMS,
} from '../../constants/documents';
import { isoDate } from './common';

const id = lazySchema(() => requiredText(64));

/** One part of a document type: its main file or a tax report's receipt (KV_) or notice (IZ_). */
export const documentPartSpecSchema = lazySchema(() =>
  z.object({
    code: z.enum(DOCUMENT_PARTS),
    minCount: z.number().check(z.int()),
    maxCount: z.number().check(z.int()),
    fileExtensions: z.array(z.string()),
    /** KB (03 §3). */
    maxSize: z.number().check(z.int()),
  }),
);
export type DocumentPartSpec = z.infer<ReturnType<typeof documentPartSpecSchema>>;

/** A document type of the supplier's specification (03 §3). */
export const documentTypeSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    group: z.enum(DOCUMENT_GROUP_CODES),
    type: z.enum(DOCUMENT_KINDS),
    /** Which type-specific form the add-documents screen shows (03 §2). */
    form: z.enum(DOCUMENT_FORMS),
    period: z.enum(DOCUMENT_PERIODS),
    /** Tax reports: the authority's file prefix its XML carries. */
    taxForm: z.nullable(z.enum(TAX_REPORT_FORMS)),
    minCount: z.number().check(z.int()),
    maxCount: z.number().check(z.int()),
    fileExtensions: z.array(z.string()),
    maxSize: z.number().check(z.int()),
    subDocuments: z.array(documentPartSpecSchema()),
    /** Filed even while the account is on moderation (the address confirmation, 02 §2.5 item 4). */
    uploadWhileOnModeration: z.boolean(),
  }),
);
export type DocumentType = z.infer<ReturnType<typeof documentTypeSchema>>;

export const documentStatusSchema = lazySchema(() =>
  z.object({ code: z.enum(DOCUMENT_STATUSES), name: z.string() }),
);

const existingDocumentInfoSchema = lazySchema(() =>
  z.object({
    documentType: z.string(),
    /** The newest relevant document of this type in review or accepted. */
    status: z.nullable(z.enum(DOCUMENT_STATUSES)),
    loaded: z.boolean(),
  }),
);

const specGroupSchema = lazySchema(() =>
  z.object({
    groupCode: z.enum(DOCUMENT_GROUP_CODES),
    documentTypes: z.array(documentTypeSchema()),
    existingDocumentInfoList: z.array(existingDocumentInfoSchema()),
  }),
);

/**
 * Subcontractor mode (03 §2, 02 §2.6): the calls of the add-documents and under-review screens act for
 * the caller's supposed subcontractor that has no cabinet, the id of its row in the relationships lists.
 * Another supplier's row, or a party with a cabinet of its own, is refused (404, 409).
 */
const subcontractorQuery = lazySchema(() => z.object({ subcontractorId: z.optional(id()) }));

/** The requisites of the subcontractor in subcontractor mode, for its page. */
const subcontractorSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    type: z.enum(['LEGAL', 'INDIVIDUAL']),
    inn: z.string(),
    kpp: z.nullable(z.string()),
    ogrn: z.string(),
  }),
);

export const documentSpecSchema = lazySchema(() =>
  z.object({
    /** Set in subcontractor mode only. */
    subcontractor: z.nullable(subcontractorSchema()),
    taxRegime: z.nullable(z.string()),
    /**
     * False while the account is on moderation: editing is limited (03 §4). In subcontractor mode it is the
     * supplier's edit flag, which stands in for the saved-data flag there (02 §2.6).
     */
    canSave: z.boolean(),
    required: specGroupSchema(),
    additional: specGroupSchema(),
    topNotificationBar: z.array(
      z.object({ textKey: z.string(), applicableToTaxRegimeCode: z.array(z.string()) }),
    ),
    /** Reporting years and, per year, the quarters already offered (03 §5 quarter availability). */
    reportingPeriods: z.array(
      z.object({ year: z.number().check(z.int()), quarters: z.array(z.number().check(z.int())) }),
    ),
    /** 03 §4, §9 (behind SHOW_WARNING_MES): the tax returns due now and not filed (none in review or accepted). */
    taxReturnWarnings: z.array(
      z.object({
        documentType: z.string(),
        name: z.string(),
        reportingYear: z.number().check(z.int()),
        reportingQuarter: z.nullable(z.number().check(z.int())),
      }),
    ),
  }),
);
export type DocumentSpec = z.infer<ReturnType<typeof documentSpecSchema>>;

export const attachedFileSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    part: z.enum(DOCUMENT_PARTS),
    name: z.string(),
    size: z.number().check(z.int()),
    uploadDate: z.string(),
    code: z.string(),
  }),
);
export type AttachedFile = z.infer<ReturnType<typeof attachedFileSchema>>;

/** A document being put together between start-creating and validate-and-create-document. */
export const documentDraftSchema = lazySchema(() =>
  z.object({
    temporaryDocumentId: z.string(),
    documentType: z.string(),
    files: z.array(attachedFileSchema()),
  }),
);
export type DocumentDraft = z.infer<ReturnType<typeof documentDraftSchema>>;

/** What the reviewer and the supplier see of a checked tax report. */
export const taxSummarySchema = lazySchema(() =>
  z.object({
    form: z.enum(TAX_REPORT_FORMS),
    knd: z.string(),
    fileId: z.string(),
    taxpayerName: z.string(),
    inn: z.string(),
    kpp: z.nullable(z.string()),
    periodCode: z.string(),
    reportingYear: z.number().check(z.int()),
    reportingQuarter: z.number().check(z.int()),
    /** НомКорр: 0 for the first return of the period, above 0 for a correction that replaces it. */
    correctionNumber: z.optional(z.number().check(z.int())),
    /** ВерсПрог: the program that wrote the file (1C, Контур.Экстерн, СБИС…). */
    program: z.optional(z.string()),
    documentDate: z.string(),
    figures: z.record(z.string(), z.number()),
    receipt: z.object({
      fileId: z.string(),
      acceptedDate: z.string(),
      registrationNumber: z.nullable(z.string()),
    }),
  }),
);
export type TaxSummary = z.infer<ReturnType<typeof taxSummarySchema>>;

/**
 * The reviewer's request for additional documents on a task in review (03 §6): what is missing and the
 * documents the supplier uploaded since in answer (WAITING until there is one).
 */
export const additionalRequestSchema = lazySchema(() =>
  z.object({
    comment: z.string(),
    requestedAt: z.string(),
    documentTypes: z.array(z.object({ code: z.string(), name: z.string() })),
    state: z.enum(['WAITING', 'ANSWERED']),
    answers: z.array(
      z.object({
        id: z.string(),
        publicId: z.string(),
        name: z.string(),
        status: documentStatusSchema(),
        uploadDate: z.string(),
        files: z.array(attachedFileSchema()),
      }),
    ),
  }),
);
export type AdditionalRequestView = z.infer<ReturnType<typeof additionalRequestSchema>>;

/** Who a certificate names (the qualified certificate's attributes): all that the certificate holds. */
export const certificatePartySchema = lazySchema(() =>
  z.object({
    name: z.nullable(z.string()),
    position: z.nullable(z.string()),
    organisation: z.nullable(z.string()),
    inn: z.nullable(z.string()),
    innle: z.nullable(z.string()),
    ogrn: z.nullable(z.string()),
    snils: z.nullable(z.string()),
    /** An entrepreneur's ОГРНИП (1.2.643.100.5); verdicts stored before it was read lack it. */
    ogrnip: z._default(z.nullable(z.string()), null),
  }),
);

/** One certificate of a signature's certification path: signer → intermediates → anchor. */
export const pathCertificateSchema = lazySchema(() =>
  z.object({
    role: z.enum(['SIGNER', 'INTERMEDIATE', 'ANCHOR']),
    holder: z.nullable(z.string()),
    issuer: z.nullable(z.string()),
    serial: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
    ca: z.boolean(),
    pathLength: z.nullable(z.number().check(z.int())),
    keyUsage: z.array(z.string()),
  }),
);

/** The qualified-certificate marks (Приказ ФСБ России № 795): sign tools and classes of protection. */
export const qualifiedMarksSchema = lazySchema(() =>
  z.object({
    qualified: z.boolean(),
    subjectSignTool: z.nullable(z.string()),
    issuerSignTool: z.array(z.string()),
    classes: z.array(z.string()),
  }),
);

/** The verdict on one signed file of a document (issue 19), checked when the document was filed. */
export const documentSignatureSchema = lazySchema(() =>
  z.object({
    fileId: z.string(),
    signatureFileId: z.string(),
    verdict: z.enum(SIGNATURE_VERDICTS),
    signer: z.nullable(certificatePartySchema()),
    issuer: z.nullable(z.string()),
    validFrom: z.nullable(z.string()),
    validTo: z.nullable(z.string()),
    /** The signer's own claim; the certificates are judged at `judgedAt`. */
    signingTime: z.nullable(z.string()),
    // Verdicts stored before the path was validated (issue 19) lack what follows.
    /** The time the path was judged at: a verified timestamp's (TIMESTAMP) or when the cabinet received the file. */
    judgedAt: z._default(z.nullable(z.string()), null),
    timeSource: z._default(z.nullable(z.enum(['TIMESTAMP', 'RECEIVED'])), null),
    timeReason: z._default(z.nullable(z.enum(['TIMESTAMP', 'NO_TIMESTAMP', 'TIMESTAMP_INVALID'])), null),
    path: z._default(z.array(pathCertificateSchema()), []),
    /** The certificate the verdict is about (the CA that may not issue, the revoked signer). */
    problem: z._default(z.nullable(z.string()), null),
    qualified: z._default(z.nullable(qualifiedMarksSchema()), null),
    revocation: z._default(z.enum(['GOOD', 'REVOKED', 'NOT_CHECKED']), 'NOT_CHECKED'),
    revokedAt: z._default(z.nullable(z.string()), null),
    taxAuthority: z.boolean(),
    /** The signer's INN is not the supplier's (nor the tax authority's): a warning for the reviewer. */
    foreignInn: z.boolean(),
  }),
);
export type DocumentSignature = z.infer<ReturnType<typeof documentSignatureSchema>>;

/** A document task (03 §3): one uploaded document, its review status and the decision. */
export const documentTaskSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    publicId: z.string(),
    documentType: z.string(),
    name: z.string(),
    customName: z.nullable(z.string()),
    reportingYear: z.nullable(z.number().check(z.int())),
    reportingQuarter: z.nullable(z.number().check(z.int())),
    status: documentStatusSchema(),
    /** Relevance (03 §3): a newer accepted document of the same type and period makes this one not relevant. */
    statusFromSmbk: z.nullable(z.enum(RELEVANCE_STATUSES)),
    uploadDate: z.string(),
    lastModifiedDate: z.string(),
    comment: z.nullable(z.string()),
    decisionReasonComments: z.array(z.string()),
    files: z.array(attachedFileSchema()),
    summary: z.nullable(taxSummarySchema()),
    signatures: z.array(documentSignatureSchema()),
    additionalRequest: z.nullable(additionalRequestSchema()),
  }),
);
export type DocumentTask = z.infer<ReturnType<typeof documentTaskSchema>>;

export const documentsSpec = endpoint({
  id: 'documentsSpec',
  method: 'GET',
  query: subcontractorQuery,
  path: '/api/profiles/documents/v3/spec',
  fn: 'documents',
  access: 'supplier',
  response: documentSpecSchema,
  doc: '03',
});
/** The supplier's document tasks, newest first: the history and the documents-under-review screens. */
export const documentPortions = endpoint({
  id: 'documentPortions',
  method: 'GET',
  query: subcontractorQuery,
  path: '/api/profiles/documents/v2/portions',
  fn: 'documents',
  access: 'supplier',
  response: () => z.object({ content: z.array(documentTaskSchema()) }),
  doc: '03',
});
/** A rejected document sent for review again with the same files (a new task). */
export const resendDocumentPortions = endpoint({
  id: 'resendDocumentPortions',
  method: 'POST',
  path: '/api/profiles/documents/v2/portions/resend',
  fn: 'documents',
  access: 'supplier',
  body: () => z.object({ id: id() }),
  response: documentTaskSchema,
  doc: '03',
});
export const startCreatingDocument = endpoint({
  id: 'startCreatingDocument',
  query: subcontractorQuery,
  method: 'POST',
  path: '/api/profiles/documents/v3/start-creating',
  fn: 'documents',
  access: 'supplier',
  body: () => z.object({ documentType: requiredText(64) }),
  response: documentDraftSchema,
  doc: '03',
});
/**
 * Attaches a file to a part of the draft. The bytes went to S3 by the files service's presigned POST
 * and were checked there (POST /api/files, /api/files/{id}/confirm); here the type's own rules apply.
 */
export const uploadDocumentFile = endpoint({
  id: 'uploadDocumentFile',
  method: 'POST',
  path: '/api/profiles/documents/v3/upload-file',
  fn: 'documents',
  access: 'supplier',
  query: () =>
    z.extend(subcontractorQuery(), { temporaryDocumentId: id(), documentPart: z.enum(DOCUMENT_PARTS) }),
  body: () => z.object({ fileId: id() }),
  response: documentDraftSchema,
  doc: '03',
});
export const removeDocumentFile = endpoint({
  id: 'removeDocumentFile',
  query: subcontractorQuery,
  method: 'DELETE',
  path: '/api/profiles/documents/v3/remove-file',
  fn: 'documents',
  access: 'supplier',
  body: () => z.object({ temporaryDocumentId: id(), fileId: id() }),
  response: documentDraftSchema,
  doc: '03',
});
/** Checks the draft as a whole (03 §5, §8) and sends it for review; failures carry a code of 03 §8. */
export const validateAndCreateDocument = endpoint({
  id: 'validateAndCreateDocument',
  query: subcontractorQuery,
  method: 'POST',
  path: '/api/profiles/documents/v3/validate-and-create-document',
  fn: 'documents',
  access: 'supplier',
  body: () =>
    z.object({
      temporaryDocumentId: id(),
      reportingYear: z.nullish(z.number().check(z.int(), z.gte(1990), z.lte(2100))),
      reportingQuarter: z.nullish(z.union(REPORTING_QUARTERS.map((q) => z.literal(q)))),
      customName: z.nullish(requiredText(200)),
      /** The no-tax-arrears certificate: the date its information is given for. */
      certificateDate: z.nullish(isoDate()),
    }),
  response: documentTaskSchema,
  doc: '03',
});
/**
 * Our design of the unnamed call: is this entrepreneur a professional-income-tax (НПД) payer on a
 * date? The answer comes from the questionnaire's tax regime, where the authority's service would answer.
 */
export const npd = endpoint({
  id: 'npd',
  method: 'POST',
  path: '/api/profiles/npd',
  fn: 'documents',
  access: 'supplier',
  body: () => z.object({ date: z.optional(isoDate()) }),
  response: () => z.object({ inn: z.string(), date: z.string(), npdPayer: z.boolean() }),
  doc: '03',
});

/**
 * Finance numbers: at most 16 characters with 2 decimals (03 §5), never negative. Checked on the
 * number's decimal text (the shortest that reads back as it, as JSON carried it): in floating point
 * 0.29 × 100 is 28.999999999999996, so multiplying would refuse kopecks.
 */
const FINANCE_NUMBER_TEXT = /^\d+(?:\.\d{1,2})?$/;
const financeNumber = lazySchema(() =>
  z.number().check(
    z.gte(0),
    z.refine((n) => FINANCE_NUMBER_TEXT.test(String(n)) && String(n).length <= FINANCE_NUMBER_MAX_CHARS, {
      message: 'documents.financeNumber',
    }),
  ),
);
export const financeRecordSchema = lazySchema(() =>
  z.object({
    year: z.number().check(z.int(), z.gte(1990), z.lte(2100)),
    totalIncome: financeNumber(),
    professionalTaxDeduction: financeNumber(),
  }),
);
export type FinanceRecord = z.infer<ReturnType<typeof financeRecordSchema>>;

export const getFinancialIndicators = endpoint({
  id: 'getFinancialIndicators',
  method: 'GET',
  path: '/api/profiles/financialIndicators',
  fn: 'documents',
  access: 'supplier',
  response: () => z.array(financeRecordSchema()),
  doc: '03',
});
export const putFinancialIndicators = endpoint({
  id: 'putFinancialIndicators',
  method: 'PUT',
  path: '/api/profiles/financialIndicators',
  fn: 'documents',
  access: 'supplier',
  body: () => z.array(financeRecordSchema()).check(z.length(1)),
  response: () => z.array(financeRecordSchema()),
  doc: '03',
});
export const getFinancialIndicatorsAutoUsn = endpoint({
  id: 'getFinancialIndicatorsAutoUsn',
  method: 'GET',
  path: '/api/profiles/financialIndicatorsAutoUsn',
  fn: 'documents',
  access: 'supplier',
  response: () => z.array(financeRecordSchema()),
  doc: '03',
});
export const putFinancialIndicatorsAutoUsn = endpoint({
  id: 'putFinancialIndicatorsAutoUsn',
  method: 'PUT',
  path: '/api/profiles/financialIndicatorsAutoUsn',
  fn: 'documents',
  access: 'supplier',
  body: () => z.array(financeRecordSchema()).check(z.length(1)),
  response: () => z.array(financeRecordSchema()),
  doc: '03',
});

/** Beyond the spec: the document calendar, what falls due or expires when (03 §9 deadlines, §5 certificate age). */
export const documentCalendar = endpoint({
  id: 'documentCalendar',
  method: 'GET',
  path: '/api/profiles/documents/calendar',
  fn: 'documents',
  access: 'supplier',
  response: () =>
    z.array(
      z.object({
        date: isoDate(),
        kind: z.enum(['VAT_RETURN', 'PROFIT_RETURN', 'CERTIFICATE_EXPIRES']),
        documentType: z.string(),
        reportingYear: z.nullable(z.number().check(z.int())),
        reportingQuarter: z.nullable(z.number().check(z.int())),
        loaded: z.boolean(),
      }),
    ),
  doc: 'own',
});

/** A document task as the reviewers see it: whose it is, besides the task itself. */
export const reviewTaskSchema = lazySchema(() =>
  z.extend(documentTaskSchema(), {
    counterpartyId: z.string(),
    companyName: z.string(),
    companyCode: z.string(),
    decidedBy: z.nullable(z.string()),
    decisionReason: z.nullable(z.enum(REJECTION_REASONS)),
    /** Who asked for additional documents, when a request was made. */
    requestedBy: z.nullable(z.string()),
  }),
);
export type ReviewTask = z.infer<ReturnType<typeof reviewTaskSchema>>;

/** The back office's document queue, oldest first (reviewers: the moderator group). */
export const documentTaskQueue = endpoint({
  id: 'documentTaskQueue',
  method: 'GET',
  path: '/api/backoffice/document-tasks',
  fn: 'documents',
  access: 'moderator',
  query: () => z.object({ status: z._default(z.enum(DOCUMENT_STATUSES), 'DVS_IN_PROGRESS') }),
  response: () => z.array(reviewTaskSchema()),
  doc: 'own',
});
/** One decision per task: a second one answers 409. A rejection names its reason and says why. */
export const decideDocumentTask = endpoint({
  id: 'decideDocumentTask',
  method: 'POST',
  path: '/api/backoffice/document-tasks/{id}/decision',
  fn: 'documents',
  access: 'moderator',
  params: () => z.object({ id: id() }),
  body: () =>
    z.discriminatedUnion('decision', [
      z.object({
        decision: z.literal('ACCEPT'),
        comment: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
      }),
      z.object({
        decision: z.literal('REJECT'),
        reasonCode: z.enum(REJECTION_REASONS),
        comment: requiredText(2000),
      }),
    ]),
  response: reviewTaskSchema,
  doc: 'own',
});
/**
 * Asks the supplier for additional documents (03 §6): the task stays in review and waits for the
 * supplier, who is notified. Refused (409) once decided or while an earlier request is unanswered.
 */
export const requestTaskDocuments = endpoint({
  id: 'requestTaskDocuments',
  method: 'POST',
  path: '/api/backoffice/document-tasks/{id}/request-documents',
  fn: 'documents',
  access: 'moderator',
  params: () => z.object({ id: id() }),
  body: () =>
    z.object({
      comment: requiredText(2000),
      /** Codes of the document types asked for (the DOCUMENT_TYPE dictionary). */
      documentTypes: z._default(z.array(requiredText(64)).check(z.maxLength(10)), []),
    }),
  response: reviewTaskSchema,
  doc: 'own',
});
