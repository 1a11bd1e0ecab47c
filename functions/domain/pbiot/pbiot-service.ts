import { createHash } from 'node:crypto';
import type {
  CheckHistoryItem,
  PbiotAccess,
  PbiotCurrent,
  PbiotDoc,
  PbiotScheme,
  PbiotStatusInfo,
} from '@shared/api/areas/pbiot';
import { ERROR_CODES } from '@shared/api/error-payload';
import {
  EP_DOC_CODES,
  HEADCOUNT_FORCED_DOC,
  HEADCOUNT_THRESHOLD,
  MB,
  PBIOT_DOC_CODES,
  QUESTIONNAIRE_DOC_CODE,
  docLimits,
  partitionOfCode,
  type PbiotPartition,
  PACKAGE_STATUS,
} from '@shared/constants/pbiot';
import type { Language } from '@shared/constants/spec';
import {
  headcountForcesDoc,
  incidentValueCodes,
  incidentsComplete,
  isRateCode,
  type IncidentValues,
} from '@shared/validation/pbiot-incidents';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { Tenant } from '../../lib/tenant';
import { getCounterparty } from '../accounts/counterparties';
import { acceptedFileOf } from '../files/accepted-file';
import { holdFile } from '../files/file-holds';
import { copyAcceptedFile, discardFile, releaseFile } from '../files/files-service';
import { hasAccess, statusInfoOf } from './access-rules';
import { packageStorage, packageKeys } from './package-storage';
import { pbiotRepository, type StoredPackage, type StoredQuestionnaire } from './pbiot-repository';
import { pbiotSettings } from './settings';
import {
  docName,
  docsOf,
  filesOf,
  incidentForm,
  incidentsOf,
  warningsOf,
  type FrozenFile,
} from './questionnaire-view';
import './messages';

/** dd.mm.yyyy, the profile's date format (03 §9). */
const ruDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

interface SectionState {
  questionnaire: StoredQuestionnaire | null;
  revision: number;
  packages: StoredPackage[];
  statusInfo: PbiotStatusInfo;
  hasAccess: boolean;
  blockReason: string | null;
}

async function loadState(counterpartyId: string, now: Date, lang: Language): Promise<SectionState> {
  const [questionnaire, packages] = await Promise.all([
    pbiotRepository.getQuestionnaire(counterpartyId),
    pbiotRepository.listPackages(counterpartyId, 1000),
  ]);
  const statusInfo = statusInfoOf(
    questionnaire ? { ...questionnaire, accessType: questionnaire.accessType ?? 'ON' } : null,
    packages,
    now,
  );
  const access = hasAccess(statusInfo);
  return {
    questionnaire,
    revision: questionnaire?.revision ?? 0,
    packages,
    statusInfo,
    hasAccess: access,
    blockReason: access ? null : blockReasonOf(statusInfo, questionnaire, packages, lang),
  };
}

function blockReasonOf(
  info: PbiotStatusInfo,
  questionnaire: StoredQuestionnaire | null,
  packages: StoredPackage[],
  lang: Language,
): string {
  if (info.sendBlockedByPackage) {
    const sent = packages.find((p) => p.packageId === questionnaire?.blockedByPackageId);
    return translate(lang, 'pbiot.block.package', { date: sent ? ruDate(sent.sendDate) : '' });
  }
  if (info.successfulChecks > 0) {
    const until = packages
      .map((p) => p.expirationDate ?? '')
      .sort()
      .pop();
    return translate(lang, 'pbiot.block.successful', { date: until ? ruDate(until) : '' });
  }
  if (info.accessExpiresAfter && questionnaire?.accessType !== 'OFF')
    return translate(lang, 'pbiot.block.expired', { date: ruDate(info.accessExpiresAfter) });
  return translate(lang, 'pbiot.block.off');
}

