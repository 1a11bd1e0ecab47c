import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import {
  documentSignatureSchema,
  type AdditionalRequestView,
  type DocumentDraft,
  type DocumentSpec,
  type DocumentTask,
  type DocumentType,
} from '@shared/api/areas/documents';
import {
  NO_TAX_ARREARS_MAX_AGE_DAYS,
  type DocumentErrorCode,
  type DocumentPart,
  type ReportingQuarter,
} from '@shared/constants/documents';
import { FEATURE_FLAGS, type Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/messages';
import type { Tenant } from '../../lib/tenant';
import { acceptedFileOf } from '../files/accepted-file';
import { holdFile } from '../files/file-holds';
import { acceptedFileBytes, releaseFile, storeDerivedFile } from '../files/files-service';
import { linkProfileDocument } from '../profiles/profile-documents';
import {
  isDocumentTypeCode,
  profileSlotOf,
  settingOf,
  type DocumentTypeCode,
  type PartSetting,
} from './document-types';
import { documentsRepository, type AttachedFile, type Draft, type Task } from './documents-repository';
import { answersOf } from './additional-request';
import { periodOffered, reportingPeriods } from './periods';
import { specCodesOf, TOP_NOTIFICATION_BAR, type SpecCodes, type TaxIdentity } from './specification';
import { expectedReturns, missingReturns } from './tax-return-warning';
import { DocumentCheckError } from './document-check-error';
import { stateRegister } from '../registry/state-register';
import type { TaxReportSummary } from './tax-xml/tax-report';
import type { SignatureRecord, SignedContent } from './signatures';
import { typeName } from './type-names';
import { identityOf, type SupplierIdentity } from './supplier-identity';
import {
  loadedStatuses,
  subcontractorIdentity,
  subcontractorKey,
  supplierOfDocuments,
  type SubcontractorParty,
} from './completeness';
import './messages';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { count } from '../../lib/metrics';
import { DAY_MS } from '@shared/constants/time';
import { byCodeUnits } from '../../lib/order';

/** The HTTP status of a refused document: the request was understood, its content is not acceptable. */
const DOCUMENT_ERROR_STATUS = 422;

export function documentError(
  code: DocumentErrorCode,
  params: Record<string, string | number> = {},
  key: MessageKey = `documents.error.${code}`,
): AppError {
  return new AppError(DOCUMENT_ERROR_STATUS, code, key, params);
}

/** A document refused by its checks: counted by the rule's code (UploadsRefused on the dashboard). */
const fromCheck = (error: DocumentCheckError, params: Record<string, string | number> = {}) => {
  count(BUSINESS_METRICS.uploadRefused, { code: error.code });
  return documentError(
    error.code,
    { ...params, ...error.params },
    error.detail ? `documents.detail.${error.detail}` : undefined,
  );
};

/**
 * Whose documents a call reads and writes: the supplier's own, or in subcontractor mode those of its
 * supposed subcontractor. The files stay the supplier's (it uploaded them); drafts and tasks live under
 * `key`, which the supplier's id leads, so no other supplier reaches them.
 */
export interface DocumentOwner {
  key: string;
  tenant: Tenant;
  identity: SupplierIdentity;
  subcontractor: SubcontractorParty | null;
}

/**
 * A subcontractor's specification is read from what the supplier knows of it: its kind and tax ids;
 * its tax regime is unknown, so only the regime-independent types are offered. The supplier's own edit
 * flag decides whether it may file (02 §2.6: the edit flag instead of the saved-data flag).
 */
export async function documentOwner(
  tenant: Tenant,
  subcontractor: SubcontractorParty | null,
): Promise<DocumentOwner> {
  const own = await identityOf(tenant);
  if (!subcontractor) return { key: tenant.counterpartyId, tenant, identity: own, subcontractor: null };
  return {
    key: subcontractorKey(tenant.counterpartyId, subcontractor.partyKey),
    tenant,
    subcontractor,
    identity: {
      ...subcontractorIdentity(subcontractor),
      name: subcontractor.name,
      // 02 §2.6: in subcontractor mode the edit flag stands in for the saved-data flag.
      hasSavedData: true,
      editable: own.editable,
      registrationDate: null,
    },
  };
}

const partView = (part: PartSetting) => ({
  code: part.part,
  minCount: part.minCount,
  maxCount: part.maxCount,
  fileExtensions: [...part.extensions],
  maxSize: part.maxSizeKb,
});

function typeView(code: DocumentTypeCode, group: DocumentType['group'], lang: Language): DocumentType {
  const setting = settingOf(code);
  const [main, ...sub] = setting.parts;
  const { minCount, maxCount, fileExtensions, maxSize } = partView(main!);
  return {
    code,
    name: typeName(code, lang),
    group,
    type: setting.kind,
    form: setting.form,
    period: setting.period,
    taxForm: setting.taxForm ?? null,
    minCount,
    maxCount,
    fileExtensions,
    maxSize,
    subDocuments: sub.map(partView),
    uploadWhileOnModeration: setting.whileOnModeration ?? false,
  };
}

/**
 * Relevance (statusFromSmbk): among accepted documents of one type and period the newest is
 * relevant, the older ones are not. Documents in review or rejected have no relevance yet.
 */
/** "The same report": the same document type for the same reporting year and quarter. */
const reportKeyOf = (task: Pick<Task, 'documentType' | 'reportingYear' | 'reportingQuarter'>) =>
  `${task.documentType}|${task.reportingYear ?? ''}|${task.reportingQuarter ?? ''}`;

export function relevanceOf(tasks: readonly Task[]): Map<string, DocumentTask['statusFromSmbk']> {
  const newest = new Map<string, Task>();
  for (const task of tasks) {
    if (task.status !== 'DVS_ACCEPTED') continue;
    const key = reportKeyOf(task);
    const current = newest.get(key);
    if (!current || task.createdAt > current.createdAt) newest.set(key, task);
  }
  const relevantIds = new Set([...newest.values()].map((t) => t.taskId));
  return new Map(
    tasks.map((t) => [
      t.taskId,
      t.status === 'DVS_ACCEPTED' ? (relevantIds.has(t.taskId) ? 'RELEVANT' : 'NOT_RELEVANT') : null,
    ]),
  );
}

const fileView = (file: AttachedFile) => ({
  id: file.fileId,
  part: file.part,
  name: file.name,
  size: file.size,
  uploadDate: file.uploadDate,
  code: file.kind,
});

/** The reviewer's request on a task and what the owner uploaded since in answer (03 §6). */
function requestView(task: Task, siblings: readonly Task[], lang: Language): AdditionalRequestView | null {
  const request = task.additionalRequest;
  if (!request) return null;
  const answers = answersOf(task, siblings);
  return {
    comment: request.comment,
    requestedAt: request.requestedAt,
    documentTypes: request.documentTypes.map((code) => ({ code, name: typeName(code, lang) })),
    state: answers.length > 0 ? 'ANSWERED' : 'WAITING',
    answers: answers.map((t) => ({
      id: t.taskId,
      publicId: t.publicId,
      name: typeName(t.documentType, lang),
      status: { code: t.status, name: translate(lang, `documents.status.${t.status}`) },
      uploadDate: t.createdAt,
      files: t.files.map(fileView),
    })),
  };
}

/** One task as the supplier sees it; `siblings` (the owner's tasks) answer a reviewer's request. */
export function taskView(
  task: Task,
  relevance: DocumentTask['statusFromSmbk'],
  lang: Language,
  siblings: readonly Task[] = [],
): DocumentTask {
  return {
    id: task.taskId,
    publicId: task.publicId,
    documentType: task.documentType,
    name: typeName(task.documentType, lang),
    customName: task.customName ?? null,
    reportingYear: task.reportingYear ?? null,
    reportingQuarter: task.reportingQuarter ?? null,
    status: { code: task.status, name: translate(lang, `documents.status.${task.status}`) },
    statusFromSmbk: relevance,
    uploadDate: task.createdAt,
    lastModifiedDate: task.lastModifiedDate,
    comment: task.comment ?? null,
    decisionReasonComments: task.decisionReason
      ? [translate(lang, `documents.reason.${task.decisionReason}` as MessageKey)]
      : [],
    files: task.files.map(fileView),
    summary: task.summary ?? null,
    // Verdicts stored before the path validation get its fields' defaults.
    signatures: z.array(documentSignatureSchema()).parse(task.signatures ?? []),
    additionalRequest: requestView(task, siblings, lang),
  };
}

/**
 * The owner's specification. The questionnaire's confirmations (02 §2.5 items 4, 6) are additional
 * types of the supplier's own documents; a subcontractor filed for has no questionnaire here.
 */
function ownerCodes(owner: DocumentOwner, tasks: readonly Task[]): SpecCodes {
  const codes = specCodesOf(owner.identity, tasks);
  if (owner.subcontractor) return codes;
  return { ...codes, additional: [...codes.additional, 'BankDetailsConfirmation', 'AddressConfirmation'] };
}

/** GET /profiles/documents/v3/spec. */
export async function documentSpec(owner: DocumentOwner, lang: Language, now: Date): Promise<DocumentSpec> {
  const { identity } = owner;
  const tasks = await documentsRepository.listTasks(owner.key);
  const codes = ownerCodes(owner, tasks);
  const loaded = loadedStatuses(tasks);
  const group = (groupCode: DocumentType['group'], list: DocumentTypeCode[]) => ({
    groupCode,
    documentTypes: list.map((code) => typeView(code, groupCode, lang)),
    existingDocumentInfoList: list.map((code) => ({
      documentType: code,
      status: loaded.get(code) ?? null,
      loaded: loaded.has(code),
    })),
  });
  const sub = owner.subcontractor;
  return {
    subcontractor: sub
      ? { name: sub.name, type: sub.partyType, inn: sub.inn, kpp: sub.kpp, ogrn: sub.ogrn }
      : null,
    taxRegime: identity.taxSystem,
    canSave: identity.hasSavedData && identity.editable,
    required: group('REQUIRED', codes.required),
    additional: group('ADDITIONAL', codes.additional),
    topNotificationBar: TOP_NOTIFICATION_BAR.map((n) => ({
      textKey: n.textKey,
      applicableToTaxRegimeCode: [...n.applicableToTaxRegimeCode],
    })),
    reportingPeriods: reportingPeriods(now),
    // A subcontractor's regime is unknown (its specification requires no returns): nothing to warn of.
    taxReturnWarnings: FEATURE_FLAGS.SHOW_WARNING_MES
      ? missingReturns(expectedReturns(codes.required, identity.registrationDate, now), tasks).map((e) => ({
          ...e,
          name: typeName(e.documentType, lang),
        }))
      : [],
  };
}

/** GET /profiles/documents/v2/portions: every task of the owner, newest first. */
export async function documentTasks(
  owner: DocumentOwner,
  lang: Language,
): Promise<{ content: DocumentTask[] }> {
  const tasks = await documentsRepository.listTasks(owner.key);
  const relevance = relevanceOf(tasks);
  return {
    content: tasks
      .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt))
      .map((t) => taskView(t, relevance.get(t.taskId) ?? null, lang, tasks)),
  };
}

