import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PbiotScheme } from '@shared/api/areas/pbiot';
import { warnUploadFailed } from '../../shared/api/upload-file';
import { formatFileSize } from '../../shared/i18n/file-size';
import { PBIOT_NS } from './i18n';
import { useDeleteDoc, useUploadDoc } from './pbiot-queries';

interface Props {
  scheme: PbiotScheme;
  checked: boolean;
  /** Returns false when the check may not change (the headcount rule). */
  onCheck?: (value: boolean) => boolean;
  /** The 'Внимание!' alert of a refused unmark. */
  onRefused?: (text: string) => void;
}

/** One document of a scheme (03 §3): its mark, limits, files and the upload, hidden at the maximum count. */
export function DocumentBlock({ scheme, checked, onCheck, onRefused }: Props) {
  const { t, i18n } = useTranslation(PBIOT_NS);
  const upload = useUploadDoc();
  const remove = useDeleteDoc();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const code = scheme.codePBIOT;
  const full = scheme.files.length >= scheme.typeDoc.maxCount;
  const accept = scheme.typeDoc.fileExtensions.map((e) => `.${e}`).join(',');

  return (
    <article className={`pbiot-doc${checked ? ' marked' : ''}`} data-testid={`doc-${code}`}>
      <header>
        {onCheck ? (
          <Checkbox
            inputId={`check-${code}`}
            checked={checked}
            onChange={(e) => {
              if (!onCheck(Boolean(e.checked)) && scheme.alertMessage) onRefused?.(scheme.alertMessage);
            }}
            data-testid={`check-${code}`}
          />
        ) : null}
        <label htmlFor={`check-${code}`}>{scheme.typeDoc.name}</label>
      </header>
      <p className="muted small">
        {t('docs.limits', {
          ext: scheme.typeDoc.fileExtensions.join(', '),
          size: formatFileSize(scheme.typeDoc.maxSize * 1024, i18n.language),
          count: scheme.typeDoc.maxCount,
        })}
      </p>
      <ul className="pbiot-files">
        {scheme.files.map((file) => (
          <li key={file.type}>
            <i className="pi pi-file" aria-hidden />
            <span className="pbiot-file-name">{file.name}</span>
            <span className="muted small">{formatFileSize(file.size, i18n.language)}</span>
            <Button
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t('docs.delete', { name: file.name })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(file.type)}
            />
          </li>
        ))}
      </ul>
      {upload.isPending && (
        <ProgressBar
          value={progress}
          showValue={false}
          className="pbiot-upload-progress"
          aria-label={t('docs.uploading')}
        />
      )}
      {!full && (
        <>
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            data-testid={`upload-${code}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setProgress(0);
              upload.mutate({ file, code, onProgress: setProgress }, { onError: warnUploadFailed });
            }}
          />
          <Button
            label={t('docs.upload')}
            icon="pi pi-upload"
            size="small"
            outlined
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          />
        </>
      )}
      {scheme.typeDoc.fileExtensions.includes('pdf') && <p className="muted small">{t('docs.pdfHint')}</p>}
    </article>
  );
}