async function companyOf(counterpartyId: string) {
  const counterparty = await getCounterparty(counterpartyId);
  if (!counterparty) throw notFound();
  return {
    name: counterparty.companyName,
    code: counterparty.companyCode,
    inn: counterparty.inn ?? counterparty.taxId ?? null,
  };
}

function schemesOf(docs: PbiotDoc[], lang: Language) {
  const scheme = (code: string): PbiotScheme => {
    const limits = docLimits(code);
    return {
      ugid: code,
      codePBIOT: code,
      typeDoc: {
        name: docName(code, lang),
        fileExtensions: [...limits.fileExtensions],
        maxSize: limits.maxSize,
        maxCount: limits.maxCount,
      },
      files: docs.filter((d) => d.code === code),
      alertMessage: code === HEADCOUNT_FORCED_DOC ? translate(lang, 'pbiot.alert.headcount') : null,
    };
  };
  return {
    questionnaire: [scheme(QUESTIONNAIRE_DOC_CODE)],
    pbiot: PBIOT_DOC_CODES.map(scheme),
    ep: EP_DOC_CODES.map(scheme),
  };
}

/** GET /pbiot/access: the status, whether editing is open, and the header's user info. */
export async function pbiotAccess(
  tenant: Tenant,
  caller: Caller,
  now: Date,
  lang: Language,
): Promise<PbiotAccess> {
  const [state, company] = await Promise.all([
    loadState(tenant.counterpartyId, now, lang),
    companyOf(tenant.counterpartyId),
  ]);
  return {
    statusInfo: state.statusInfo,
    hasAccess: state.hasAccess,
    blockReason: state.blockReason,
    company,
    login: caller.login,
  };
}

/** GET /pbiot/current: the safety data (incidents, documents with their schemes, status). */
export async function pbiotCurrent(tenant: Tenant, now: Date, lang: Language): Promise<PbiotCurrent> {
  const state = await loadState(tenant.counterpartyId, now, lang);
  const values = incidentsOf(state.questionnaire?.incidents);
  const docs = docsOf(state.questionnaire);
  return {
    incidents: incidentForm(values, now, lang),
    incidentsComplete: incidentsComplete(values, now),
    warnings: warningsOf(values, now, lang),
    docs,
    schemes: schemesOf(docs, lang),
    isSendBlockedByPackage: state.statusInfo.sendBlockedByPackage,
    blockReason: state.blockReason,
    statusInfo: state.statusInfo,
    headcountThreshold: HEADCOUNT_THRESHOLD,
    allowUncheckAll: pbiotSettings.allowUncheckAll,
  };
}

const totalSizeOf = (docs: PbiotDoc[]) => docs.reduce((sum, d) => sum + d.size, 0);

/** GET /pbiot/fileStatistics. */
export async function fileStatistics(tenant: Tenant) {
  const docs = docsOf(await pbiotRepository.getQuestionnaire(tenant.counterpartyId));
  const totalSize = totalSizeOf(docs);
  const maxTotalSize = pbiotSettings.maxTotalSizeMb;
  return { totalSize, maxTotalSize, isThresholdReached: totalSize >= maxTotalSize * MB };
}

async function editableState(tenant: Tenant, now: Date, lang: Language): Promise<SectionState> {
  const state = await loadState(tenant.counterpartyId, now, lang);
  if (state.statusInfo.sendBlockedByPackage) throw new AppError(409, ERROR_CODES.CONFLICT, 'pbiot.noAccess');
  if (!state.hasAccess) throw forbidden('pbiot.noAccess');
  return state;
}

async function save(
  tenant: Tenant,
  state: SectionState,
  change: Parameters<typeof pbiotRepository.saveQuestionnaire>[2],
  now: Date,
) {
  if (!(await pbiotRepository.saveQuestionnaire(tenant.counterpartyId, state.revision, change, now)))
    throw conflict('error.conflict');
}