/**
 * The general can-save flag (02 §6, 03 §4): documents are added, sent again or removed only once the
 * questionnaire has saved data (01 §5.3) and while the account is not on moderation.
 */
function assertEditable(identity: SupplierIdentity): SupplierIdentity {
  if (!identity.hasSavedData) throw conflict('documents.savedDataRequired');
  if (!identity.editable) throw conflict('documents.editingLimited');
  return identity;
}
const editableIdentity = async (tenant: Tenant) => assertEditable(await identityOf(tenant));

/**
 * Filing a document of a type: limited on moderation like any edit, except the address confirmation,
 * which is how a postal address change is asked for while the account is on moderation (02 §2.5 item 4).
 */
function assertMayFile(identity: SupplierIdentity, code: DocumentTypeCode): void {
  if (!settingOf(code).whileOnModeration) assertEditable(identity);
  else if (!identity.hasSavedData) throw conflict('documents.savedDataRequired');
}

function typeInSpec(owner: DocumentOwner, code: string): DocumentTypeCode {
  // Both groups together never depend on what was filed: no need to read it here.
  const codes = ownerCodes(owner, []);
  if (!isDocumentTypeCode(code) || ![...codes.required, ...codes.additional].includes(code)) {
    throw documentError('UNEXPECTED_DOCUMENT_TYPE');
  }
  return code;
}

