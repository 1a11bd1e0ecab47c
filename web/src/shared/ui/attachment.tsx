import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showInfo } from '../api/dialogs';
import { uploadFile, warnUploadFailed } from '../api/upload-file';

/** The attachment types of 01 §5.1, for the file picker; the server checks the bytes anyway. */
const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff';

export interface Attached {
  id: string;
  name: string;
}

/**
 * One attachment of a request or message (01 §5.1): uploaded as soon as it is picked, removable until
 * sent; a refusal is the 'Внимание!' modal (01 §5.3). `input` is the hidden file input to render,
 * which the screen's attach button opens with `open()`.
 */
export function useAttachment({ inputTestId, onAttached }: { inputTestId: string; onAttached?: () => void }) {
  const [file, setFile] = useState<Attached | null>(null);
  const [uploading, setUploading] = useState(false);
  // The hidden input, held as state (a callback ref) so the attach button can open it.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const pick = async (target: HTMLInputElement) => {
    const chosen = target.files?.[0];
    if (!chosen) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(chosen, 'ATTACHMENT');
      setFile({ id: uploaded.id, name: uploaded.name });
      onAttached?.();
    } catch (error) {
      warnUploadFailed(error);
    } finally {
      setUploading(false);
      // The same file may be picked again after a failure or a removal.
      target.value = '';
    }
  };
  return {
    file,
    uploading,
    input: (
      <input
        ref={setInput}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        onChange={(e) => void pick(e.target)}
        data-testid={inputTestId}
      />
    ),
    open: () => input?.click(),
    clear: () => setFile(null),
  };
}

export type Attachment = ReturnType<typeof useAttachment>;

/** The attached file's name with its remove button. */
export function AttachedFile({
  attachment,
  icon,
  removeLabel,
  testId,
}: {
  attachment: Attachment;
  icon: string;
  removeLabel: string;
  testId: string;
}) {
  if (!attachment.file) return null;
  return (
    <span className="chat-attached" data-testid={testId}>
      <i className={`pi ${icon}`} aria-hidden /> {attachment.file.name}
      <Button
        icon="pi pi-times"
        text
        rounded
        size="small"
        aria-label={removeLabel}
        onClick={attachment.clear}
      />
    </span>
  );
}

/** The attachment rules in an info modal (01 §2.7 step 3, §2.8). */
export function AttachmentRulesButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      icon="pi pi-info-circle"
      text
      rounded
      size="small"
      aria-label={t('attachment.rulesButton')}
      onClick={() =>
        showInfo({ tone: 'info', titleKey: 'dialogs.notificationTitle', textKey: 'attachment.rules' })
      }
      data-testid="attachment-rules"
    />
  );
}
