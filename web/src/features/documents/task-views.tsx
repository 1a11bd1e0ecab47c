import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentTask } from '@shared/api/areas/documents';
import type { DocumentStatus } from '@shared/constants/documents';
import { openFileDownload } from '../../shared/api/download-file';
import { periodLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { DOCUMENTS_NS } from './i18n';
import { formatDate } from '../../shared/i18n/dates';
import { shortFileName } from '../../shared/ui/short-text';

export const STATUS_SEVERITY: Record<DocumentStatus, 'info' | 'success' | 'danger'> = {
  DVS_IN_PROGRESS: 'info',
  DVS_ACCEPTED: 'success',
  DVS_REJECTED: 'danger',
};

export function StatusTag({ task }: { task: DocumentTask }) {
  return (
    <Tag value={task.status.name} severity={STATUS_SEVERITY[task.status.code]} data-testid="status-tag" />
  );
}

/** "Налоговая декларация по НДС (XML) · 2 квартал 2025", the name a supplier recognises the document by. */
export function TaskName({ task }: { task: DocumentTask }) {
  const { i18n } = useTranslation(DOCUMENTS_NS);
  const period = periodLabel(
    { documentType: task.documentType, year: task.reportingYear, quarter: task.reportingQuarter },
    i18n.language as Language,
  );
  return (
    <div className="doc-name">
      {/* Two lines at most in a row; the whole name on hover. */}
      <span className="doc-name-text" title={task.customName ?? task.name}>
        {task.customName ?? task.name}
      </span>
      <span className="muted small">
        {task.publicId}
        {period ? ` · ${period}` : ''}
      </span>
    </div>
  );
}

/**
 * One download button per file of the task (a short-lived link, 01 §7): the name shortened in its
 * middle on one line (`NO_NDS_7708…0001.xml`), the whole name in its title and its accessible name.
 */
export function TaskFiles({ task }: { task: DocumentTask }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  return (
    <div className="doc-files">
      {task.files.map((file) => (
        <Button
          key={file.id}
          icon="pi pi-download"
          text
          size="small"
          aria-label={t('download', { name: file.name })}
          title={file.name}
          className="doc-file-button"
          onClick={() => void openFileDownload(file.id)}
        >
          <span className="p-button-label">{shortFileName(file.name)}</span>
        </Button>
      ))}
    </div>
  );
}

/**
 * The reviewer's request for additional documents on a document (03 §6): what is missing, a link to add
 * each requested type (preselected), and whether the supplier has answered it yet.
 */
export function AdditionalRequestNote({
  task,
  subcontractorId,
}: {
  task: DocumentTask;
  subcontractorId: string | null;
}) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const request = task.additionalRequest;
  if (!request) return null;
  const create = subcontractorId
    ? `/subcontractor/${subcontractorId}/documents/v2/create`
    : '/documents/create';
  const waiting = request.state === 'WAITING' && task.status.code === 'DVS_IN_PROGRESS';
  return (
    <div className="doc-request" data-testid="additional-request">
      <Tag
        value={t(waiting ? 'request.waiting' : 'request.answered')}
        severity={waiting ? 'warning' : 'secondary'}
      />
      {/* Two lines in the list (one once answered), the whole request on hover: a row stays the height of its
          neighbours. */}
      <span
        className={waiting ? 'doc-clamp' : 'doc-clamp doc-clamp-1'}
        title={`${t('request.title', { date: formatDate(request.requestedAt) })}: ${request.comment}`}
      >
        <strong>{t('request.title', { date: formatDate(request.requestedAt) })}:</strong> {request.comment}
      </span>
      {waiting && (
        <span className="doc-request-links">
          {request.documentTypes.length === 0 ? (
            <Link to={create}>{t('request.upload')}</Link>
          ) : (
            request.documentTypes.map((type) => (
              <Link key={type.code} to={`${create}?docType=${encodeURIComponent(type.code)}`}>
                {t('request.uploadType', { name: type.name })}
              </Link>
            ))
          )}
        </span>
      )}
      {request.answers.length > 0 && (
        <span className="muted small">
          {t('request.answers', { ids: request.answers.map((a) => a.publicId).join(', ') })}
        </span>
      )}
    </div>
  );
}
