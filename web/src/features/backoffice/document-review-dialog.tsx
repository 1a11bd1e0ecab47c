import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewTask } from '@shared/api/areas/documents';
import { REJECTION_REASONS, type RejectionReason } from '@shared/constants/documents';
import { openFileDownload } from '../../shared/api/download-file';
import { FormField } from '../../shared/ui/form-field';
import { useDecideDocument } from './document-queue';
import { BACKOFFICE_NS } from './i18n';

const DATE_TIME = 'DD.MM.YYYY HH:mm';
const amount = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 2 });

/** What was read from a tax report's XML: the taxpayer, the period and the key figures. */
function Summary({ task }: { task: ReviewTask }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const summary = task.summary;
  if (!summary) return <p className="muted">{t('documents.noSummary')}</p>;
  const rows = [
    [t('documents.summaryFields.taxpayer'), summary.taxpayerName],
    [t('documents.summaryFields.innKpp'), [summary.inn, summary.kpp].filter(Boolean).join(' / ')],
    [t('documents.summaryFields.form'), `${summary.form} (${summary.knd})`],
    [t('documents.summaryFields.period'), `${summary.periodCode} / ${summary.reportingYear}`],
    [t('documents.summaryFields.documentDate'), summary.documentDate],
    [
      t('documents.summaryFields.receipt'),
      [summary.receipt.acceptedDate, summary.receipt.registrationNumber].filter(Boolean).join(', '),
    ],
    ...Object.entries(summary.figures).map(([key, value]) => [t(`documents.figures.${key}`), amount(value)]),
  ];
  return (
    <table className="bo-compare" data-testid="document-summary">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One document task: its files, what was read from it, and for one in review the decision. */
export function DocumentReviewDialog({ task, onClose }: { task: ReviewTask; onClose: () => void }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const decide = useDecideDocument();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const pending = task.status.code === 'DVS_IN_PROGRESS';

  const accept = () => decide.mutate({ id: task.id, decision: 'ACCEPT' }, { onSettled: onClose });
  const reject = () => {
    setRejecting(true);
    if (!reason || !comment.trim()) return;
    decide.mutate(
      { id: task.id, decision: 'REJECT', reasonCode: reason, comment: comment.trim() },
      { onSettled: onClose },
    );
  };

  return (
    <Dialog
      visible
      header={`${task.name} · ${task.companyName}`}
      onHide={onClose}
      style={{ width: 'min(900px, 96vw)' }}
      data-testid="document-review-dialog"
      footer={
        pending ? (
          <>
            <Button label={t('documents.close')} severity="secondary" text onClick={onClose} />
            <Button
              label={t('documents.reject')}
              icon="pi pi-times"
              severity="danger"
              outlined
              onClick={reject}
              disabled={decide.isPending}
              data-testid="document-reject"
            />
            <Button
              label={t('documents.accept')}
              icon="pi pi-check"
              severity="success"
              onClick={accept}
              loading={decide.isPending}
              data-testid="document-accept"
            />
          </>
        ) : (
          <Button label={t('documents.close')} onClick={onClose} autoFocus />
        )
      }
    >
      <dl className="bo-meta">
        <div>
          <dt>{t('detail.code')}</dt>
          <dd>{task.companyCode}</dd>
        </div>
        <div>
          <dt>{t('documents.columns.createdAt')}</dt>
          <dd>{dayjs(task.uploadDate).format(DATE_TIME)}</dd>
        </div>
        <div>
          <dt>{t('documents.columns.status')}</dt>
          <dd>
            {task.status.name}
            {task.decidedBy ? ` · ${t('documents.decided', { by: task.decidedBy })}` : ''}
          </dd>
        </div>
      </dl>
      <h3 className="bo-section-title">{t('documents.files')}</h3>
      <div className="bo-files">
        {task.files.map((file) => (
          <Button
            key={file.id}
            label={file.name}
            icon="pi pi-external-link"
            link
            size="small"
            onClick={() => void openFileDownload(file.id)}
          />
        ))}
      </div>
      <h3 className="bo-section-title">{t('documents.summary')}</h3>
      <Summary task={task} />
      {pending && (
        <div className="bo-decision">
          <FormField
            id="doc-reason"
            label={t('documents.reason')}
            error={rejecting && !reason ? t('documents.reasonRequired') : null}
          >
            <Dropdown
              inputId="doc-reason"
              value={reason}
              options={REJECTION_REASONS.map((value) => ({ value, label: t(`documents.reasons.${value}`) }))}
              onChange={(e) => setReason(e.value as RejectionReason)}
              placeholder={t('documents.reason')}
              className="bo-reason"
            />
          </FormField>
          <FormField
            id="doc-comment"
            label={t('documents.comment')}
            error={rejecting && !comment.trim() ? t('documents.commentRequired') : null}
          >
            <InputTextarea
              id="doc-comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              rows={3}
              maxLength={2000}
              autoResize
            />
          </FormField>
        </div>
      )}
    </Dialog>
  );
}