const draftView = (draft: Draft): DocumentDraft => ({
  temporaryDocumentId: draft.draftId,
  documentType: draft.documentType,
  files: draft.files.map(fileView),
});

/** POST start-creating: an empty draft of a type of the supplier's specification. */
export async function startCreating(owner: DocumentOwner, caller: Caller, documentType: string, now: Date) {
  const code = typeInSpec(owner, documentType);
  assertMayFile(owner.identity, code);
  const draft: Draft = {
    counterpartyId: owner.key,
    draftId: randomUUID(),
    documentType: code,
    files: [],
    createdBy: caller.sub,
    createdAt: now.toISOString(),
    version: 1,
  };
  await documentsRepository.createDraft(draft);
  return draftView(draft);
}

async function ownDraft(
  owner: DocumentOwner,
  draftId: string,
): Promise<Draft & { documentType: DocumentTypeCode }> {
  const draft = await documentsRepository.getDraft(owner.key, draftId);
  if (!draft || !isDocumentTypeCode(draft.documentType)) throw notFound();
  return draft as Draft & { documentType: DocumentTypeCode };
}

async function saveFiles(draft: Draft, files: AttachedFile[]): Promise<DocumentDraft> {
  if (!(await documentsRepository.updateDraftFiles(draft, files))) throw conflict('error.conflict');
  return draftView({ ...draft, files });
}

