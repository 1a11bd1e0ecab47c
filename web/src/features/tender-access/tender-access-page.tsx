import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STATEMENT_MAX_BYTES,
  type AccessRow,
  type StatementLine,
  type TenderAccessStatus,
} from '@shared/api/areas/tenders';
import { showNotice } from '../../shared/api/dialogs';
import { uploadFailureText } from '../../shared/api/upload-file';
import { BackofficeQueue } from '../../shared/ui/backoffice-queue';
import { PageHeading } from '../../shared/ui/page-heading';
import { TENDER_ACCESS_NS } from './i18n';
import {
  useAccessHistory,
  useAccessList,
  usePaymentReceived,
  useUploadStatement,
} from './tender-access-queries';
import './tender-access.css';
import { RefreshButton } from '../../shared/ui/refresh-button';
import { formatDate, formatDateTime } from '../../shared/i18n/dates';
import { DateInput } from '../../shared/ui/date-input';

const show = (date: string | null) => (date ? formatDate(date) : '');

const FILTERS = ['TEMPORARY', 'BLOCKED', 'OPEN', 'PENDING'] as const;
const SEVERITY = {
  OPEN: 'success',
  TEMPORARY: 'info',
  BLOCKED: 'warning',
  PENDING: 'danger',
  NOT_CONFIRMED: 'secondary',
} as const;
const OUTCOME_SEVERITY = { MATCHED: 'success', ALREADY_RECORDED: 'info', UNMATCHED: 'warning' } as const;

interface PaymentTarget {
  counterpartyId: string;
  companyName: string;
  paidOn: string;
  comment: string;
}

/**
 * /backoffice/tender-access (moderator group, the back office's reviewers): suppliers by status and due
 * date, the bank statement upload with its matching result, a manual "payment received" and the history.
 */
export function TenderAccessPage() {
  const { t } = useTranslation(TENDER_ACCESS_NS);
  const [status, setStatus] = useState<TenderAccessStatus | 'ALL'>('ALL');
  const list = useAccessList(status === 'ALL' ? null : status);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<AccessRow | null>(null);
  const options: { value: TenderAccessStatus | 'ALL'; label: string }[] = [
    { value: 'ALL', label: t('all') },
    ...FILTERS.map((value) => ({ value, label: t(`status.${value}`) })),
  ];
  const today = dayjs().format('YYYY-MM-DD');

  return (
    <section className="page" data-testid="tender-access">
      <PageHeading title={t('title')}>
        <RefreshButton label={t('refresh')} query={list} />
      </PageHeading>
      <p className="page-intro">{t('intro')}</p>
      <StatementUpload
        onDecide={(line) =>
          line.counterpartyId &&
          setPaying({
            counterpartyId: line.counterpartyId,
            companyName: line.companyName ?? '',
            paidOn: line.date,
            comment: `№ ${line.number} ${show(line.date)}, ${line.amount}: ${line.purpose}`.slice(0, 2000),
          })
        }
      />
      <BackofficeQueue
        filter={{
          value: status,
          options,
          onChange: setStatus,
          className: 'ta-filter',
          testId: 'access-filter',
        }}
        query={list}
        loadFailed={t('loadFailed')}
        empty={t('empty')}
        dataKey="counterpartyId"
        testId="access-table"
        striped
        scrollClassName="ta-scroll"
      >
        <Column
          header={t('columns.company')}
          body={(r: AccessRow) => (
            <div className="ta-company">
              <span className="ta-company-name">{r.companyName}</span>
              <span className="muted small">{r.companyCode}</span>
            </div>
          )}
        />
        <Column header={t('columns.code')} body={(r: AccessRow) => r.paymentCode} />
        <Column
          header={t('columns.status')}
          body={(r: AccessRow) => (
            <Tag value={t(`status.${r.accessStatus}`)} severity={SEVERITY[r.accessStatus]} />
          )}
        />
        <Column
          header={t('columns.due')}
          body={(r: AccessRow) =>
            r.dateTo
              ? t('due.until', { date: show(r.dateTo) })
              : r.blockedFrom
                ? t('due.from', { date: show(r.blockedFrom) })
                : ''
          }
        />
        <Column header={t('columns.accepted')} body={(r: AccessRow) => show(r.licenceAcceptedDate)} />
        <Column
          body={(r: AccessRow) => (
            <div className="ta-actions">
              <Button
                label={t('actions.paid')}
                size="small"
                outlined
                onClick={() =>
                  setPaying({
                    counterpartyId: r.counterpartyId,
                    companyName: r.companyName,
                    paidOn: today,
                    comment: '',
                  })
                }
                data-testid={`paid-${r.companyCode}`}
              />
              <Button
                label={t('actions.history')}
                size="small"
                text
                onClick={() => setHistoryOf(r)}
                data-testid={`history-${r.companyCode}`}
              />
            </div>
          )}
        />
      </BackofficeQueue>
      {paying && <PaymentDialog target={paying} onClose={() => setPaying(null)} />}
      {historyOf && <HistoryDialog row={historyOf} onClose={() => setHistoryOf(null)} />}
    </section>
  );
}

/** A refused statement: the rule it breaks, in a 'Внимание!' modal (01 §5.3). */
const warn = (text: string) => showNotice({ titleKey: 'dialogs.attentionTitle', text, closable: true });

