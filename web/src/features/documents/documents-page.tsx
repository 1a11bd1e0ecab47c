import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { DocumentSpec, DocumentTask } from '@shared/api/areas/documents';
import { FINANCE_YEARS_BACK } from '@shared/constants/documents';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';
import { runtimeConfig } from '../../shared/config/runtime-config';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { CalendarList } from './calendar-list';
import { usePortions, useSpec } from './documents-queries';
import { EditingLimited } from '../../shared/ui/editing-limited';
import { FinanceTab } from './finance-tab';
import { periodLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { DOCUMENTS_NS } from './i18n';
import { AdditionalRequestNote, StatusTag, TaskFiles, TaskName } from './task-views';
import { SignatureVerdicts } from '../../shared/ui/signature-verdicts';
import './documents.css';
import { useTablePaging } from '../../shared/ui/table-paging';
import { usePhone } from '../../shared/ui/use-phone';
import { DocumentCards } from './document-cards';
import { formatDate } from '../../shared/i18n/dates';

/** Finance years: the three before the current one (03 §9), by the server's calendar. */
const financeYears = (periods: DocumentSpec['reportingPeriods']) =>
  periods.slice(1, 1 + FINANCE_YEARS_BACK).map((p) => p.year);

function HistoryTable({ tasks, loading }: { tasks: DocumentTask[]; loading: boolean }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const paging = useTablePaging();
  const phone = usePhone();
  if (phone) {
    return (
      <DocumentCards
        tasks={tasks}
        loading={loading}
        testId="documents-history"
        details={(task) => <AdditionalRequestNote task={task} subcontractorId={null} />}
      />
    );
  }
  // No inner scroll box (03 §9's 800 px): the page scrolls, ten short rows a page, none cut.
  return (
    <DataTable
      {...paging}
      value={tasks}
      dataKey="id"
      loading={loading}
      emptyMessage={t('empty')}
      paginator={tasks.length > DEFAULT_PAGE_SIZE}
      rows={DEFAULT_PAGE_SIZE}
      stripedRows
      className="doc-table"
      data-testid="documents-history"
    >
      <Column header={t('columns.name')} body={(task: DocumentTask) => <TaskName task={task} />} />
      <Column
        header={t('columns.relevance')}
        body={(task: DocumentTask) => t(`relevance.${task.statusFromSmbk ?? 'none'}`)}
        bodyClassName="doc-nowrap"
      />
      <Column
        header={t('columns.uploadDate')}
        body={(task: DocumentTask) => formatDate(task.uploadDate)}
        bodyClassName="doc-nowrap"
      />
      <Column header={t('columns.status')} body={(task: DocumentTask) => <StatusTag task={task} />} />
      <Column
        header={t('columns.lastModified')}
        body={(task: DocumentTask) => formatDate(task.lastModifiedDate)}
        bodyClassName="doc-nowrap"
      />
      <Column
        header={t('columns.comment')}
        body={(task: DocumentTask) => (
          <>
            {task.comment && (
              <span className="doc-clamp" title={task.comment}>
                {task.comment}
              </span>
            )}
            <AdditionalRequestNote task={task} subcontractorId={null} />
          </>
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
    </DataTable>
  );
}

/** The required documents of the specification and whether each is loaded (in review or accepted). */
function RequiredChecklist({ spec }: { spec: DocumentSpec }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const info = new Map(spec.required.existingDocumentInfoList.map((i) => [i.documentType, i]));
  // A tax return filed for an earlier period is not loaded while the banner asks for the current one:
  // the checklist and the warning above the tabs say the same.
  const due = new Set(spec.taxReturnWarnings.map((w) => w.documentType));
  const isLoaded = (code: string) => (info.get(code)?.loaded ?? false) && !due.has(code);
  const missing = spec.required.documentTypes.filter((type) => !isLoaded(type.code));
  return (
    <div className="doc-required" data-testid="required-documents">
      <h2>{t('required.title')}</h2>
      <Message
        severity={missing.length === 0 ? 'success' : 'warn'}
        text={
          missing.length === 0
            ? t('required.allLoaded')
            : t('required.someMissing', { count: missing.length })
        }
      />
      <ul>
        {spec.required.documentTypes.map((type) => {
          const loaded = isLoaded(type.code);
          return (
            <li key={type.code}>
              <span>{type.name}</span>
              {loaded ? (
                <Tag severity="success" value={t('required.loaded')} />
              ) : (
                <Link to={`/documents/create?docType=${type.code}`}>
                  <Tag severity="warning" value={t('required.missing')} />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The tax returns due now and not filed (03 §4, §9; the server sends them while SHOW_WARNING_MES is on). */
function TaxReturnWarnings({ spec }: { spec: DocumentSpec }) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  if (spec.taxReturnWarnings.length === 0) return null;
  return (
    <div className="doc-warnings" data-testid="tax-return-warnings">
      {spec.taxReturnWarnings.map((w) => {
        const period = periodLabel(
          { documentType: w.documentType, year: w.reportingYear, quarter: w.reportingQuarter },
          i18n.language as Language,
        );
        return (
          <Message
            key={`${w.documentType}-${w.reportingYear}-${w.reportingQuarter}`}
            severity="warn"
            content={
              <span>
                <strong>{t('taxReturnWarning.title')}</strong>{' '}
                {t('taxReturnWarning.text', { name: w.name, period })}{' '}
                {spec.canSave && (
                  <Link to={`/documents/create?docType=${w.documentType}`}>
                    {t('taxReturnWarning.upload')}
                  </Link>
                )}
              </span>
            }
          />
        );
      })}
    </div>
  );
}

/** The old document link (01 §9, 03 §9): the documents uploaded in the previous cabinet, where the stage sets it. */
function OldDocumentsLink() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const url = runtimeConfig().features.oldDocumentsUrl;
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="doc-status-link doc-old-link">
      <i className="pi pi-external-link" aria-hidden /> {t('oldDocuments')}
    </a>
  );
}

/**
 * /documents/: the documents history, the upload status (what the specification still asks for) and,
 * for entrepreneurs only, the finance indicators (03 §2). Non-residents have no documents (03 §1); with
 * the stage's display of linked documents off, the history is /404 for every supplier (03 §2).
 */
export function DocumentsPage() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const user = useCurrentUser();
  const spec = useSpec();
  const portions = usePortions();
  if (user?.accountType === 'NONRESIDENT' || !runtimeConfig().features.showLinkedDocuments) {
    return <Navigate to="/404" replace />;
  }
  const canSave = spec.data?.canSave ?? false;

  return (
    <section className="page" data-testid="documents-page">
      <PageHeading title={t('tabs.history')}>
        <Link to="/documents/status" className="p-button p-button-outlined p-button-secondary p-button-sm">
          {t('toStatus')}
        </Link>
        {canSave && (
          <Link to="/documents/create" className="p-button p-button-sm" data-testid="add-documents">
            <i className="pi pi-plus" aria-hidden />
            &nbsp;{t('add')}
          </Link>
        )}
      </PageHeading>
      {/* The warnings above the tabs come with the specification: the tabs wait for it, so the history
          does not jump down when they arrive (a layout shift Lighthouse measured). */}
      {!spec.isPending && (
        <>
          {spec.data && !canSave && <EditingLimited className="doc-limited" />}
          {spec.data && <TaxReturnWarnings spec={spec.data} />}
          {(spec.isError || portions.isError) && <Message severity="error" text={t('loadFailed')} />}
          <TabView scrollable>
            <TabPanel header={t('tabs.history')}>
              <OldDocumentsLink />
              <HistoryTable tasks={portions.data?.content ?? []} loading={portions.isPending} />
            </TabPanel>
            <TabPanel header={t('tabs.uploads')}>
              {spec.data && <RequiredChecklist spec={spec.data} />}
              <CalendarList />
              <Link to="/documents/status" className="doc-status-link">
                <i className="pi pi-list" aria-hidden /> {t('toStatus')}
              </Link>
            </TabPanel>
            {user?.accountType === 'INDIVIDUAL' && (
              <TabPanel header={t('tabs.finance')}>
                <FinanceTab
                  taxRegime={spec.data?.taxRegime ?? null}
                  years={financeYears(spec.data?.reportingPeriods ?? [])}
                />
              </TabPanel>
            )}
          </TabView>
        </>
      )}
    </section>
  );
}