/**
 * POST upload-file: attaches an uploaded and byte-checked file of the tenant to a part of the owner's
 * draft, under the type's own rules (extension, size, count of 03 §3).
 */
export async function uploadFile(
  owner: DocumentOwner,
  query: { temporaryDocumentId: string; documentPart: DocumentPart },
  fileId: string,
): Promise<DocumentDraft> {
  const { tenant } = owner;
  const draft = await ownDraft(owner, query.temporaryDocumentId);
  assertMayFile(owner.identity, draft.documentType);
  const part = settingOf(draft.documentType).parts.find((p) => p.part === query.documentPart);
  if (!part) throw documentError('INVALID_COMPOSITE_DOCUMENT');
  const file = await acceptedFileOf(tenant.counterpartyId, fileId);
  if (!file) throw notFound();
  if (draft.files.some((f) => f.fileId === fileId)) throw conflict('documents.fileAttached');
  if (!(part.extensions as readonly string[]).includes(file.kind))
    throw documentError('INVALID_DOCUMENT_EXTENSION');
  if (file.size > part.maxSizeKb * 1024)
    throw documentError('INVALID_DOCUMENT_MAX_SIZE', { max: part.maxSizeKb });
  if (draft.files.filter((f) => f.part === part.part).length >= part.maxCount) {
    throw documentError('INVALID_DOCUMENT_TYPE_MAX_COUNT', { max: part.maxCount });
  }
  // The document holds its file, so it is never deleted as unattached.
  if (!(await holdFile(tenant.counterpartyId, fileId))) throw notFound();
  return saveFiles(draft, [
    ...draft.files,
    {
      part: part.part,
      fileId,
      name: file.name,
      size: file.size,
      kind: file.kind,
      uploadDate: file.uploadDate,
    },
  ]);
}