function StatementUpload({ onDecide }: { onDecide: (line: StatementLine) => void }) {
  const { t, i18n } = useTranslation(TENDER_ACCESS_NS);
  const upload = useUploadStatement();
  /** The size rules are checked before sending; the server states every other one (format, encoding, lines). */
  const send = (file: File) => {
    if (file.size === 0) return warn(t('statement.empty'));
    if (file.size > STATEMENT_MAX_BYTES) {
      return warn(
        t('statement.tooLarge', {
          mb: STATEMENT_MAX_BYTES / 1_000_000,
          bytes: STATEMENT_MAX_BYTES.toLocaleString(i18n.language),
        }),
      );
    }
    upload.mutate(file, {
      onError: (error) => warn(uploadFailureText(error) ?? t('statement.failed')),
    });
  };
  const lines = upload.data?.lines ?? [];
  const count = (outcome: StatementLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
  return (
    <div className="card ta-statement" data-testid="statement">
      <h2>{t('statement.title')}</h2>
      <p className="muted small">{t('statement.hint')}</p>
      <label className="p-button p-component ta-file">
        <i className="pi pi-upload" aria-hidden /> {t('statement.choose')}
        <input
          type="file"
          accept=".txt,text/plain"
          className="ta-file-input"
          data-testid="statement-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) send(file);
            e.target.value = '';
          }}
        />
      </label>
      {upload.isError && <Message severity="error" text={t('statement.failed')} />}
      {upload.data && (
        <>
          <h3>{t('statement.result')}</h3>
          <p data-testid="statement-summary">
            {t('statement.summary', {
              total: lines.length,
              matched: count('MATCHED'),
              already: count('ALREADY_RECORDED'),
              unmatched: count('UNMATCHED'),
            })}
          </p>
          <div className="ta-scroll">
            <DataTable value={lines} dataKey="index" stripedRows data-testid="statement-lines">
              <Column header={t('statement.columns.line')} body={(l: StatementLine) => l.index} />
              <Column
                header={t('statement.columns.document')}
                body={(l: StatementLine) => `№ ${l.number}, ${show(l.date)}, ${l.amount}`}
              />
              <Column
                header={t('statement.columns.payer')}
                body={(l: StatementLine) => `${l.payerName} (${l.payerInn})`}
              />
              <Column header={t('statement.columns.purpose')} body={(l: StatementLine) => l.purpose} />
              <Column
                header={t('statement.columns.outcome')}
                body={(l: StatementLine) => (
                  <div className="ta-company">
                    <Tag value={t(`statement.outcome.${l.outcome}`)} severity={OUTCOME_SEVERITY[l.outcome]} />
                    {l.reason && <span className="muted small">{t(`statement.reason.${l.reason}`)}</span>}
                    {l.companyName && <span className="small">{l.companyName}</span>}
                    {l.outcome === 'UNMATCHED' && l.counterpartyId && (
                      <Button label={t('statement.decide')} size="small" text onClick={() => onDecide(l)} />
                    )}
                  </div>
                )}
              />
            </DataTable>
          </div>
        </>
      )}
    </div>
  );
}

function PaymentDialog({ target, onClose }: { target: PaymentTarget; onClose: () => void }) {
  const { t } = useTranslation(TENDER_ACCESS_NS);
  const pay = usePaymentReceived();
  const [paidOn, setPaidOn] = useState(target.paidOn);
  const [comment, setComment] = useState(target.comment);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(paidOn) && comment.trim().length > 0;
  return (
    <Dialog
      header={t('paid.title', { company: target.companyName })}
      visible
      onHide={onClose}
      className="ta-dialog"
      breakpoints={{ '640px': '100vw' }}
      footer={
        <>
          <Button label={t('paid.cancel')} text onClick={onClose} />
          <Button
            label={t('paid.save')}
            disabled={!valid}
            loading={pay.isPending}
            data-testid="paid-save"
            onClick={() =>
              pay.mutate(
                { counterpartyId: target.counterpartyId, paidOn, comment: comment.trim() },
                { onSuccess: onClose },
              )
            }
          />
        </>
      }
    >
      <div className="form-field">
        <label htmlFor="paid-on">{t('paid.date')}</label>
        <DateInput id="paid-on" value={paidOn} onChange={setPaidOn} />
      </div>
      <div className="form-field">
        <label htmlFor="paid-comment">{t('paid.comment')}</label>
        <InputTextarea
          id="paid-comment"
          value={comment}
          rows={3}
          maxLength={2000}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t('paid.commentHint')}
        />
      </div>
    </Dialog>
  );
}

function HistoryDialog({ row, onClose }: { row: AccessRow; onClose: () => void }) {
  const { t } = useTranslation(TENDER_ACCESS_NS);
  const history = useAccessHistory(row.counterpartyId);
  return (
    <Dialog
      header={t('history.title', { company: row.companyName })}
      visible
      onHide={onClose}
      className="ta-dialog"
      breakpoints={{ '640px': '100vw' }}
    >
      {history.data?.length === 0 && <p className="muted">{t('history.empty')}</p>}
      <ol className="ta-history" data-testid="access-history">
        {(history.data ?? []).map((e) => (
          <li key={e.id}>
            <strong>{t(`history.kind.${e.kind}`)}</strong> · {formatDateTime(e.at)}
            <br />
            <span className="muted small">
              {t('history.by')}: {e.by === 'system' ? t('history.system') : e.by}
              {e.comment ? ` — ${e.comment}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