/** POST /pbiot/incidents: every value of the form, whole counts and a non-negative rate (03 §5). */
export async function saveIncidents(tenant: Tenant, values: IncidentValues, now: Date, lang: Language) {
  const state = await editableState(tenant, now, lang);
  const wanted = new Set(incidentValueCodes(now));
  for (const [code, value] of Object.entries(values)) {
    if (!wanted.has(code)) throw badRequest('pbiot.unknownIncident', { code });
    if (!isRateCode(code) && !Number.isInteger(value)) throw badRequest('pbiot.incidentsInvalid', { code });
  }
  if (!incidentsComplete(values, now)) throw badRequest('pbiot.incidentsNotComplete');
  await save(tenant, state, { incidents: values }, now);
  return { incidentsComplete: true, warnings: warningsOf(values, now, lang) };
}

/** Why a file cannot become the document `type`, or null (03 §3, §5: the scheme's limits and the total volume). */
function docRefusal(
  docs: PbiotDoc[],
  type: string,
  file: NonNullable<Awaited<ReturnType<typeof acceptedFileOf>>>,
  lang: Language,
): AppError | null {
  const code = type.split('__')[0] ?? '';
  const limits = docLimits(code);
  if (docs.some((d) => d.type === type || d.fileId === file.id)) return conflict('pbiot.docExists');
  if (!(limits.fileExtensions as readonly string[]).includes(file.kind))
    return new AppError(400, ERROR_CODES.FILE_REJECTED, 'file.wrongFormat', {
      formats: limits.fileExtensions.join(', '),
    });
  if (file.size > limits.maxSize * 1024)
    return new AppError(400, ERROR_CODES.FILE_REJECTED, 'file.tooLarge', { n: limits.maxSize * 1024 });
  if (docs.filter((d) => d.code === code).length >= limits.maxCount)
    return badRequest('pbiot.tooManyFiles', { name: docName(code, lang), n: limits.maxCount });
  const limitMb = pbiotSettings.maxTotalSizeMb;
  if (totalSizeOf(docs) + file.size > limitMb * MB) return badRequest('pbiot.volumeLimit', { n: limitMb });
  return null;
}

/**
 * POST /pbiot/doc: links an accepted upload to a document code within the scheme's limits and the total
 * volume. A refused file is deleted unless something else holds it, so refusals do not fill the storage.
 */
export async function addDoc(
  tenant: Tenant,
  body: { fileId: string; type: string },
  now: Date,
  lang: Language,
): Promise<PbiotDoc> {
  const state = await editableState(tenant, now, lang);
  const owner = tenant.counterpartyId;
  const docs = docsOf(state.questionnaire);
  const file = await acceptedFileOf(owner, body.fileId);
  if (!file) throw badRequest('pbiot.fileNotFound');
  const refusal = docRefusal(docs, body.type, file, lang);
  if (refusal) {
    await discardFile(owner, file.id);
    throw refusal;
  }
  if (!(await holdFile(owner, file.id))) throw badRequest('pbiot.fileNotFound');
  const doc: PbiotDoc = {
    type: body.type,
    code: body.type.split('__')[0] ?? '',
    fileId: file.id,
    name: file.name,
    size: file.size,
    uploadDate: now.toISOString(),
  };
  try {
    await save(tenant, state, { docs: [...docs, doc] }, now);
  } catch (error) {
    await releaseFile(owner, file.id);
    throw error;
  }
  return doc;
}

/** POST /pbiot/deletedoc/{type}: the document goes, and its file with it unless something else holds it. */
export async function deleteDoc(tenant: Tenant, type: string, now: Date, lang: Language) {
  const state = await editableState(tenant, now, lang);
  const docs = docsOf(state.questionnaire);
  const removed = docs.find((d) => d.type === type);
  if (!removed) throw notFound();
  await save(tenant, state, { docs: docs.filter((d) => d.type !== type) }, now);
  await releaseFile(tenant.counterpartyId, removed.fileId);
  return { success: true as const };
}

