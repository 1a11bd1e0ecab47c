import { periodLabel } from '@shared/constants/period-label';
import type { ReviewTask } from '@shared/api/areas/documents';
import type { DocumentStatus, RejectionReason } from '@shared/constants/documents';
import type { Language } from '@shared/constants/spec';
import { documentDecided } from './document-events';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { userRecord } from '../accounts/accounts-service';
import { notifyCounterparty } from '../notifications/notifications-service';
import { profileEmails } from '../profiles/profile-emails';
import { unlinkProfileDocument } from '../profiles/profile-documents';
import { requestRefusal, type AdditionalRequest } from './additional-request';
import { isDocumentTypeCode, profileSlotOf } from './document-types';
import { supplierOfDocuments } from './completeness';
import { relevanceOf, releaseReview, taskView } from './documents-service';
import { typeName } from './type-names';
import { documentsRepository, type Task } from './documents-repository';
import './messages';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { count } from '../../lib/metrics';

function reviewView(
  task: Task,
  relevance: ReviewTask['statusFromSmbk'],
  lang: Language,
  siblings: readonly Task[],
): ReviewTask {
  return {
    ...taskView(task, relevance, lang, siblings),
    counterpartyId: task.counterpartyId,
    companyName: task.companyName,
    companyCode: task.companyCode,
    decidedBy: task.decidedBy ?? null,
    decisionReason: (task.decisionReason as RejectionReason | undefined) ?? null,
    requestedBy: task.additionalRequest?.requestedBy ?? null,
  };
}

/** The owners' tasks of the tasks that carry a request: what the supplier uploaded answers it. */
async function siblingsOf(tasks: readonly Task[]): Promise<Task[]> {
  const owners = [...new Set(tasks.filter((t) => t.additionalRequest).map((t) => t.counterpartyId))];
  return (await Promise.all(owners.map((key) => documentsRepository.listTasks(key)))).flat();
}

/** GET /backoffice/document-tasks: in review oldest first (the queue by age); decided ones newest first. */
export async function documentQueue(status: DocumentStatus, lang: Language): Promise<ReviewTask[]> {
  const tasks = await documentsRepository.queue(status);
  const ordered = status === 'DVS_IN_PROGRESS' ? tasks : [...tasks].reverse();
  const siblings = await siblingsOf(ordered);
  return ordered.map((t) => reviewView(t, null, lang, siblings));
}

export type Decision =
  | { decision: 'ACCEPT'; comment?: string | undefined }
  | { decision: 'REJECT'; reasonCode: RejectionReason; comment: string };

/** One decision per task (a conditional write: the second answers 409); the supplier is told. */
export async function decideDocument(
  caller: Caller,
  taskId: string,
  decision: Decision,
  lang: Language,
  now: Date,
): Promise<ReviewTask> {
  const task = await documentsRepository.findTask(taskId);
  if (!task) throw notFound();
  if (task.status !== 'DVS_IN_PROGRESS') throw conflict('documents.alreadyDecided');
  const status = decision.decision === 'ACCEPT' ? 'DVS_ACCEPTED' : 'DVS_REJECTED';
  const changes = {
    status,
    decidedBy: caller.login || caller.sub,
    at: now.toISOString(),
    ...(decision.decision === 'REJECT' ? { decisionReason: decision.reasonCode } : {}),
    ...(decision.comment ? { comment: decision.comment } : {}),
  } as const;
  if (!(await documentsRepository.decide(task, changes))) throw conflict('documents.alreadyDecided');
  count(BUSINESS_METRICS.documentDecided, { decision: decision.decision });
  await releaseReview(task);

  // The period named as on every screen (shared periodLabel): «… за 2 квартал 2025 (D-…): Принят».
  const period = (l: Language) => {
    const label = periodLabel(
      {
        documentType: task.documentType,
        year: task.reportingYear ?? null,
        quarter: task.reportingQuarter ?? null,
      },
      l,
    );
    return label ? ` ${translate(l, 'documents.forPeriod', { period: label })}` : '';
  };
  const text = (l: Language) =>
    `${typeName(task.documentType, l)}${period(l)} (${task.publicId}): ${translate(l, `documents.status.${status}`)}` +
    (decision.decision === 'REJECT'
      ? `. ${translate(l, `documents.reason.${decision.reasonCode}`)}: ${decision.comment}`
      : '');
  await notifyCounterparty(
    supplierOfDocuments(task.counterpartyId),
    { ru: text('ru'), en: text('en') },
    {
      type: 'DOCUMENT_REVIEW',
      path: '/documents/status',
      subject: {
        ru: translate('ru', 'mail.subject.DOCUMENT_REVIEW', { publicId: task.publicId }),
        en: translate('en', 'mail.subject.DOCUMENT_REVIEW', { publicId: task.publicId }),
      },
    },
  );
  if (decision.decision === 'REJECT' && profileSlotOf(task.documentType))
    await unlinkProfileDocument(task.counterpartyId, task.taskId);
  await documentDecided.publish({
    counterpartyId: supplierOfDocuments(task.counterpartyId),
    at: now,
  });

  const decided: Task = {
    ...task,
    status,
    decidedBy: changes.decidedBy,
    lastModifiedDate: changes.at,
    ...(decision.decision === 'REJECT' ? { decisionReason: decision.reasonCode } : {}),
    ...(decision.comment ? { comment: decision.comment } : {}),
  };
  const siblings = (await documentsRepository.listTasks(task.counterpartyId)).map((t) =>
    t.taskId === taskId ? decided : t,
  );
  return reviewView(decided, relevanceOf(siblings).get(taskId) ?? null, lang, siblings);
}

