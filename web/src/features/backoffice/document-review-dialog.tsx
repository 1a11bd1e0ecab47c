import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AttachedFile, ReviewTask } from '@shared/api/areas/documents';
import { REJECTION_REASONS, type RejectionReason } from '@shared/constants/documents';
import { periodLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { openFileDownload } from '../../shared/api/download-file';
import { dictionaryQuery } from '../../shared/dictionaries/dictionary-entries';
import { FormField } from '../../shared/ui/form-field';
import { useDecideDocument, useRequestDocuments } from './document-queue';
import { BACKOFFICE_NS } from './i18n';
import { SignatureVerdicts } from '../../shared/ui/signature-verdicts';
import { formatDateTime } from '../../shared/i18n/dates';
import { shortFileName } from '../../shared/ui/short-text';

const amount = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 2 });

/** What was read from a tax report's XML: the taxpayer, the period and the key figures. */
function Summary({ task }: { task: ReviewTask }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NS);
  const summary = task.summary;
  if (!summary) return <p className="muted">{t('documents.noSummary')}</p>;
  const rows = [
    [t('documents.summaryFields.taxpayer'), summary.taxpayerName],
    [t('documents.summaryFields.innKpp'), [summary.inn, summary.kpp].filter(Boolean).join(' / ')],
    [t('documents.summaryFields.form'), `${summary.form} (${summary.knd})`],
    [
      t('documents.summaryFields.period'),
      `${periodLabel(
        {
          documentType: task.documentType,
          year: summary.reportingYear,
          quarter: task.reportingQuarter ?? null,
        },
        i18n.language as Language,
      )} (${t('documents.summaryFields.periodCode', { code: summary.periodCode })})`,
    ],
    [t('documents.summaryFields.correction'), String(summary.correctionNumber ?? 0)],
    ...(summary.program ? [[t('documents.summaryFields.program'), summary.program]] : []),
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
            {/* The return's own codes (the form's prefix NO_NDS, its KND) as filed: not words to translate. */}
            <td translate={label === t('documents.summaryFields.form') ? 'no' : undefined}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FileLinks({ files }: { files: readonly AttachedFile[] }) {
  return (
    <div className="bo-files">
      {files.map((file) => (
        <Button
          key={file.id}
          // Shortened in its middle like the supplier's list; the whole name on hover.
          label={shortFileName(file.name)}
          title={file.name}
          aria-label={file.name}
          icon="pi pi-external-link"
          link
          size="small"
          onClick={() => void openFileDownload(file.id)}
        />
      ))}
    </div>
  );
}

/** The request for additional documents on the task, and what the supplier uploaded since (03 §6). */
function RequestSection({ task }: { task: ReviewTask }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const request = task.additionalRequest;
  if (!request) return null;
  const waiting = request.state === 'WAITING';
  return (
    <section data-testid="document-request">
      <h3 className="bo-section-title">
        {t('documents.request')}{' '}
        <Tag
          value={t(waiting ? 'documents.requestWaiting' : 'documents.requestAnswered')}
          severity={waiting ? 'warning' : 'success'}
        />
      </h3>
      <p className="muted small">
        {t('documents.requestBy', {
          date: formatDateTime(request.requestedAt),
          by: task.requestedBy ?? '',
        })}
      </p>
      <p>{request.comment}</p>
      {request.documentTypes.length > 0 && (
        <p>
          {t('documents.requestedTypes')}: {request.documentTypes.map((type) => type.name).join(', ')}
        </p>
      )}
      <h4 className="bo-section-title">{t('documents.answers')}</h4>
      {request.answers.length === 0 ? (
        <p className="muted">{t('documents.noAnswers')}</p>
      ) : (
        <ul className="bo-answers" data-testid="request-answers">
          {request.answers.map((answer) => (
            <li key={answer.id}>
              {answer.name} · {answer.publicId} · {formatDateTime(answer.uploadDate)} · {answer.status.name}
              <FileLinks files={answer.files} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One document task: its files, what was read from it, and for one in review the decision. */
export function DocumentReviewDialog({ task, onClose }: { task: ReviewTask; onClose: () => void }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NS);
  const decide = useDecideDocument();
  const requestDocuments = useRequestDocuments();
  const documentTypes = useQuery(dictionaryQuery('DOCUMENT_TYPE', i18n.language as Language));
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [comment, setComment] = useState('');
  const [requested, setRequested] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const pending = task.status.code === 'DVS_IN_PROGRESS';
  // One open request at a time: a new one waits until the supplier answers.
  const canRequest = pending && task.additionalRequest?.state !== 'WAITING';
  const busy = decide.isPending || requestDocuments.isPending;

  const accept = () => decide.mutate({ id: task.id, decision: 'ACCEPT' }, { onSettled: onClose });
  const reject = () => {
    setRejecting(true);
    setRequesting(false);
    if (!reason || !comment.trim()) return;
    decide.mutate(
      { id: task.id, decision: 'REJECT', reasonCode: reason, comment: comment.trim() },
      { onSettled: onClose },
    );
  };

  const request = () => {
    setRequesting(true);
    setRejecting(false);
    if (!comment.trim()) return;
    requestDocuments.mutate(
      { id: task.id, comment: comment.trim(), documentTypes: requested },
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
              label={t('documents.requestDocuments')}
              icon="pi pi-file-import"
              severity="warning"
              outlined
              onClick={request}
              disabled={!canRequest || busy}
              tooltip={canRequest ? undefined : t('documents.requestPendingHint')}
              tooltipOptions={{ showOnDisabled: true }}
              data-testid="document-request-documents"
            />
            <Button
              label={t('documents.reject')}
              icon="pi pi-times"
              severity="danger"
              outlined
              onClick={reject}
              disabled={busy}
              data-testid="document-reject"
            />
            <Button
              label={t('documents.accept')}
              icon="pi pi-check"
              severity="success"
              onClick={accept}
              disabled={requestDocuments.isPending}
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
          <dd>{formatDateTime(task.uploadDate)}</dd>
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
      <FileLinks files={task.files} />
      <SignatureVerdicts task={task} />
      <h3 className="bo-section-title">{t('documents.summary')}</h3>
      <Summary task={task} />
      <RequestSection task={task} />
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
            error={
              !comment.trim()
                ? rejecting
                  ? t('documents.commentRequired')
                  : requesting
                    ? t('documents.requestCommentRequired')
                    : null
                : null
            }
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
          {canRequest && (
            <FormField
              id="doc-requested"
              label={t('documents.requestedTypes')}
              hint={t('documents.requestedTypesHint')}
            >
              <MultiSelect
                inputId="doc-requested"
                value={requested}
                options={(documentTypes.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
                onChange={(e) => setRequested(e.value as string[])}
                filter
                display="chip"
                placeholder={t('documents.requestedTypes')}
                className="bo-reason"
                data-testid="doc-requested-types"
              />
            </FormField>
          )}
        </div>
      )}
    </Dialog>
  );
}