/** The marked codes as the rules of 03 §4 make them: questionnaire_1 always, pbiot_0006 at 51 people or more. */
function effectiveChecks(checks: readonly string[], values: IncidentValues): string[] {
  const set = new Set([QUESTIONNAIRE_DOC_CODE, ...checks]);
  if (headcountForcesDoc(values, HEADCOUNT_THRESHOLD)) set.add(HEADCOUNT_FORCED_DOC);
  return [...set];
}

async function questionnairePdf(
  tenant: Tenant,
  values: IncidentValues,
  docs: PbiotDoc[],
  checks: string[],
  now: Date,
  lang: Language,
) {
  const marked = checks.filter((c) => c !== QUESTIONNAIRE_DOC_CODE);
  // Loaded by the first PDF: pdf-lib and its fonts stay out of the function's cold start.
  const { renderQuestionnairePdf } = await import('./questionnaire-pdf');
  return renderQuestionnairePdf(
    {
      company: await companyOf(tenant.counterpartyId),
      incidents: incidentForm(values, now, lang),
      documents: marked.map((code) => ({
        name: docName(code, lang),
        files: docs.filter((d) => d.code === code).length,
      })),
      now,
    },
    lang,
  );
}

/** GET /pbiot/current/generate-questionnaire: Incident.pdf, through a short-lived link (no PDF in a Lambda body). */
export async function generateQuestionnaire(
  tenant: Tenant,
  checksParam: string | undefined,
  now: Date,
  lang: Language,
) {
  const questionnaire = await pbiotRepository.getQuestionnaire(tenant.counterpartyId);
  const values = incidentsOf(questionnaire?.incidents);
  if (!incidentsComplete(values, now)) throw badRequest('pbiot.incidentsNotComplete');
  const known = new Set([...PBIOT_DOC_CODES, ...EP_DOC_CODES]);
  const checks = effectiveChecks(
    (checksParam ?? '').split(',').filter((c) => known.has(c)),
    values,
  );
  const bytes = await questionnairePdf(tenant, values, docsOf(questionnaire), checks, now, lang);
  const key = packageKeys.draft(tenant.counterpartyId);
  await packageStorage.put(key, bytes, 'application/pdf');
  return { url: await packageStorage.presignDownload(key, 'Incident.pdf'), name: 'Incident.pdf' };
}

/** One package per questionnaire revision: a second send of the same data finds the first. */
const packageIdOf = (counterpartyId: string, revision: number) =>
  createHash('sha256').update(`${counterpartyId}:${revision}`).digest('hex').slice(0, 32);

/**
 * POST /pbiot/accept (03 §4–§5): with incidents complete and a file for every marked document, freezes the
 * files and the questionnaire PDF in the PBIOT bucket, records the package (status formed + sent) and blocks
 * editing until a reviewer completes the check. Sending twice makes one package: two sends racing on one
 * revision form the same package id and only one is created; a later send is refused as blocked.
 */
