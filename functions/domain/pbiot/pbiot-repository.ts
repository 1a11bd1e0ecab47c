import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import type { ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { byCodeUnits } from '../../lib/order';

const table = tableName('pbiot');
const service = 'pbiot';

/**
 * A supplier's safety questionnaire, one per counterparty: the incident values, the uploaded documents,
 * the editing access an administrator granted and the package that blocks sending. `revision` grows on
 * every change, so a package made from one revision is the same package however often it is sent.
 */
export interface StoredQuestionnaire {
  counterpartyId: string;
  revision: number;
  /** Incident values by code; checked by zod where they are read (pbiot-service). */
  incidents?: unknown;
  /** Uploaded documents ({ type, code, fileId, name, size, uploadDate }). */
  docs?: unknown;
  accessType: 'ON' | 'OFF';
  accessExpiresAfter?: string;
  grantedAt?: string;
  grantedBy?: string;
  blockedByPackageId?: string;
  updatedAt: string;
}

const QuestionnaireEntity = defineEntity<StoredQuestionnaire>({
  table,
  service,
  entity: 'questionnaire',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * A package sent for checking: frozen copies of the files in the PBIOT bucket and the incident values,
 * immutable once formed except for the review's bits (03 §4). gsi1 finds it by id (reviewers), gsi2 is
 * the reviewers' queue (OPEN until completed, then DONE), by send date.
 */
export interface StoredPackage {
  counterpartyId: string;
  packageId: string;
  revision: number;
  companyName: string;
  companyCode: string;
  status: number;
  state: 'OPEN' | 'DONE';
  sendDate: string;
  sentBy: string;
  incidents: unknown;
  checks: string[];
  /** Frozen files ({ partition, code, name, size, key }). */
  files: unknown;
  assignedTo?: string;
  completionDate?: string;
  expirationDate?: string;
  comment?: string;
}

const PackageEntity = defineEntity<StoredPackage>({
  table,
  service,
  entity: 'package',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'] },
      sk: { field: 'sk', composite: ['packageId'] },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['packageId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    byState: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['state'] },
      sk: { field: 'gsi2sk', composite: ['sendDate'] },
    },
  },
});

export type QuestionnaireChange = Partial<
  Pick<
    StoredQuestionnaire,
    'incidents' | 'docs' | 'accessType' | 'accessExpiresAfter' | 'grantedAt' | 'grantedBy'
  >
> & { blockedByPackageId?: string | null };

async function getQuestionnaire(counterpartyId: string): Promise<StoredQuestionnaire | null> {
  return (await QuestionnaireEntity.get({ counterpartyId })) ?? null;
}

/**
 * Writes a change on top of the revision it was computed from (optimistic: false when another request
 * changed the questionnaire meanwhile). A missing questionnaire (revision 0) is created.
 */
async function saveQuestionnaire(
  counterpartyId: string,
  fromRevision: number,
  change: QuestionnaireChange,
  now: Date,
): Promise<boolean> {
  const { blockedByPackageId, ...rest } = change;
  const updatedAt = now.toISOString();
  try {
    if (fromRevision === 0) {
      await QuestionnaireEntity.create({
        counterpartyId,
        revision: 1,
        updatedAt,
        ...rest,
        // Editing is open until an administrator closes it.
        accessType: rest.accessType ?? 'ON',
        ...(blockedByPackageId ? { blockedByPackageId } : {}),
      });
      return true;
    }
    await QuestionnaireEntity.patch(
      { counterpartyId },
      {
        set: {
          ...rest,
          revision: fromRevision + 1,
          updatedAt,
          ...(blockedByPackageId ? { blockedByPackageId } : {}),
        },
        ...(blockedByPackageId === null ? { remove: ['blockedByPackageId'] as const } : {}),
        when: (c) => c.eq('revision', fromRevision),
      },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Clears the block of a completed package, whatever the revision (only that package's block). */
async function releaseBlock(counterpartyId: string, packageId: string, now: Date): Promise<void> {
  try {
    await QuestionnaireEntity.patch(
      { counterpartyId },
      {
        set: { updatedAt: now.toISOString() },
        remove: ['blockedByPackageId'],
        when: (c) => c.eq('blockedByPackageId', packageId),
      },
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Forms a package once: false when a package of that id exists already (a second send of one revision). */
async function createPackage(item: StoredPackage): Promise<boolean> {
  try {
    await PackageEntity.create(item);
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function listPackages(counterpartyId: string, limit: number): Promise<StoredPackage[]> {
  return (await PackageEntity.query('primary', { counterpartyId }))
    .sort((a, b) => byCodeUnits(b.sendDate, a.sendDate))
    .slice(0, limit);
}

async function getPackage(counterpartyId: string, packageId: string): Promise<StoredPackage | null> {
  return (await PackageEntity.get({ counterpartyId, packageId })) ?? null;
}

async function findPackage(packageId: string): Promise<StoredPackage | null> {
  return (await PackageEntity.query('byId', { packageId }, { count: 1 }))[0] ?? null;
}

async function listByState(state: 'OPEN' | 'DONE'): Promise<StoredPackage[]> {
  return PackageEntity.query('byState', { state });
}

/** Sets the "assigned" bit once: false when someone took it first or it is completed. */
async function assign(pkg: StoredPackage, reviewer: string, status: number): Promise<boolean> {
  try {
    await PackageEntity.patch(
      { counterpartyId: pkg.counterpartyId, packageId: pkg.packageId },
      {
        set: { assignedTo: reviewer, status },
        when: (c) => c.and(c.notExists('assignedTo'), c.eq('state', 'OPEN')),
      },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** One decision per package: only its reviewer, only while open. */
async function complete(
  pkg: StoredPackage,
  reviewer: string,
  result: { status: number; completionDate: string; expirationDate?: string; comment: string },
): Promise<boolean> {
  try {
    await PackageEntity.patch(
      { counterpartyId: pkg.counterpartyId, packageId: pkg.packageId },
      {
        // The queue's key (gsi2) moves to DONE: its sort half needs the send date.
        set: { ...result, state: 'DONE', sendDate: pkg.sendDate },
        when: (c) => c.and(c.eq('assignedTo', reviewer), c.eq('state', 'OPEN')),
      },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Every questionnaire holding uploads (retention: uploads never sent expire). */
async function questionnairesWithDocs(): Promise<StoredQuestionnaire[]> {
  return QuestionnaireEntity.scan((c) => c.exists('docs'));
}

/** Erasure (retention): the safety questionnaire and every package. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const counts = await Promise.all([
    QuestionnaireEntity.eraseWhere(filter),
    PackageEntity.eraseWhere(filter),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

export const pbiotRepository = {
  getQuestionnaire,
  saveQuestionnaire,
  releaseBlock,
  createPackage,
  listPackages,
  getPackage,
  findPackage,
  listByState,
  assign,
  complete,
  questionnairesWithDocs,
  eraseCounterparty,
};
