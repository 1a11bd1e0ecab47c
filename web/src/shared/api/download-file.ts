import { downloadFile } from '@shared/api/areas/files';
import { apiCall } from './api-client';

/** Follows a short-lived link as a download under `name`. */
export function openLink({ url, name }: { url: string; name: string }): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** GET /api/files/{id}: a short-lived link to the file, opened by the browser as a download. */
export async function openFileDownload(id: string): Promise<void> {
  openLink(await apiCall(downloadFile, { params: { id } }));
}
