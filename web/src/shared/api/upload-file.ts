import { confirmUpload, createUpload, type UploadedFile } from '@shared/api/areas/files';
import type { UploadPurpose } from '@shared/constants/spec';
import { apiCall } from './api-client';
import { ApiError } from './api-error';
import { showWarning } from './dialogs';

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
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  const started = await apiCall(createUpload, {
    body: { fileName: file.name, size: file.size, purpose },
    silent: true,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(started.upload.fields)) form.append(name, value);
  // S3 takes the file as the last field of the form.
  form.append('file', file);
  const status = onProgress
    ? await postWithProgress(started.upload.url, form, onProgress)
    : await post(started.upload.url, form);
  if (status < 200 || status >= 300) throw new StorageUploadError(status);
  return apiCall(confirmUpload, { params: { id: started.id }, silent: true });
}

async function post(url: string, form: FormData): Promise<number> {
  try {
    return (await fetch(url, { method: 'POST', body: form })).status;
  } catch {
    throw new StorageUploadError(null);
  }
}

/** fetch reports no upload progress; XMLHttpRequest does (the safety section shows it, 03 §2). */
function postWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => resolve(request.status));
    request.addEventListener('error', () => reject(new StorageUploadError(null)));
    request.addEventListener('abort', () => reject(new StorageUploadError(null)));
    request.open('POST', url);
    request.send(form);
  });
}

/** The server's words for a refused file (02 §5 file checks), if it gave any. */
export const uploadFailureText = (error: unknown): string | null =>
  error instanceof ApiError ? (error.payload?.message ?? null) : null;

/**
 * A refused or failed upload as the 'Внимание!' modal (01 §5.3, 03 §5): the rule the server
 * stated, else 'Не смог загрузить файл. Ошибка!'.
 */
export function warnUploadFailed(error: unknown): void {
  const text = uploadFailureText(error);
  showWarning(text ? { text } : { textKey: 'errors.uploadFailed' });
}