/** DELETE remove-file: takes a file off the draft; the file is deleted unless something else holds it. */
export async function removeFile(
  owner: DocumentOwner,
  body: { temporaryDocumentId: string; fileId: string },
) {
  const draft = await ownDraft(owner, body.temporaryDocumentId);
  assertMayFile(owner.identity, draft.documentType);
  if (!draft.files.some((f) => f.fileId === body.fileId)) throw notFound();
  const saved = await saveFiles(
    draft,
    draft.files.filter((f) => f.fileId !== body.fileId),
  );
  await releaseFile(owner.tenant.counterpartyId, body.fileId);
  return saved;
}

export interface CreateRequest {
  temporaryDocumentId: string;
  reportingYear?: number | null;
  reportingQuarter?: ReportingQuarter | null;
  customName?: string | null;
  certificateDate?: string | null;
}

/** The period a draft is filed for: FRONTEND_NULL_* when missing, INVALID_DOCUMENT_YEAR when not offered now. */
function periodOf(code: DocumentTypeCode, request: CreateRequest, now: Date) {
  const { period } = settingOf(code);
  if (period === 'NONE') return { year: null, quarter: null };
  const year = request.reportingYear ?? null;
  if (year === null) throw documentError('FRONTEND_NULL_REPORTING_YEAR');
  const quarter = period === 'QUARTER' ? (request.reportingQuarter ?? null) : null;
  if (period === 'QUARTER' && quarter === null) throw documentError('FRONTEND_NULL_REPORTING_QUARTER');
  if (!periodOffered(period, now, year, quarter)) throw documentError('INVALID_DOCUMENT_YEAR');
  return { year, quarter };
}

