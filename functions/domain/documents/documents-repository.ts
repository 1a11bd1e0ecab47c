import { Entity, type EntityItem } from 'electrodb';
import { DOCUMENT_STATUSES, type DocumentPart, type DocumentStatus } from '@shared/constants/documents';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';
import type { TaxReportSummary } from './tax-xml/tax-report';

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
export const DraftEntity = new Entity(
  {
    model: { entity: 'draft', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      draftId: { type: 'string', required: true },
      documentType: { type: 'string', required: true },
      files: { type: 'any', required: true },
      createdBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      /** Optimistic lock: two uploads into one draft do not overwrite each other. */
      version: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['draftId'], casing: 'none' },
      },
    },
  },
  { client: documentClient, table },
);

/** A document sent for review (a document task, 03 §3) and its decision. */
export const TaskEntity = new Entity(
  {
    model: { entity: 'task', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      taskId: { type: 'string', required: true },
      publicId: { type: 'string', required: true },
      companyName: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      documentType: { type: 'string', required: true },
      status: { type: DOCUMENT_STATUSES, required: true },
      reportingYear: { type: 'number' },
      reportingQuarter: { type: 'number' },
      customName: { type: 'string' },
      /** The no-tax-arrears certificate: the date it was issued for (its age counts from it). */
      certificateDate: { type: 'string' },
      files: { type: 'any', required: true },
      /** What was read from a tax report's XML, for the reviewer. */
      summary: { type: 'any' },
      createdBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      lastModifiedDate: { type: 'string', required: true },
      decidedBy: { type: 'string' },
      decisionReason: { type: 'string' },
      comment: { type: 'string' },
    },
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
  },
  { client: documentClient, table },
);

/** Finance indicators of an entrepreneur (03 §3), one item per indicator kind and year. */
export const FinanceEntity = new Entity(
  {
    model: { entity: 'finance', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      kind: { type: ['STANDARD', 'AUTO_USN'] as const, required: true },
      year: { type: 'number', required: true },
      totalIncome: { type: 'number', required: true },
      professionalTaxDeduction: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true },
      updatedBy: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['kind', 'year'], casing: 'none' },
      },
    },
  },
  { client: documentClient, table },
);

export type Draft = Omit<EntityItem<typeof DraftEntity>, 'files'> & { files: AttachedFile[] };
export type Task = Omit<EntityItem<typeof TaskEntity>, 'files' | 'summary'> & {
  files: AttachedFile[];
  summary?: TaxReportSummary | null;
};
export type FinanceKind = 'STANDARD' | 'AUTO_USN';

async function createDraft(draft: Draft): Promise<void> {
  await DraftEntity.create(draft).go();
}

async function getDraft(counterpartyId: string, draftId: string): Promise<Draft | null> {
  return (await DraftEntity.get({ counterpartyId, draftId }).go()).data as Draft | null;
}

/** Replaces the draft's files if nobody changed it since `version`; false when somebody did. */
async function updateDraftFiles(draft: Draft, files: AttachedFile[]): Promise<boolean> {
  try {
    await DraftEntity.patch({ counterpartyId: draft.counterpartyId, draftId: draft.draftId })
      .set({ files, version: draft.version + 1 })
      .where((a, op) => op.eq(a.version, draft.version))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function removeDraft(counterpartyId: string, draftId: string): Promise<void> {
  await DraftEntity.delete({ counterpartyId, draftId }).go();
}

async function createTask(task: Task): Promise<void> {
  await TaskEntity.create(task).go();
}

async function listTasks(counterpartyId: string): Promise<Task[]> {
  return (await TaskEntity.query.primary({ counterpartyId }).go({ pages: 'all' })).data as Task[];
}

async function getTask(counterpartyId: string, taskId: string): Promise<Task | null> {
  return (await TaskEntity.get({ counterpartyId, taskId }).go()).data as Task | null;
}

/** Reviewers only: a task by id whatever its tenant. */
async function findTask(taskId: string): Promise<Task | null> {
  return ((await TaskEntity.query.byId({ taskId }).go()).data[0] as Task | undefined) ?? null;
}

/** The reviewers' queue: oldest first. */
async function queue(status: DocumentStatus): Promise<Task[]> {
  return (await TaskEntity.query.queue({ status }).go({ pages: 'all', order: 'asc' })).data as Task[];
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
    await TaskEntity.patch({ counterpartyId: task.counterpartyId, taskId: task.taskId })
      .set({
        status: decision.status,
        decidedBy: decision.decidedBy,
        lastModifiedDate: decision.at,
        ...(decision.decisionReason ? { decisionReason: decision.decisionReason } : {}),
        ...(decision.comment ? { comment: decision.comment } : {}),
        // The queue index keys are rebuilt from the composite attributes ElectroDB needs.
        createdAt: task.createdAt,
      })
      .where((a, op) => op.eq(a.status, 'DVS_IN_PROGRESS'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function listFinance(counterpartyId: string, kind: FinanceKind) {
  return (await FinanceEntity.query.primary({ counterpartyId, kind }).go()).data;
}

async function putFinance(item: EntityItem<typeof FinanceEntity>): Promise<void> {
  await FinanceEntity.put(item).go();
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
  listFinance,
  putFinance,
};
