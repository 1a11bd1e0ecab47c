import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@shared/api/areas/files';
import { ERROR_CODES } from '@shared/api/error-payload';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  UPLOAD_PURPOSES,
  UPLOAD_URL_TTL_SECONDS,
  type FileKind,
  type UploadPurpose,
} from '@shared/constants/spec';
import { PENDING_UPLOAD_DAYS, S3_PREFIX } from '@shared/resources';
import type { Caller } from '../../lib/caller';
import { AppError, conflict, notFound } from '../../lib/errors';
import { counterpartyIdOf } from '../accounts/tenant-resolution';
import { detectKind, MEDIA_TYPES, SNIFF_BYTES } from './file-kind';
import { contentDisposition, sanitizeFileName } from './file-name';
import { fileStorage, UNCHECKED_CONTENT_TYPE } from './file-storage';
import { acceptedFileOf } from './accepted-file';
import { filesRepository, type FileItem } from './files-repository';
import { extensionProblem, kindAllowed, sizeProblem, wrongFormat, type UploadProblem } from './upload-rules';
import { filesSettings } from './settings';
import { clock } from '../../lib/clock';
import { bucketName } from '../../lib/env';
import { log } from '../../lib/logger';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { count } from '../../lib/metrics';

const userOwner = (sub: string) => `user:${sub}`;
/** Object keys keep to S3's safe characters (`user:<sub>` becomes `user-<sub>`): no encoding questions on copy. */
const objectKey = (prefix: string, file: Pick<FileItem, 'owner' | 'id'>) =>
  `${prefix}${file.owner.replace(/[^A-Za-z0-9._-]/g, '-')}/${file.id}`;
const quarantineKey = (file: Pick<FileItem, 'owner' | 'id'>) => objectKey(S3_PREFIX.quarantine, file);
const acceptedKey = (file: Pick<FileItem, 'owner' | 'id'>) => objectKey(S3_PREFIX.accepted, file);

/** Reviewers open any supplier's file; everyone else only their own. */
const readsEveryFile = (caller: Caller) => caller.groups.some((g) => g === 'admin' || g === 'moderator');

/**
 * Whose files the caller holds: its counterparty's, and its own from before the counterparty
 * existed (registration uploads). New uploads go to the first.
 */
async function ownersOf(caller: Caller): Promise<[string, ...string[]]> {
  const counterpartyId = await counterpartyIdOf(caller);
  return counterpartyId ? [counterpartyId, userOwner(caller.sub)] : [userOwner(caller.sub)];
}

async function findOwn(caller: Caller, id: string): Promise<FileItem | null> {
  for (const owner of await ownersOf(caller)) {
    const file = await filesRepository.get(owner, id);
    if (file) return file;
  }
  return null;
}

/** Counted by the rule it breaks (UploadsRefused on the dashboard). */
const rejected = (problem: UploadProblem) => {
  count(BUSINESS_METRICS.uploadRefused, { code: problem.key });
  return new AppError(400, ERROR_CODES.FILE_REJECTED, problem.key, problem.params);
};