/** The no-tax-arrears certificate may be at most 90 days old (the 90-day reading of 03 §5, §9). */
function checkCertificateDate(date: string | null | undefined, now: Date) {
  if (!date) throw badRequest('documents.certificateDateRequired');
  const age = (now.getTime() - Date.parse(`${date.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
  if (!(age >= -1 && age <= NO_TAX_ARREARS_MAX_AGE_DAYS)) {
    throw documentError(
      'INVALID_DOCUMENT_YEAR',
      { days: NO_TAX_ARREARS_MAX_AGE_DAYS },
      'documents.detail.certificateAge',
    );
  }
}

/**
 * The company's other КПП: its head office's and its branches' as the state register lists them under
 * its INN. A return filed where a branch is registered carries that КПП and is still the supplier's.
 */
async function otherKppsOf(identity: TaxIdentity): Promise<string[]> {
  if (identity.kpp === null) return [];
  const records = await stateRegister.searchResidents(identity.inn, ['LEGAL']);
  return records.flatMap((r) =>
    r.kind === 'LEGAL' && r.inn === identity.inn && r.kpp !== identity.kpp ? [r.kpp] : [],
  );
}

/** A balance sheet filed on paper, uploaded as its PDF (03 §5): checked as a PDF, without a receipt. */
function isPaperReport(draft: Draft): boolean {
  return (
    settingOf(draft.documentType as DocumentTypeCode).paperPdf === true &&
    draft.files.some((f) => f.part === 'MAIN' && f.kind === 'pdf')
  );
}

/**
 * The date of the certificate of no tax arrears as the document states it (КНД 1120101 «по состоянию на»):
 * a PDF with text must be that form, and its own date counts over the one typed. A scan has no text:
 * then the typed date is the one checked.
 */
async function certificateDateOf(tenant: Tenant, draft: Draft, typed: string | null): Promise<string | null> {
  const main = draft.files.find((f) => f.part === 'MAIN' && f.kind === 'pdf');
  if (!main) return typed;
  // pdf.js (unpdf) loads only when a certificate is checked.
  const { readNoArrearsCertificate } = await import('./pdf-check');
  const reading = await readNoArrearsCertificate(await acceptedFileBytes(tenant.counterpartyId, main.fileId));
  if (reading.hasText && !reading.isForm) {
    throw documentError(
      'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      { form: '1120101' },
      'documents.detail.certificateForm',
    );
  }
  return reading.date ?? typed;
}

async function bytesOf(tenant: Tenant, file: AttachedFile) {
  return { name: file.name, bytes: await acceptedFileBytes(tenant.counterpartyId, file.fileId) };
}

interface ContentCheck {
  summary: TaxReportSummary | null;
  signatures: SignatureRecord[];
  signedContents: SignedContent[];
}

/**
 * Reads every file of the draft by its content: tax reports as XML against their form, PDFs as PDFs, and
 * e-signatures against the trust list (required and the tax authority's on the KND forms of 03 §5).
 */
async function checkContent(
  tenant: Tenant,
  identity: TaxIdentity,
  draft: Draft & { documentType: DocumentTypeCode },
  period: { year: number | null; quarter: ReportingQuarter | null },
  now: Date,
): Promise<ContentCheck> {
  const setting = settingOf(draft.documentType);
  const filesOf = (part: DocumentPart) => draft.files.filter((f) => f.part === part);
  try {
    if (setting.taxForm && !isPaperReport(draft)) {
      // The XML and PDF readers (libxml2 in WebAssembly, pdf-lib) load only when a document is checked.
      const { checkTaxReport } = await import('./tax-xml/tax-report');
      const [report] = filesOf('MAIN');
      const [receipt] = filesOf('RECEIPT');
      const [notice] = filesOf('NOTICE');
      const summary = await checkTaxReport(
        {
          form: setting.taxForm,
          inn: identity.inn,
          kpp: identity.kpp,
          otherKpps: await otherKppsOf(identity),
          reportingYear: period.year!,
          reportingQuarter: period.quarter,
        },
        await bytesOf(tenant, report!),
        await bytesOf(tenant, receipt!),
        notice ? await bytesOf(tenant, notice) : null,
      );
      return { summary, signatures: [], signedContents: [] };
    }
    const { checkPdf } = await import('./pdf-check');
    for (const file of draft.files.filter((f) => f.kind === 'pdf')) {
      await checkPdf(await acceptedFileBytes(tenant.counterpartyId, file.fileId));
    }
    if (!setting.signedForm && !draft.files.some((f) => f.kind === 'sig')) {
      return { summary: null, signatures: [], signedContents: [] };
    }
    // The GOST code (pkijs, crypto-gost-js) loads only for a document that carries or needs a signature.
    const [{ checkSignatures }, { trustList, storedCrls, revocationPolicy }] = await Promise.all([
      import('./signatures'),
      import('./trust-list-storage'),
    ]);
    const { records, contents } = await checkSignatures({
      files: draft.files,
      read: (file) => acceptedFileBytes(tenant.counterpartyId, file.fileId),
      trust: await trustList(now),
      crls: await storedCrls(now),
      revocation: revocationPolicy(),
      supplierInn: identity.inn,
      signedForm: setting.signedForm ?? null,
      now,
    });
    return { summary: null, signatures: records, signedContents: contents };
  } catch (error) {
    if (error instanceof DocumentCheckError) throw fromCheck(error, { form: setting.taxForm ?? '' });
    throw error;
  }
}

/** The content of each attached signature becomes a file of the document, which reviewers open as any other. */
async function storeSignedContents(
  tenant: Tenant,
  caller: Caller,
  contents: readonly SignedContent[],
  now: Date,
): Promise<AttachedFile[]> {
  const stored: AttachedFile[] = [];
  for (const content of contents) {
    const fileId = await storeDerivedFile(tenant.counterpartyId, caller.sub, {
      name: content.name,
      kind: 'pdf',
      bytes: content.bytes,
      now,
    });
    stored.push({
      part: 'SIGNED_CONTENT',
      fileId,
      name: content.name,
      size: content.bytes.length,
      kind: 'pdf',
      uploadDate: now.toISOString(),
    });
  }
  return stored;
}

/**
 * A document the questionnaire shows (the charter, a bank or address confirmation) appears in its
 * chapter as soon as it is filed: the supplier's own documents only, a subcontractor has no questionnaire.
 */
async function showInQuestionnaire(task: Task): Promise<void> {
  const slot = profileSlotOf(task.documentType);
  const [file] = task.files;
  if (!slot || !file || supplierOfDocuments(task.counterpartyId) !== task.counterpartyId) return;
  await linkProfileDocument(task.counterpartyId, slot, {
    id: task.taskId,
    fileInfo: { id: file.fileId, name: file.name, uploadDate: task.createdAt },
  });
}

/** A short number the supplier and the reviewer can quote. */
const publicIdOf = (taskId: string) => `D-${taskId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** How long a claim may wait for its task to be written before it counts as abandoned. */
const CLAIM_SETTLE_MS = 60_000;

/**
 * One report of a period in review at a time: the same report (type, year and quarter) cannot be sent
 * while another is in review (DVS_IN_PROGRESS), so the reviewer never gets two copies to decide. Held
 * by a conditional write (the claim); documents without a reporting period may be sent side by side.
 */
async function claimReview(task: Task, now: Date): Promise<void> {
  if (task.reportingYear === undefined) return;
  const claim = {
    counterpartyId: task.counterpartyId,
    report: reportKeyOf(task),
    taskId: task.taskId,
    claimedAt: now.toISOString(),
  };
  const held = await documentsRepository.claimReview(claim);
  if (!held) return;
  const holder = await documentsRepository.getTask(task.counterpartyId, held.taskId);
  const settling = !holder && now.getTime() - Date.parse(held.claimedAt) < CLAIM_SETTLE_MS;
  if (holder?.status === 'DVS_IN_PROGRESS' && correctsEarlier(task, holder)) {
    // A corrected return (НомКорр above the one in review) replaces it: the earlier one is closed
    // with a note naming its replacement and stays in the history.
    await documentsRepository.decide(holder, {
      status: 'DVS_REJECTED',
      decidedBy: 'system',
      decisionReason: 'OTHER',
      comment: translate('ru', 'documents.replacedByCorrection', {
        publicId: task.publicId,
        correction: task.summary?.correctionNumber ?? 0,
      }),
      at: now.toISOString(),
    });
  } else if (holder?.status === 'DVS_IN_PROGRESS' || settling) {
    throw conflict('documents.alreadyInReview', { publicId: publicIdOf(held.taskId) });
  }
  // The holder was decided (or never written): the claim is stale. Lost to another send: look again.
  if (!(await documentsRepository.takeOverReview(claim, held.taskId))) await claimReview(task, now);
}

/** A tax return whose correction number is above the one of the return of the same period in review. */
function correctsEarlier(task: Task, earlier: Task): boolean {
  const number = task.summary?.correctionNumber ?? 0;
  return (
    number > 0 &&
    task.summary?.form === earlier.summary?.form &&
    number > (earlier.summary?.correctionNumber ?? 0)
  );
}

/** After the decision the same report may be sent again. */
export async function releaseReview(task: Task): Promise<void> {
  if (task.reportingYear === undefined) return;
  await documentsRepository.releaseReview(task.counterpartyId, reportKeyOf(task), task.taskId);
}

/** POST validate-and-create-document: the draft checked as a whole (03 §5, §8) becomes a task in review. */
export async function validateAndCreate(
  owner: DocumentOwner,
  caller: Caller,
  request: CreateRequest,
  lang: Language,
  now: Date = clock.now(),
): Promise<DocumentTask> {
  const { tenant } = owner;
  const { identity } = owner;
  const draft = await ownDraft(owner, request.temporaryDocumentId);
  assertMayFile(identity, draft.documentType);
  typeInSpec(owner, draft.documentType);
  if (draft.files.length === 0) throw documentError('DOCUMENT_IS_NULL');
  const period = periodOf(draft.documentType, request, now);
  const onPaper = isPaperReport(draft);
  for (const part of settingOf(draft.documentType).parts) {
    // A report filed on paper (its PDF) has no electronic receipt.
    if (onPaper && part.part !== 'MAIN') continue;
    if (draft.files.filter((f) => f.part === part.part).length < part.minCount) {
      throw documentError('INVALID_DOCUMENT_TYPE_MIN_COUNT');
    }
  }
  let certificateDate = request.certificateDate ?? null;
  if (settingOf(draft.documentType).form === 'NO_TAX_ARREARS') {
    certificateDate = await certificateDateOf(tenant, draft, certificateDate);
    checkCertificateDate(certificateDate, now);
  }
  for (const file of draft.files) {
    if (!(await acceptedFileOf(tenant.counterpartyId, file.fileId))) throw notFound();
  }
  const { summary, signatures, signedContents } = await checkContent(tenant, identity, draft, period, now);
  const derived = await storeSignedContents(tenant, caller, signedContents, now);

  const taskId = randomUUID();
  const at = now.toISOString();
  const task: Task = {
    counterpartyId: owner.key,
    taskId,
    publicId: publicIdOf(taskId),
    // A subcontractor's document carries its name and, having no code of its own, its supplier's code.
    companyName: identity.name,
    companyCode: tenant.companyCode,
    documentType: draft.documentType,
    status: 'DVS_IN_PROGRESS',
    ...(period.year !== null ? { reportingYear: period.year } : {}),
    ...(period.quarter !== null ? { reportingQuarter: period.quarter } : {}),
    ...(request.customName ? { customName: request.customName } : {}),
    ...(certificateDate ? { certificateDate: certificateDate.slice(0, 10) } : {}),
    files: [...draft.files, ...derived],
    summary,
    ...(signatures.length > 0 ? { signatures } : {}),
    createdBy: caller.sub,
    createdAt: at,
    lastModifiedDate: at,
  };
  await claimReview(task, now);
  await documentsRepository.createTask(task);
  await documentsRepository.removeDraft(owner.key, draft.draftId);
  await showInQuestionnaire(task);
  return taskView(task, null, lang);
}

/** POST portions/resend: a rejected document goes for review again with the same files, as a new task. */
export async function resend(tenant: Tenant, caller: Caller, id: string, lang: Language, now: Date) {
  await editableIdentity(tenant);
  const rejected = await documentsRepository.getTask(tenant.counterpartyId, id);
  if (!rejected) throw notFound();
  if (rejected.status !== 'DVS_REJECTED') throw conflict('documents.notRejected');
  const taskId = randomUUID();
  const at = now.toISOString();
  const task: Task = {
    counterpartyId: tenant.counterpartyId,
    taskId,
    publicId: publicIdOf(taskId),
    companyName: rejected.companyName,
    companyCode: rejected.companyCode,
    documentType: rejected.documentType,
    status: 'DVS_IN_PROGRESS',
    ...(rejected.reportingYear !== undefined ? { reportingYear: rejected.reportingYear } : {}),
    ...(rejected.reportingQuarter !== undefined ? { reportingQuarter: rejected.reportingQuarter } : {}),
    ...(rejected.customName ? { customName: rejected.customName } : {}),
    files: rejected.files,
    summary: rejected.summary ?? null,
    ...(rejected.signatures ? { signatures: rejected.signatures } : {}),
    createdBy: caller.sub,
    createdAt: at,
    lastModifiedDate: at,
  };
  await claimReview(task, now);
  await documentsRepository.createTask(task);
  await showInQuestionnaire(task);
  return taskView(task, null, lang);
}
