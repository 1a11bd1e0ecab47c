import { Entity, type EntityItem } from 'electrodb';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';

const table = tableName('pbiot');
const service = 'pbiot';

/**
 * A supplier's safety questionnaire, one per counterparty: the incident values, the uploaded documents,
 * the editing access an administrator granted and the package that blocks sending. `revision` grows on
 * every change, so a package made from one revision is the same package however often it is sent.
 */
export const QuestionnaireEntity = new Entity(
  {
    model: { entity: 'questionnaire', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      revision: { type: 'number', required: true },
      /** Incident values by code; checked by zod where they are read (pbiot-service). */
      incidents: { type: 'any' },
      /** Uploaded documents ({ type, code, fileId, name, size, uploadDate }). */
      docs: { type: 'any' },
      accessType: { type: ['ON', 'OFF'] as const, required: true, default: 'ON' },
      accessExpiresAfter: { type: 'string' },
      grantedAt: { type: 'string' },
      grantedBy: { type: 'string' },
      blockedByPackageId: { type: 'string' },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['counterpartyId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

/**
 * A package sent for checking: frozen copies of the files in the PBIOT bucket and the incident values,
 * immutable once formed except for the review's bits (03 §4). gsi1 finds it by id (reviewers), gsi2 is
 * the reviewers' queue (OPEN until completed, then DONE), by send date.
 */
export const PackageEntity = new Entity(
  {
    model: { entity: 'package', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      packageId: { type: 'string', required: true },
      revision: { type: 'number', required: true },
      companyName: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      status: { type: 'number', required: true },
      state: { type: ['OPEN', 'DONE'] as const, required: true },
      sendDate: { type: 'string', required: true },
      sentBy: { type: 'string', required: true },
      incidents: { type: 'any', required: true },
      checks: { type: 'list', items: { type: 'string' }, required: true },
      /** Frozen files ({ partition, code, name, size, key }). */
      files: { type: 'any', required: true },
      assignedTo: { type: 'string' },
      completionDate: { type: 'string' },
      expirationDate: { type: 'string' },
      comment: { type: 'string' },
    },
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
  },
  { client: documentClient, table },
);

export type StoredQuestionnaire = EntityItem<typeof QuestionnaireEntity>;
export type StoredPackage = EntityItem<typeof PackageEntity>;
export type QuestionnaireChange = Partial<
  Pick<
    StoredQuestionnaire,
    'incidents' | 'docs' | 'accessType' | 'accessExpiresAfter' | 'grantedAt' | 'grantedBy'
  >
> & { blockedByPackageId?: string | null };

async function getQuestionnaire(counterpartyId: string): Promise<StoredQuestionnaire | null> {
  return (await QuestionnaireEntity.get({ counterpartyId }).go()).data;
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
        ...(blockedByPackageId ? { blockedByPackageId } : {}),
      }).go();
      return true;
    }
    let update = QuestionnaireEntity.patch({ counterpartyId }).set({
      ...rest,
      revision: fromRevision + 1,
      updatedAt,
      ...(blockedByPackageId ? { blockedByPackageId } : {}),
    });
    if (blockedByPackageId === null) update = update.remove(['blockedByPackageId']);
    await update.where(({ revision }, { eq }) => eq(revision, fromRevision)).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Clears the block of a completed package, whatever the revision (only that package's block). */
async function releaseBlock(counterpartyId: string, packageId: string, now: Date): Promise<void> {
  try {
    await QuestionnaireEntity.patch({ counterpartyId })
      .set({ updatedAt: now.toISOString() })
      .remove(['blockedByPackageId'])
      .where(({ blockedByPackageId }, { eq }) => eq(blockedByPackageId, packageId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Forms a package once: false when a package of that id exists already (a second send of one revision). */
async function createPackage(item: StoredPackage): Promise<boolean> {
  try {
    await PackageEntity.create(item).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function listPackages(counterpartyId: string, limit: number): Promise<StoredPackage[]> {
  return (await PackageEntity.query.primary({ counterpartyId }).go({ pages: 'all' })).data
    .sort((a, b) => b.sendDate.localeCompare(a.sendDate))
    .slice(0, limit);
}

async function getPackage(counterpartyId: string, packageId: string): Promise<StoredPackage | null> {
  return (await PackageEntity.get({ counterpartyId, packageId }).go()).data;
}

async function findPackage(packageId: string): Promise<StoredPackage | null> {
  return (await PackageEntity.query.byId({ packageId }).go()).data[0] ?? null;
}

async function listByState(state: 'OPEN' | 'DONE'): Promise<StoredPackage[]> {
  return (await PackageEntity.query.byState({ state }).go({ pages: 'all' })).data;
}

/** Sets the "assigned" bit once: false when someone took it first or it is completed. */
async function assign(pkg: StoredPackage, reviewer: string, status: number): Promise<boolean> {
  try {
    await PackageEntity.patch({ counterpartyId: pkg.counterpartyId, packageId: pkg.packageId })
      .set({ assignedTo: reviewer, status })
      .where((p, { eq, notExists }) => `${notExists(p.assignedTo)} AND ${eq(p.state, 'OPEN')}`)
      .go();
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
    await PackageEntity.patch({ counterpartyId: pkg.counterpartyId, packageId: pkg.packageId })
      .set({ ...result, state: 'DONE', sendDate: pkg.sendDate })
      .where((p, { eq }) => `${eq(p.assignedTo, reviewer)} AND ${eq(p.state, 'OPEN')}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
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
};
