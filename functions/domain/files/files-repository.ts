import type { FileKind, UploadPurpose } from '@shared/constants/spec';
import { PENDING_UPLOAD_DAYS } from '@shared/resources';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/**
 * Metadata of an uploaded file, under its owner: the counterparty, or `user:<sub>` before one exists.
 * PENDING from the presigned POST until the server has checked the bytes, then ACCEPTED.
 */
export interface FileItem {
  owner: string;
  id: string;
  name: string;
  purpose: UploadPurpose;
  status: 'PENDING' | 'ACCEPTED';
  declaredSize: number;
  size?: number;
  kind?: FileKind;
  uploadedBy: string;
  createdAt: string;
  acceptedAt?: string;
  /** Epoch seconds: DynamoDB's TTL sweeps an upload never confirmed; an accepted file has none. */
  expiresAt?: number;
  /**
   * How many documents, PBIOT documents, messages or registrations hold the accepted file (0 at
   * acceptance). A file no one holds is deleted; a file accepted before the count existed has none
   * and is never deleted by it.
   */
  holds?: number;
}

const FileEntity = defineEntity<FileItem>({
  table: tableName('files'),
  service: 'files',
  entity: 'file',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['owner'], casing: 'none' },
      sk: { field: 'sk', composite: ['id'], casing: 'none' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['id'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});

/** A new PENDING upload, swept with its quarantined object PENDING_UPLOAD_DAYS later unless accepted. */
async function createPending(item: Omit<FileItem, 'expiresAt'>): Promise<FileItem> {
  const expiresAt = Math.floor(Date.parse(item.createdAt) / 1000) + PENDING_UPLOAD_DAYS * 24 * 3600;
  return FileEntity.create({ ...item, expiresAt });
}

/** A file the server itself derived from an accepted one (a signed document's content), accepted and held at once. */
async function createAccepted(item: FileItem): Promise<FileItem> {
  return FileEntity.create(item);
}

async function get(owner: string, id: string): Promise<FileItem | null> {
  return (await FileEntity.get({ owner, id })) ?? null;
}

/** Any owner's file: for staff reviewers only. */
async function findById(id: string): Promise<FileItem | null> {
  return (await FileEntity.query('byId', { id }, { count: 1 }))[0] ?? null;
}

/** PENDING → ACCEPTED once: false when the file was no longer pending (a second confirmation). */
async function accept(
  owner: string,
  id: string,
  result: { size: number; kind: FileKind; acceptedAt: string },
): Promise<boolean> {
  try {
    await FileEntity.patch(
      { owner, id },
      {
        set: { status: 'ACCEPTED', ...result, holds: 0 },
        // In the same write as the acceptance: an accepted file is never swept.
        remove: ['expiresAt'],
        when: (c) => c.eq('status', 'PENDING'),
      },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Forgets a rejected upload; false when it was accepted meanwhile (then it stays). */
async function removePending(owner: string, id: string): Promise<boolean> {
  try {
    await FileEntity.delete({ owner, id }, (c) => c.eq('status', 'PENDING'));
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * One more holder of an accepted file; false when the file is gone or not accepted. A file from
 * before the count is not counted: its earlier holders are unknown, so it is kept for good.
 */
async function hold(owner: string, id: string): Promise<boolean> {
  try {
    await FileEntity.patch(
      { owner, id },
      { add: { holds: 1 }, when: (c) => c.and(c.eq('status', 'ACCEPTED'), c.exists('holds')) },
    );
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const file = await get(owner, id);
    return file?.status === 'ACCEPTED' && file.holds === undefined;
  }
}

/** One holder less; the holders left, or null when the file has no count (gone, or from before the count). */
async function release(owner: string, id: string): Promise<number | null> {
  try {
    const file = await FileEntity.patch({ owner, id }, { add: { holds: -1 }, when: (c) => c.gt('holds', 0) });
    return file.holds ?? null;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** Deletes the record of an accepted file no one holds; false when someone holds it (then it stays). */
async function removeUnheld(owner: string, id: string): Promise<boolean> {
  try {
    await FileEntity.delete({ owner, id }, (c) => c.and(c.eq('status', 'ACCEPTED'), c.eq('holds', 0)));
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Accepted files no one holds, accepted before `before` (ISO): the sweep's candidates. */
async function listUnheld(before: string): Promise<FileItem[]> {
  return FileEntity.scan((c) =>
    c.and(c.eq('status', 'ACCEPTED'), c.eq('holds', 0), c.lt('acceptedAt', before)),
  );
}

/** Erasure (retention): every file record of these owners (the counterparty, its users before it existed). */
async function eraseOwners(owners: readonly string[]): Promise<FileItem[]> {
  const files = await FileEntity.scan((c) => c.or(...owners.map((owner) => c.eq('owner', owner))));
  await FileEntity.deleteMany(files);
  return files;
}

export const filesRepository = {
  createPending,
  createAccepted,
  get,
  findById,
  accept,
  removePending,
  hold,
  release,
  removeUnheld,
  listUnheld,
  eraseOwners,
};
