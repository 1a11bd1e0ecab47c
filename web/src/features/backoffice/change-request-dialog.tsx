import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import { FormField } from '../../shared/ui/form-field';
import { openFileDownload } from '../../shared/api/download-file';
import { changeRows, confirmationDocuments } from './change-rows';
import { useDecideChangeRequest } from './decide-change-request';
import { BACKOFFICE_NS } from './i18n';
import { STATUS_SEVERITY } from './status-severity';
import { formatDateTime } from '../../shared/i18n/dates';

/**
 * One change request: who sent it and when, its old and new values side by side, and for a pending
 * one the decision with a required comment. Closes when decided.
 */
export function ChangeRequestDialog({ request, onClose }: { request: ChangeRequest; onClose: () => void }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const decide = useDecideChangeRequest();
  const [comment, setComment] = useState('');
  const [commentTouched, setCommentTouched] = useState(false);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const pending = request.status === 'PENDING';
  const rows = changeRows(request).filter((r) => !onlyChanged || r.changed);
  const documents = confirmationDocuments(request);
  const confirms =
    request.kind === 'BANK_ACCOUNTS' ||
    request.kind === 'POSTAL_ADDRESS' ||
    request.kind === 'REGISTRATION_DATA' ||
    request.kind === 'TAX_REGIME';
  const commentMissing = comment.trim().length === 0;

  const submit = (decision: 'APPROVE' | 'REJECT') => {
    if (commentMissing) return setCommentTouched(true);
    decide.mutate({ id: request.id, decision, comment: comment.trim() }, { onSettled: onClose });
  };

  const meta = [
    [t('detail.code'), request.companyCode],
    [t('detail.accountType'), t(`accountType.${request.accountType}`)],
    [t('detail.createdBy'), request.createdBy],
    [t('detail.createdAt'), formatDateTime(request.createdAt)],
    ...(request.decidedAt
      ? [
          [t('detail.decidedBy'), request.decidedBy ?? ''],
          [t('detail.decidedAt'), formatDateTime(request.decidedAt)],
          [t('detail.comment'), request.comment ?? ''],
        ]
      : []),
  ];

  return (
    <Dialog
      visible
      header={
        <span className="bo-dialog-title">
          {t('detail.title', {
            kind: t(`common:changeRequestKind.${request.kind}`),
            company: request.companyName,
          })}
          <Tag value={t(`statusOne.${request.status}`)} severity={STATUS_SEVERITY[request.status]} />
        </span>
      }
      onHide={onClose}
      style={{ width: 'min(980px, 96vw)' }}
      footer={
        pending ? (
          <>
            <Button
              label={t('detail.close')}
              severity="secondary"
              text
              onClick={onClose}
              disabled={decide.isPending}
            />
            <Button
              label={t('detail.reject')}
              icon="pi pi-times"
              severity="danger"
              outlined
              onClick={() => submit('REJECT')}
              loading={decide.isPending && decide.variables.decision === 'REJECT'}
              disabled={decide.isPending}
              data-testid="decision-reject"
            />
            <Button
              label={t('detail.approve')}
              icon="pi pi-check"
              severity="success"
              onClick={() => submit('APPROVE')}
              loading={decide.isPending && decide.variables.decision === 'APPROVE'}
              disabled={decide.isPending}
              data-testid="decision-approve"
            />
          </>
        ) : (
          <Button label={t('detail.close')} onClick={onClose} autoFocus />
        )
      }
      data-testid="change-request-dialog"
    >
      <dl className="bo-meta">
        {meta.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="consent bo-only-changed">
        <Checkbox
          inputId="bo-only-changed"
          checked={onlyChanged}
          onChange={(e) => setOnlyChanged(!!e.checked)}
        />
        <label htmlFor="bo-only-changed">{t('detail.onlyChanged')}</label>
      </div>
      <table className="bo-compare" data-testid="change-compare">
        <thead>
          <tr>
            <th>{t('detail.field')}</th>
            <th>{t('detail.old')}</th>
            <th>{t('detail.new')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.changed ? 'bo-changed' : undefined}>
              <th scope="row">{r.labelKey ? t(r.labelKey) : r.label}</th>
              <td data-testid={`old-${r.key}`}>{r.before || '—'}</td>
              <td data-testid={`new-${r.key}`}>{r.afterKey ? t(r.afterKey) : r.after || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirms && (
        <section className="bo-documents" data-testid="change-documents">
          <h3>{t('detail.documents')}</h3>
          {documents.length === 0 ? (
            <p className="muted">{t('detail.noDocuments')}</p>
          ) : (
            <ul>
              {documents.map((d) => (
                <li key={d.id}>
                  <Button
                    label={d.fileInfo.name}
                    icon="pi pi-download"
                    link
                    size="small"
                    aria-label={`${t('detail.download')}: ${d.fileInfo.name}`}
                    onClick={() => void openFileDownload(d.fileInfo.id)}
                  />{' '}
                  <span className="muted">{formatDateTime(d.fileInfo.uploadDate)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {pending && (
        <div className="bo-decision">
          <FormField
            id="bo-comment"
            label={`${t('detail.commentLabel')} *`}
            hint={t('detail.commentHint')}
            error={commentTouched && commentMissing ? t('detail.commentRequired') : null}
          >
            <InputTextarea
              id="bo-comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              onBlur={() => setCommentTouched(true)}
              rows={3}
              maxLength={2000}
              autoResize
              invalid={commentTouched && commentMissing}
            />
          </FormField>
        </div>
      )}
    </Dialog>
  );
}
