import type { ReviewTask } from '@shared/api/areas/documents';
import type { DocumentStatus, RejectionReason } from '@shared/constants/documents';
import type { Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { notifyCounterparty } from '../notifications/notifications-service';
import { unlinkProfileDocument } from '../profiles/profile-documents';
import { profileSlotOf } from './document-types';
import { relevanceOf, supplierOfDocuments, taskView, typeName } from './documents-service';
import { documentsRepository, type Task } from './documents-repository';
import './messages';

function reviewView(task: Task, relevance: ReviewTask['statusFromSmbk'], lang: Language): ReviewTask {
  return {
    ...taskView(task, relevance, lang),
    counterpartyId: task.counterpartyId,
    companyName: task.companyName,
    companyCode: task.companyCode,
    decidedBy: task.decidedBy ?? null,
    decisionReason: (task.decisionReason as RejectionReason | undefined) ?? null,
  };
}

/** GET /backoffice/document-tasks: in review oldest first (the queue by age); decided ones newest first. */
export async function documentQueue(status: DocumentStatus, lang: Language): Promise<ReviewTask[]> {
  const tasks = await documentsRepository.queue(status);
  const ordered = status === 'DVS_IN_PROGRESS' ? tasks : [...tasks].reverse();
  return ordered.map((t) => reviewView(t, null, lang));
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

  const text = (l: Language) =>
    `${typeName(task.documentType, l)} (${task.publicId}): ${translate(l, `documents.status.${status}`)}` +
    (decision.decision === 'REJECT'
      ? `. ${translate(l, `documents.reason.${decision.reasonCode}`)}: ${decision.comment}`
      : '');
  await notifyCounterparty(supplierOfDocuments(task.counterpartyId), { ru: text('ru'), en: text('en') });
  if (decision.decision === 'REJECT' && profileSlotOf(task.documentType))
    await unlinkProfileDocument(task.counterpartyId, task.taskId);

  const decided: Task = {
    ...task,
    status,
    decidedBy: changes.decidedBy,
    lastModifiedDate: changes.at,
    ...(decision.decision === 'REJECT' ? { decisionReason: decision.reasonCode } : {}),
    ...(decision.comment ? { comment: decision.comment } : {}),
  };
  const relevance = relevanceOf(
    (await documentsRepository.listTasks(task.counterpartyId)).map((t) =>
      t.taskId === taskId ? decided : t,
    ),
  );
  return reviewView(decided, relevance.get(taskId) ?? null, lang);
}
