import { confirmUpload, createUpload, type UploadedFile } from '@shared/api/areas/files';
import type { UploadPurpose } from '@shared/constants/spec';
import { apiCall } from './api-client';
import { ApiError } from './api-error';

/** The upload could not reach the storage (network, expired or refused presigned POST). */
export class StorageUploadError extends Error {
  constructor(readonly status: number | null) {
    super(`Storage upload failed${status === null ? '' : ` with ${status}`}`);
    this.name = 'StorageUploadError';
  }
}

/**
 * Uploads one file the way the files API asks: a presigned POST from the server, the bytes straight
 * to S3, then the server's check of what arrived (size, type by the file's own bytes). Failures are
 * not shown here: each screen says what they mean in its own words. Throws ApiError or StorageUploadError.
 */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const started = await apiCall(createUpload, {
    body: { fileName: file.name, size: file.size, purpose },
    silent: true,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(started.upload.fields)) form.append(name, value);
  // S3 takes the file as the last field of the form.
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(started.upload.url, { method: 'POST', body: form });
  } catch {
    throw new StorageUploadError(null);
  }
  if (!response.ok) throw new StorageUploadError(response.status);
  return apiCall(confirmUpload, { params: { id: started.id }, silent: true });
}

/** The server's words for a refused file (02 §5 file checks), if it gave any. */
export const uploadFailureText = (error: unknown): string | null =>
  error instanceof ApiError ? (error.payload?.message ?? null) : null;