export async function acceptPackage(
  tenant: Tenant,
  caller: Caller,
  checks: readonly string[],
  now: Date,
  lang: Language,
): Promise<boolean> {
  const state = await loadState(tenant.counterpartyId, now, lang);
  // A package under review blocks sending (its reason is the answer's message).
  if (state.statusInfo.sendBlockedByPackage)
    throw new AppError(409, ERROR_CODES.CONFLICT, 'pbiot.sendBlocked', { reason: state.blockReason ?? '' });
  if (!state.hasAccess) throw forbidden('pbiot.noAccess');
  const values = incidentsOf(state.questionnaire?.incidents);
  const docs = docsOf(state.questionnaire);
  const marked = effectiveChecks(checks, values);
  if (!incidentsComplete(values, now) || marked.some((code) => !docs.some((d) => d.code === code)))
    throw badRequest('pbiot.notReadyToSend');

  const packageId = packageIdOf(tenant.counterpartyId, state.revision);
  if (await pbiotRepository.getPackage(tenant.counterpartyId, packageId)) return true;

  const included = docs.filter((d) => marked.includes(d.code));
  const files: FrozenFile[] = [];
  for (const [index, doc] of included.entries()) {
    const key = packageKeys.file(tenant.counterpartyId, packageId, index);
    await copyAcceptedFile(tenant.counterpartyId, doc.fileId, { bucketName: packageStorage.bucket(), key });
    files.push({ partition: partitionOfCode(doc.code), code: doc.code, name: doc.name, size: doc.size, key });
  }
  const pdf = await questionnairePdf(tenant, values, docs, marked, now, lang);
  const pdfKey = packageKeys.file(tenant.counterpartyId, packageId, included.length);
  await packageStorage.put(pdfKey, pdf, 'application/pdf');
  files.push({
    partition: 'questionnaire',
    code: 'incidents',
    name: 'Incident.pdf',
    size: pdf.length,
    key: pdfKey,
  });

  const company = await companyOf(tenant.counterpartyId);
  await pbiotRepository.createPackage({
    counterpartyId: tenant.counterpartyId,
    packageId,
    revision: state.revision,
    companyName: company.name,
    companyCode: company.code,
    status: PACKAGE_STATUS.FORMED | PACKAGE_STATUS.SENT,
    state: 'OPEN',
    sendDate: now.toISOString(),
    sentBy: caller.login,
    incidents: values,
    checks: marked,
    files,
  });
  // A concurrent send of the same revision may have blocked first: the package is the same one.
  await pbiotRepository.saveQuestionnaire(
    tenant.counterpartyId,
    state.revision,
    { blockedByPackageId: packageId },
    now,
  );
  return true;
}

/** GET /pbiot/history: newest first (03 §2), the reason visible to the contractor once completed. */
export async function history(tenant: Tenant, limit: number): Promise<CheckHistoryItem[]> {
  const packages = await pbiotRepository.listPackages(tenant.counterpartyId, limit);
  return packages.map((p) => ({
    id: p.packageId,
    status: p.status,
    sendDate: p.sendDate,
    completionDate: p.completionDate ?? null,
    expirationDate: p.expirationDate ?? null,
    reason: p.comment ? { visibleForContractor: true, description: p.comment } : null,
    data: p.comment ? { comment: p.comment } : null,
  }));
}

const ZIP_NAMES: Record<PbiotPartition, string> = {
  questionnaire: 'Анкета.zip',
  pbiot: 'Документы_по_ПБиОТ.zip',
  ep: 'Документы_по_ООС.zip',
};

/**
 * GET /pbiot/history/{packageId}/zip/{partition}: the archive is built once from the frozen files into the
 * PBIOT bucket and then handed out as a short-lived link, so no size limit of a Lambda answer applies.
 * Another supplier's package does not exist for the caller (its key is led by the caller's counterparty).
 */
export async function packageZip(tenant: Tenant, packageId: string, partition: PbiotPartition) {
  const pkg = await pbiotRepository.getPackage(tenant.counterpartyId, packageId);
  if (!pkg) throw notFound();
  const key = packageKeys.zip(tenant.counterpartyId, packageId, partition);
  if (!(await packageStorage.exists(key))) {
    // The archiver loads with the first archive a container builds, not with every PBIOT call.
    const { buildZip, windowsSafeName } = await import('./package-zip');
    const files = filesOf(pkg).filter((f) => f.partition === partition);
    const entries = [];
    for (const file of files) {
      const folder = file.code === 'incidents' ? '' : `${file.code}/`;
      entries.push({
        path: `${folder}${windowsSafeName(file.name)}`,
        bytes: await packageStorage.read(file.key),
      });
    }
    await packageStorage.put(key, buildZip(entries), 'application/zip');
  }
  const name = ZIP_NAMES[partition];
  return { url: await packageStorage.presignDownload(key, name), name };
}