/**
 * A reviewer asks for additional documents (03 §6): the task stays in review, marked as waiting for the
 * supplier until it uploads a document of a requested type. The supplier is notified in the cabinet
 * and by e-mail to the questionnaire's first address. One request at a time (a conditional write).
 */
export async function requestDocuments(
  caller: Caller,
  taskId: string,
  body: { comment: string; documentTypes: string[] },
  lang: Language,
  now: Date,
): Promise<ReviewTask> {
  const unknown = body.documentTypes.find((code) => !isDocumentTypeCode(code));
  if (unknown) throw badRequest('documents.requestUnknownType', { code: unknown });
  const task = await documentsRepository.findTask(taskId);
  if (!task) throw notFound();
  const siblings = await documentsRepository.listTasks(task.counterpartyId);
  const refusal = requestRefusal(task, siblings);
  if (refusal) throw conflict(refusal);
  const request: AdditionalRequest = {
    requestedBy: caller.login || caller.sub,
    requestedAt: now.toISOString(),
    comment: body.comment,
    documentTypes: [...new Set(body.documentTypes)],
  };
  if (!(await documentsRepository.requestDocuments(task, request))) {
    throw conflict('documents.requestPending');
  }
  const requested: Task = { ...task, additionalRequest: request, lastModifiedDate: request.requestedAt };
  await tellSupplier(requested, request);
  const updated = siblings.map((t) => (t.taskId === taskId ? requested : t));
  return reviewView(requested, relevanceOf(updated).get(taskId) ?? null, lang, updated);
}

/** The questionnaire's first e-mail, else the login of whoever sent the document (logins are e-mails). */
export async function supplierAddress(counterpartyId: string, uploaderSub: string): Promise<string | null> {
  const [first] = (await profileEmails(counterpartyId)).emails;
  if (first) return first;
  const login = (await userRecord(uploaderSub))?.login ?? '';
  return login.includes('@') ? login : null;
}

async function tellSupplier(task: Task, request: AdditionalRequest): Promise<void> {
  const params = (l: Language) => ({
    name: typeName(task.documentType, l),
    publicId: task.publicId,
    comment: request.comment,
    types:
      request.documentTypes.length > 0
        ? translate(l, 'documents.requestedTypes', {
            types: request.documentTypes.map((code) => typeName(code, l)).join(', '),
          })
        : '',
  });
  const text = (l: Language) => {
    const p = params(l);
    return [translate(l, 'documents.requested', p), p.types].filter(Boolean).join(' ');
  };
  const supplier = supplierOfDocuments(task.counterpartyId);
  const to = await supplierAddress(supplier, task.createdBy);
  const mailText = (l: Language) => translate(l, 'documents.requestEmailBody', params(l));
  await notifyCounterparty(
    supplier,
    { ru: text('ru'), en: text('en') },
    {
      type: 'DOCUMENT_REVIEW',
      path: '/documents/status',
      // The questionnaire's e-mail, else the uploader's login; none known: the counterparty's users.
      ...(to ? { to: [to] } : {}),
      subject: {
        ru: translate('ru', 'documents.requestEmailSubject', params('ru')),
        en: translate('en', 'documents.requestEmailSubject', params('en')),
      },
      text: { ru: mailText('ru'), en: mailText('en') },
    },
  );
}