/** Step 1 (POST /api/files): refuses what can be refused at once, then hands out a presigned POST. */
export async function startUpload(
  caller: Caller,
  request: { fileName: string; size: number; purpose: UploadPurpose },
) {
  const name = sanitizeFileName(request.fileName);
  const problem = sizeProblem(request.size, request.purpose) ?? extensionProblem(name, request.purpose);
  if (problem) throw rejected(problem);

  const [owner] = await ownersOf(caller);
  const file = await filesRepository.createPending({
    owner,
    id: randomUUID(),
    name,
    purpose: request.purpose,
    status: 'PENDING',
    declaredSize: request.size,
    uploadedBy: caller.sub,
    createdAt: clock.now().toISOString(),
  });
  const upload = await fileStorage.presignUpload(
    quarantineKey(file),
    { minBytes: filesSettings.minBytes, maxBytes: UPLOAD_PURPOSES[request.purpose].maxBytes },
    UPLOAD_URL_TTL_SECONDS,
  );
  const expiresAt = new Date(clock.now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString();
  return { id: file.id, upload: { url: upload.url, fields: upload.fields }, expiresAt };
}

/** What the uploaded bytes are, or why they cannot be accepted (S3's own limits are not relied on). */
async function inspect(
  file: FileItem,
): Promise<{ problem: UploadProblem } | { size: number; kind: FileKind }> {
  const key = quarantineKey(file);
  const size = await fileStorage.sizeOf(key);
  if (size === null) return { problem: { key: 'file.notUploaded' } };
  const tooSmallOrLarge = sizeProblem(size, file.purpose);
  if (tooSmallOrLarge) return { problem: tooSmallOrLarge };
  const sample = await fileStorage.readStart(key, SNIFF_BYTES);
  const kind = await detectKind(sample, sample.length >= size);
  if (!kindAllowed(kind, file.purpose)) return { problem: wrongFormat(file.purpose) };
  return { size, kind };
}

/**
 * Step 2 (POST /api/files/{id}/confirm): checks the uploaded bytes. A file that fails is deleted
 * with its metadata (nothing is left behind) and the answer names the rule it broke; a file that
 * passes leaves quarantine and is accepted exactly once.
 */
export async function confirmUpload(caller: Caller, id: string): Promise<UploadedFile> {
  const file = await findOwn(caller, id);
  if (!file) throw notFound();
  if (file.status !== 'PENDING') throw conflict('file.alreadyConfirmed');

  const result = await inspect(file);
  if ('problem' in result) {
    await fileStorage.remove(quarantineKey(file));
    // A concurrent confirmation that accepted the file wins: it is not deleted.
    if (!(await filesRepository.removePending(file.owner, file.id))) throw conflict('file.alreadyConfirmed');
    throw rejected(result.problem);
  }

  // Stored from now on as what its bytes are, not as the uploader labelled them.
  await fileStorage.move(quarantineKey(file), acceptedKey(file), MEDIA_TYPES[result.kind]);
  const acceptedAt = clock.now().toISOString();
  if (!(await filesRepository.accept(file.owner, file.id, { ...result, acceptedAt }))) {
    throw conflict('file.alreadyConfirmed');
  }
  return { id: file.id, name: file.name, size: result.size, uploadDate: acceptedAt, code: result.kind };
}

/**
 * How a download is served: as an attachment under the file's own name, typed as its bytes were checked
 * (a file accepted before kinds were kept is served as bytes).
 */
const servedAs = (file: FileItem) => ({
  contentDisposition: contentDisposition('attachment', file.name),
  contentType: file.kind ? MEDIA_TYPES[file.kind] : UNCHECKED_CONTENT_TYPE,
});

/** GET /api/files/{id}: a short-lived link under the file's own name; others' files do not exist. */
export async function downloadLink(caller: Caller, id: string) {
  const file = readsEveryFile(caller) ? await filesRepository.findById(id) : await findOwn(caller, id);
  if (!file || file.status !== 'ACCEPTED') throw notFound();
  const url = await fileStorage.presignDownload(acceptedKey(file), servedAs(file), DOWNLOAD_URL_TTL_SECONDS);
  return { url, name: file.name, size: file.size ?? file.declaredSize };
}

/** An accepted file of a counterparty, as other contexts may see it (never another owner's). */
/** The bytes of an accepted file, for contexts that check content (tax reports, PDFs). */
export async function acceptedFileBytes(owner: string, id: string): Promise<Uint8Array> {
  const file = await acceptedFileOf(owner, id);
  if (!file) throw notFound();
  return fileStorage.readStart(acceptedKey({ owner, id }), file.size);
}

/**
 * Stores bytes the server took out of an accepted file (the PDF inside an attached e-signature) as an
 * accepted file of the same owner, held by the document that asked for it: reviewers open it as any file.
 */
export async function storeDerivedFile(
  owner: string,
  uploadedBy: string,
  file: { name: string; kind: FileKind; bytes: Uint8Array; now: Date },
): Promise<string> {
  const id = randomUUID();
  const key = acceptedKey({ owner, id });
  await fileStorage.put({
    bucketName: bucketName('documents'),
    key,
    body: file.bytes,
    contentType: 'application/pdf',
  });
  const at = file.now.toISOString();
  await filesRepository.createAccepted({
    owner,
    id,
    name: sanitizeFileName(file.name),
    purpose: 'DOCUMENT',
    status: 'ACCEPTED',
    declaredSize: file.bytes.length,
    size: file.bytes.length,
    kind: file.kind,
    uploadedBy,
    createdAt: at,
    acceptedAt: at,
    holds: 1,
  });
  return id;
}

/** Copies a counterparty's accepted file into another bucket (a package freezes its files). */
export async function copyAcceptedFile(
  counterpartyId: string,
  id: string,
  target: { bucketName: string; key: string },
): Promise<void> {
  await fileStorage.copyOut(acceptedKey({ owner: counterpartyId, id }), target);
}

/** An accepted file of the caller (any owner the caller acts for), for another context to attach (a chat message); null if it is not theirs. */
export async function acceptedFileOfCaller(
  caller: Caller,
  id: string,
): Promise<{
  owner: string;
  id: string;
  name: string;
  kind: FileKind | undefined;
  purpose: UploadPurpose;
} | null> {
  const file = await findOwn(caller, id);
  if (!file || file.status !== 'ACCEPTED') return null;
  return { owner: file.owner, id: file.id, name: file.name, kind: file.kind, purpose: file.purpose };
}

/**
 * A short-lived link to a file another context has already authorized the caller for (a chat
 * attachment the other side of the chat uploaded): that context names the owner it stored.
 */
export async function linkToAttachedFile(owner: string, id: string) {
  const file = await filesRepository.get(owner, id);
  if (!file || file.status !== 'ACCEPTED') throw notFound();
  const url = await fileStorage.presignDownload(acceptedKey(file), servedAs(file), DOWNLOAD_URL_TTL_SECONDS);
  return { url, name: file.name, size: file.size ?? file.declaredSize };
}

/*
 * Who holds a file (file-holds.ts): a context lets go with `releaseFile` after it removed its link; a
 * file refused by the context that asked for it is `discardFile`d. A file no one holds is deleted,
 * object and record, and the sweep deletes any left behind a day after acceptance (a file uploaded and
 * never attached).
 */

/** How long an accepted file may stay unattached before the sweep deletes it (the upload form's lifetime). */
export const UNHELD_FILE_DAYS = PENDING_UPLOAD_DAYS;

/** Deletes an accepted file no one holds (record first: a failure leaves an unlinked object, never a broken link). */
async function deleteUnheld(file: Pick<FileItem, 'owner' | 'id'>): Promise<boolean> {
  if (!(await filesRepository.removeUnheld(file.owner, file.id))) return false;
  try {
    await fileStorage.remove(acceptedKey(file));
  } catch (error) {
    log('error', 'unheld file object not deleted', { key: acceptedKey(file), error: String(error) });
  }
  return true;
}

/** Lets go of a file whose link was removed; the last holder's release deletes it. */
export async function releaseFile(owner: string, id: string): Promise<void> {
  if ((await filesRepository.release(owner, id)) === 0) await deleteUnheld({ owner, id });
}

/** A file the context refused to link: deleted unless something else holds it. */
export async function discardFile(owner: string, id: string): Promise<void> {
  await deleteUnheld({ owner, id });
}

/**
 * The scheduled sweep: deletes accepted files no one has held for UNHELD_FILE_DAYS. Idempotent (each
 * deletion is conditional on no holder, deleting a missing object is no error); answers how many went.
 */
export async function sweepUnheldFiles(now: Date): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - UNHELD_FILE_DAYS * 24 * 3600 * 1000).toISOString();
  let deleted = 0;
  for (const file of await filesRepository.listUnheld(before)) {
    if (await deleteUnheld(file)) deleted += 1;
  }
  return { deleted };
}
