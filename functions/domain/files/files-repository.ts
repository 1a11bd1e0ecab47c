import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { FILE_KINDS, UPLOAD_PURPOSES, type FileKind, type UploadPurpose } from '@shared/constants/spec';
import { PENDING_UPLOAD_DAYS } from '@shared/resources';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';

const purposes = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];

/**
 * Metadata of an uploaded file, under its owner: the counterparty, or `user:<sub>` before one exists.
 * PENDING from the presigned POST until the server has checked the bytes, then ACCEPTED.
 */
export const FileEntity = new Entity(
  {
    model: { entity: 'file', version: '1', service: 'files' },
    attributes: {
      owner: { type: 'string', required: true },
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      purpose: { type: purposes, required: true },
      status: { type: ['PENDING', 'ACCEPTED'] as const, required: true },
      declaredSize: { type: 'number', required: true },
      size: { type: 'number' },
      kind: { type: FILE_KINDS },
      uploadedBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      acceptedAt: { type: 'string' },
      /** Epoch seconds: DynamoDB's TTL sweeps an upload never confirmed; an accepted file has none. */
      expiresAt: { type: 'number' },
    },
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
  },
  { client: documentClient, table: tableName('files') },
);

export type FileItem = EntityItem<typeof FileEntity>;

/** A new PENDING upload, swept with its quarantined object PENDING_UPLOAD_DAYS later unless accepted. */
async function createPending(
  item: Omit<CreateEntityItem<typeof FileEntity>, 'expiresAt'>,
): Promise<FileItem> {
  const expiresAt = Math.floor(Date.parse(item.createdAt) / 1000) + PENDING_UPLOAD_DAYS * 24 * 3600;
  return (await FileEntity.create({ ...item, expiresAt }).go()).data;
}

async function get(owner: string, id: string): Promise<FileItem | null> {
  return (await FileEntity.get({ owner, id }).go()).data;
}

/** Any owner's file: for staff reviewers only. */
async function findById(id: string): Promise<FileItem | null> {
  return (await FileEntity.query.byId({ id }).go()).data[0] ?? null;
}

/** PENDING → ACCEPTED once: false when the file was no longer pending (a second confirmation). */
async function accept(
  owner: string,
  id: string,
  result: { size: number; kind: FileKind; acceptedAt: string },
): Promise<boolean> {
  try {
    await FileEntity.patch({ owner, id })
      .set({ status: 'ACCEPTED', ...result })
      // In the same write as the acceptance: an accepted file is never swept.
      .remove(['expiresAt'])
      .where(({ status }, { eq }) => eq(status, 'PENDING'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Forgets a rejected upload; false when it was accepted meanwhile (then it stays). */
async function removePending(owner: string, id: string): Promise<boolean> {
  try {
    await FileEntity.delete({ owner, id })
      .where(({ status }, { eq }) => eq(status, 'PENDING'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export const filesRepository = { createPending, get, findById, accept, removePending };
