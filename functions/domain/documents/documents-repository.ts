import type { DocumentPart, DocumentStatus } from '@shared/constants/documents';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import type { ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import type { AdditionalRequest } from './additional-request';
import type { TaxReportSummary } from './tax-xml/tax-report';
import type { SignatureRecord } from './signatures';

const table = tableName('documents');
const service = 'documents';

/** A file attached to a document part (copied from the files context when it is attached). */
export interface AttachedFile {
  part: DocumentPart;
  fileId: string;
  name: string;
  size: number;
  kind: string;
  uploadDate: string;
}

/** A document being put together (03 §7 start-creating … validate-and-create-document), under its tenant. */
export interface Draft {
  counterpartyId: string;
  draftId: string;
  documentType: string;
  files: AttachedFile[];
  createdBy: string;
  createdAt: string;
  /** Optimistic lock: two uploads into one draft do not overwrite each other. */
  version: number;
}

const DraftEntity = defineEntity<Draft>({
  table,
  service,
  entity: 'draft',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['draftId'], casing: 'none' },
    },
  },
});

/** A document sent for review (a document task, 03 §3) and its decision. */
export interface Task {
  counterpartyId: string;
  taskId: string;
  publicId: string;
  companyName: string;
  companyCode: string;
  documentType: string;
  status: DocumentStatus;
  reportingYear?: number;
  reportingQuarter?: number;
  customName?: string;
  /** The no-tax-arrears certificate: the date it was issued for (its age counts from it). */
  certificateDate?: string;
  files: AttachedFile[];
  /** What was read from a tax report's XML, for the reviewer. */
  summary?: TaxReportSummary | null;
  /** The verdicts on the document's e-signatures, checked when it was filed (issue 19). */
  signatures?: SignatureRecord[];
  createdBy: string;
  createdAt: string;
  lastModifiedDate: string;
  decidedBy?: string;
  decisionReason?: string;
  comment?: string;
  /** The reviewer's latest request for additional documents while the task is in review (03 §6). */
  additionalRequest?: AdditionalRequest;
}

const TaskEntity = defineEntity<Task>({
  table,
  service,
  entity: 'task',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['taskId'], casing: 'none' },
    },
    queue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'taskId'], casing: 'none' },
    },
    byId: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['taskId'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: [], casing: 'none' },
    },
  },
});

/**
 * "This report of this period is in review": one item per owner and report (type and period) while its
 * task waits, created with a condition so that two sends of the same report never both reach the queue.
 * The emulator has no transactions (ARCHITECTURE.md): the claim is written before the task and removed
 * after the decision; a claim whose task is no longer in review is stale and may be taken over.
 */
export interface ReviewClaim {
  counterpartyId: string;
  report: string;
  taskId: string;
  claimedAt: string;
}

const ReviewClaimEntity = defineEntity<ReviewClaim>({
  table,
  service,
  entity: 'reviewClaim',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['report'], casing: 'none' },
    },
  },
});

export type FinanceKind = 'STANDARD' | 'AUTO_USN';

/** Finance indicators of an entrepreneur (03 §3), one item per indicator kind and year. */
export interface Finance {
  counterpartyId: string;
  kind: FinanceKind;
  year: number;
  totalIncome: number;
  professionalTaxDeduction: number;
  updatedAt: string;
  updatedBy: string;
}

const FinanceEntity = defineEntity<Finance>({
  table,
  service,
  entity: 'finance',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['kind', 'year'], casing: 'none' },
    },
  },
});

async function createDraft(draft: Draft): Promise<void> {
  await DraftEntity.create(draft);
}

async function getDraft(counterpartyId: string, draftId: string): Promise<Draft | null> {
  return (await DraftEntity.get({ counterpartyId, draftId })) ?? null;
}

