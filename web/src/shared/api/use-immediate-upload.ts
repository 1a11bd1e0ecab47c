import { useState } from 'react';
import type { UploadedFile } from '@shared/api/areas/files';
import type { UploadPurpose } from '@shared/constants/spec';
import { uploadFile, warnUploadFailed } from './upload-file';

/**
 * A form field's file, uploaded as soon as it is chosen: `busy` while it goes (the form waits with it
 * through `onBusyChange`), a refusal explained in the 'Внимание!' modal with the server's words.
 */
export function useImmediateUpload(
  purpose: UploadPurpose,
  onUploaded: (file: UploadedFile) => void,
  onBusyChange: (busy: boolean) => void,
): { busy: boolean; upload: (chosen: File) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const upload = async (chosen: File) => {
    setBusy(true);
    onBusyChange(true);
    try {
      onUploaded(await uploadFile(chosen, purpose));
    } catch (error) {
      warnUploadFailed(error);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };
  return { busy, upload };
}
