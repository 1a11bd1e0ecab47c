import { Button } from 'primereact/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@shared/api/areas/files';
import { useImmediateUpload } from '../api/use-immediate-upload';
import { formatFileSize } from '../i18n/file-size';
import './pdf-file-field.css';

interface PdfFileFieldProps {
  id: string;
  label: string;
  file: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * One document given as a single PDF (a registration document, 02 §2.4; a tax regime's notice, 03 §3),
 * uploaded through the files API as soon as it is chosen: its name and size once loaded, and buttons to
 * replace or remove it. A refused file is explained in a 'Внимание!' modal with the server's words (02 §5).
 */
export function PdfFileField({ id, label, file, onChange, onBusyChange, disabled }: PdfFileFieldProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = useImmediateUpload('REGISTRATION', onChange, onBusyChange);

  return (
    <div className={`file-field${file ? ' file-field-done' : ''}`} data-testid={`file-${id}`}>
      <div className="file-field-text">
        <span className="file-field-label">{label}</span>
        {busy ? (
          <span className="file-field-status muted">
            <i className="pi pi-spin pi-spinner" aria-hidden /> {t('pdfFile.uploading')}
          </span>
        ) : file ? (
          <span className="file-field-status">
            <i className="pi pi-file-pdf" aria-hidden /> <span className="file-field-name">{file.name}</span>{' '}
            <span className="muted small">({formatFileSize(file.size, i18n.language)})</span>
          </span>
        ) : (
          <span className="file-field-status muted">{t('pdfFile.missing')}</span>
        )}
      </div>
      <input
        ref={input}
        id={`file-input-${id}`}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void upload(chosen);
        }}
      />
      <div className="file-field-actions">
        <Button
          type="button"
          label={file ? t('pdfFile.replace') : t('pdfFile.choose')}
          icon="pi pi-upload"
          severity="secondary"
          outlined
          size="small"
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        />
        {file && (
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            text
            size="small"
            aria-label={t('pdfFile.remove')}
            disabled={disabled || busy}
            onClick={() => onChange(null)}
          />
        )}
      </div>
    </div>
  );
}
