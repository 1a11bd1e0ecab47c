import { downloadFile } from '@shared/api/areas/files';
import { apiCall } from './api-client';

/** GET /api/files/{id}: a short-lived link to the file, opened by the browser as a download. */
export async function openFileDownload(id: string): Promise<void> {
  const { url, name } = await apiCall(downloadFile, { params: { id } });
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
