import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { DocumentTask } from '@shared/api/areas/documents';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@shared/constants/documents';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';
import { showNotice } from '../../shared/api/dialogs';
import { documentsHome } from '../../shared/config/documents-home';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { usePortions, useResend, useSpec, useSubcontractorId } from './documents-queries';
import { DOCUMENTS_NS } from './i18n';
import { AdditionalRequestNote, StatusTag, TaskFiles, TaskName } from './task-views';
import { SignatureVerdicts } from '../../shared/ui/signature-verdicts';
import './documents.css';
import { useTablePaging } from '../../shared/ui/table-paging';
import { formatDateTime } from '../../shared/i18n/dates';
import { usePhone } from '../../shared/ui/use-phone';
import { DocumentCards } from './document-cards';

/** The filters of 03 §2: status checkboxes, newest first, and a case-insensitive search over number and type. */
export function filterTasks(
  tasks: readonly DocumentTask[],
  filter: { statuses: ReadonlySet<DocumentStatus>; newestFirst: boolean; search: string },
): DocumentTask[] {
  const needle = filter.search.trim().toLowerCase();
  const shown = tasks.filter(
    (task) =>
      (filter.statuses.size === 0 || filter.statuses.has(task.status.code)) &&
      (needle === '' ||
        task.publicId.toLowerCase().includes(needle) ||
        task.name.toLowerCase().includes(needle) ||
        (task.customName ?? '').toLowerCase().includes(needle)),
  );
  const ordered = [...shown].sort((a, b) => a.uploadDate.localeCompare(b.uploadDate));
  return filter.newestFirst ? ordered.reverse() : ordered;
}

/**
 * The read-only list of documents under review with the filters of 03 §2; a rejected one shows its
 * reason and, for the supplier's own documents, can be sent again.
 */
export function StatusTable({ subcontractorId }: { subcontractorId: string | null }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const paging = useTablePaging();
  const portions = usePortions(subcontractorId);
  const spec = useSpec(subcontractorId);
  const resend = useResend();
  const [statuses, setStatuses] = useState<Set<DocumentStatus>>(new Set());
  const [newestFirst, setNewestFirst] = useState(true);
  const [search, setSearch] = useState('');

  const toggle = (status: DocumentStatus, on: boolean) => {
    const next = new Set(statuses);
    if (on) next.add(status);
    else next.delete(status);
    setStatuses(next);
  };
  const tasks = filterTasks(portions.data?.content ?? [], { statuses, newestFirst, search });
  // Resending is the supplier's own history's action; a subcontractor's rejected document is filed anew.
  const canResend = (spec.data?.canSave ?? false) && subcontractorId === null;

  const phone = usePhone();
  const reason = (task: DocumentTask) =>
    task.status.code === 'DVS_REJECTED' && task.comment ? (
      <span
        className="doc-reason doc-clamp"
        data-testid="rejection-reason"
        title={[...task.decisionReasonComments, task.comment].join('. ')}
      >
        <strong>{t('status.reason')}:</strong> {[...task.decisionReasonComments, task.comment].join('. ')}
      </span>
    ) : null;
  const resendButton = (task: DocumentTask) =>
    task.status.code === 'DVS_REJECTED' && canResend ? (
      <Button
        label={t('resend')}
        size="small"
        outlined
        loading={resend.isPending && resend.variables === task.id}
        onClick={() =>
          resend.mutate(task.id, {
            onSuccess: () =>
              showNotice({
                titleKey: 'dialogs.notificationTitle',
                textKey: 'documents:resent',
                closable: true,
              }),
          })
        }
      />
    ) : null;

  return (
    <>
      <fieldset className="doc-filters" aria-label={t('status.filters')}>
        <label className="doc-check">
          <Checkbox checked={newestFirst} onChange={(e) => setNewestFirst(e.checked ?? false)} />
          {t('status.newestFirst')}
        </label>
        {DOCUMENT_STATUSES.map((status) => (
          <label className="doc-check" key={status}>
            <Checkbox checked={statuses.has(status)} onChange={(e) => toggle(status, e.checked ?? false)} />
            {t(`status.${status}`)}
          </label>
        ))}
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('status.search')}
          aria-label={t('status.search')}
          className="doc-search"
        />
      </fieldset>
      {portions.isError && <Message severity="error" text={t('loadFailed')} />}
      {phone ? (
        <DocumentCards
          tasks={tasks}
          loading={portions.isPending}
          testId="documents-status-table"
          details={(task) => (
            <>
              {reason(task)}
              <AdditionalRequestNote task={task} subcontractorId={subcontractorId} />
              {resendButton(task)}
            </>
          )}
        />
      ) : (
        <DataTable
          {...paging}
          value={tasks}
          dataKey="id"
          loading={portions.isPending}
          emptyMessage={t('empty')}
          paginator={tasks.length > DEFAULT_PAGE_SIZE}
          rows={DEFAULT_PAGE_SIZE}
          className="doc-table"
          data-testid="documents-status-table"
        >
          <Column header={t('columns.name')} body={(task: DocumentTask) => <TaskName task={task} />} />
          <Column
            header={t('columns.uploadDate')}
            body={(task: DocumentTask) => formatDateTime(task.uploadDate)}
            bodyClassName="doc-nowrap"
          />
          <Column
            header={t('columns.status')}
            body={(task: DocumentTask) => (
              <div className="doc-status-cell">
                <StatusTag task={task} />
                {reason(task)}
                <AdditionalRequestNote task={task} subcontractorId={subcontractorId} />
              </div>
            )}
          />
          <Column
            header={t('columns.action')}
            body={(task: DocumentTask) => (
              <>
                <TaskFiles task={task} />
                <SignatureVerdicts task={task} />
              </>
            )}
          />
          <Column body={resendButton} />
        </DataTable>
      )}
    </>
  );
}

/**
 * /documents/status: the supplier's documents with their review status, read-only. With a subcontractor
 * id (/documents/status/{id}, subcontractor mode) they are that subcontractor's and the way back leads to
 * its page; there the edit flag stands in for the access flag (03 §2).
 */
export function DocumentStatusPage() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const user = useCurrentUser();
  const subcontractorId = useSubcontractorId();
  const spec = useSpec(subcontractorId);
  if (user?.accountType === 'NONRESIDENT') return <Navigate to="/404" replace />;
  if (subcontractorId && (spec.isError || spec.data?.canSave === false)) {
    return <Navigate to="/404" replace />;
  }

  return (
    <section className="page" data-testid="documents-status">
      <Link
        to={subcontractorId ? `/subcontractor/${subcontractorId}` : documentsHome()}
        className="doc-back"
        data-testid="status-back"
      >
        <i className="pi pi-arrow-left" aria-hidden /> {t('back')}
      </Link>
      <PageHeading title={t('toStatus')} />
      {spec.data?.subcontractor && (
        <p className="page-intro" data-testid="subcontractor-mode">
          {t('subcontractor.for', { name: spec.data.subcontractor.name })}
        </p>
      )}
      <p className="page-intro">{t('status.readOnly')}</p>
      <StatusTable subcontractorId={subcontractorId} />
    </section>
  );
}