/** Replaces the draft's files if nobody changed it since `version`; false when somebody did. */
async function updateDraftFiles(draft: Draft, files: AttachedFile[]): Promise<boolean> {
  try {
    await DraftEntity.patch(
      { counterpartyId: draft.counterpartyId, draftId: draft.draftId },
      { set: { files, version: draft.version + 1 }, when: (c) => c.eq('version', draft.version) },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function removeDraft(counterpartyId: string, draftId: string): Promise<void> {
  await DraftEntity.delete({ counterpartyId, draftId });
}

async function createTask(task: Task): Promise<void> {
  await TaskEntity.create(task);
}

async function listTasks(counterpartyId: string): Promise<Task[]> {
  return TaskEntity.query('primary', { counterpartyId });
}

async function getTask(counterpartyId: string, taskId: string): Promise<Task | null> {
  return (await TaskEntity.get({ counterpartyId, taskId })) ?? null;
}

/** Reviewers only: a task by id whatever its tenant. */
async function findTask(taskId: string): Promise<Task | null> {
  return (await TaskEntity.query('byId', { taskId }, { count: 1 }))[0] ?? null;
}

/** The reviewers' queue: oldest first. */
async function queue(status: DocumentStatus): Promise<Task[]> {
  return TaskEntity.query('queue', { status }, { order: 'asc' });
}

/** The one decision on a task: only an in-progress task changes; false when it was decided already. */
async function decide(
  task: Pick<Task, 'counterpartyId' | 'taskId' | 'createdAt'>,
  decision: {
    status: DocumentStatus;
    decidedBy: string;
    decisionReason?: string;
    comment?: string;
    at: string;
  },
): Promise<boolean> {
  try {
    await TaskEntity.patch(
      { counterpartyId: task.counterpartyId, taskId: task.taskId },
      {
        set: {
          status: decision.status,
          decidedBy: decision.decidedBy,
          lastModifiedDate: decision.at,
          ...(decision.decisionReason ? { decisionReason: decision.decisionReason } : {}),
          ...(decision.comment ? { comment: decision.comment } : {}),
        },
        // The queue index keys are rebuilt from its composites.
        composite: { createdAt: task.createdAt },
        when: (c) => c.eq('status', 'DVS_IN_PROGRESS'),
      },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Claims the report for its task; null when claimed, else the claim that holds it. */
async function claimReview(claim: ReviewClaim): Promise<ReviewClaim | null> {
  try {
    await ReviewClaimEntity.create(claim);
    return null;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  const held = await ReviewClaimEntity.get(claim);
  // Released between the two calls: claim it again.
  return held ?? claimReview(claim);
}

/** Takes a stale claim over from the task that held it; false when someone else did first. */
async function takeOverReview(claim: ReviewClaim, fromTaskId: string): Promise<boolean> {
  try {
    await ReviewClaimEntity.put(claim, (c) => c.eq('taskId', fromTaskId));
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Records a request for additional documents: only while the task is in review and nobody changed it
 * since it was read (the last change's time is the version); false otherwise.
 */
async function requestDocuments(
  task: Pick<Task, 'counterpartyId' | 'taskId' | 'lastModifiedDate'>,
  request: AdditionalRequest,
): Promise<boolean> {
  try {
    await TaskEntity.patch(
      { counterpartyId: task.counterpartyId, taskId: task.taskId },
      {
        set: { additionalRequest: request, lastModifiedDate: request.requestedAt },
        when: (c) =>
          c.and(c.eq('status', 'DVS_IN_PROGRESS'), c.eq('lastModifiedDate', task.lastModifiedDate)),
      },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Frees the report once its task is decided (only the claim of that task). */
async function releaseReview(counterpartyId: string, report: string, taskId: string): Promise<void> {
  try {
    await ReviewClaimEntity.delete({ counterpartyId, report }, (c) => c.eq('taskId', taskId));
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

async function listFinance(counterpartyId: string, kind: FinanceKind) {
  return FinanceEntity.query('primary', { counterpartyId, kind });
}

async function putFinance(item: Finance): Promise<void> {
  await FinanceEntity.put(item);
}

/** Drafts created before `before` (ISO): the retention job expires those never sent. */
async function draftsCreatedBefore(before: string): Promise<Draft[]> {
  return DraftEntity.scan((c) => c.lt('createdAt', before));
}

/** Erasure (retention): drafts, tasks, review claims and finance indicators; the tasks' file ids first. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const counts = await Promise.all([
    DraftEntity.eraseWhere(filter),
    TaskEntity.eraseWhere(filter),
    ReviewClaimEntity.eraseWhere(filter),
    FinanceEntity.eraseWhere(filter),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export const documentsRepository = {
  createDraft,
  getDraft,
  updateDraftFiles,
  removeDraft,
  createTask,
  listTasks,
  getTask,
  findTask,
  queue,
  decide,
  claimReview,
  takeOverReview,
  releaseReview,
  requestDocuments,
  listFinance,
  putFinance,
  eraseCounterparty,
  draftsCreatedBefore,
};
