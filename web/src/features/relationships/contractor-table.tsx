import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContractorRow, LinkType } from '@shared/api/areas/relationships';
import { RELATIONSHIPS_NS } from './i18n';
import { ResponsiveTable, type Layout } from '../../shared/ui/responsive-table';

export interface RowActions {
  type: LinkType;
  /** The general "can save" flag (02 §6): without it add and delete are disabled. */
  canSave: boolean;
  onLink: (row: ContractorRow) => void;
  onReplace: (row: ContractorRow) => void;
  onDelete: (row: ContractorRow) => void;
}

interface Props {
  testId: string;
  page: { content: ContractorRow[]; elementCount: number } | undefined;
  loading: boolean;
  first: number;
  rows: number;
  onPage: (first: number, rows: number) => void;
  actions?: RowActions;
}

function Check({ on, label }: { on: boolean; label: string }) {
  return on ? <i className="pi pi-check rel-check" role="img" aria-label={label} /> : null;
}

/**
 * A paginated table of contractor rows with the columns of 02 §2.6; marked rows are highlighted. On a
 * phone the same columns are cards: ten columns in fixed shares of 360 px ran into each other.
 */
export function ContractorTable({ testId, page, loading, first, rows, onPage, actions }: Props) {
  const { t } = useTranslation(RELATIONSHIPS_NS);
  const yes = t('yes');
  return (
    <ResponsiveTable
      rows={page?.content ?? []}
      dataKey="id"
      columns={(layout: Layout) => contractorColumns(t, yes, actions, layout === 'cards')}
      pageRows={rows}
      server={{ first, total: page?.elementCount ?? 0, onPage }}
      loading={loading}
      empty={t('empty')}
      testId={testId}
      marked={{ is: (row) => row.isOnDelete || row.isOnReplace, rowClass: 'rel-marked' }}
      striped
      small
      className="rel-table"
      scrollClassName="rel-scroll"
    />
  );
}

/**
 * The table's columns, which the phone's cards show too. On a phone the delete button joins the row's other
 * actions: a column of its own became a line of its own under them.
 */
function contractorColumns(t: TFunction, yes: string, actions: RowActions | undefined, phone: boolean) {
  const deleteButton = (r: ContractorRow, a: RowActions) => (
    <Button
      icon="pi pi-trash"
      rounded
      text
      severity="danger"
      aria-label={t('delete')}
      disabled={!a.canSave || r.isOnDelete || r.isOnReplace}
      onClick={() => a.onDelete(r)}
      data-testid="rel-delete"
    />
  );
  const columns = [
    <Column key="code" header={t('columns.code')} body={(r: ContractorRow) => r.code ?? ''} />,
    <Column
      key="name"
      header={t('columns.name')}
      body={(r: ContractorRow) => (
        <span className="rel-name">
          {/* A subcontractor without a cabinet: its page, where the supplier files its documents (03 §2). */}
          {r.showSubcontractorPage ? (
            <Link to={`/subcontractor/${r.id}`} title={t('subcontractorPage')}>
              {r.name}
            </Link>
          ) : (
            r.name
          )}
          {r.isOnDelete && <Tag severity="warning" value={t('marked.delete')} />}
          {r.isOnReplace && <Tag severity="warning" value={t('marked.replace')} />}
        </span>
      )}
    />,
    <Column
      key="inn"
      header={t('columns.inn')}
      body={(r: ContractorRow) => (
        <span title={r.countryName ?? undefined}>
          {r.countryCode} | {r.inn ?? ''}
        </span>
      )}
    />,
    <Column key="kpp" header={t('columns.kpp')} body={(r: ContractorRow) => r.kpp ?? ''} />,
    <Column key="ogrn" header={t('columns.ogrn')} body={(r: ContractorRow) => r.ogrn ?? ''} />,
    <Column
      key="documents"
      header={<span title={t('columns.documentsFull')}>{t('columns.documents')}</span>}
      body={(r: ContractorRow) => <Check on={r.loadedAllRequiredDocuments} label={yes} />}
    />,
    <Column
      key="pbiot"
      header={<span title={t('columns.pbiotFull')}>{t('columns.pbiot')}</span>}
      body={(r: ContractorRow) => <Check on={r.pbiotComplete} label={yes} />}
    />,
    <Column
      key="resident"
      header={t('columns.resident')}
      body={(r: ContractorRow) => <Check on={r.isResident} label={yes} />}
    />,
    actions && (
      <Column
        key="actions"
        header={t('columns.actions')}
        body={(r: ContractorRow) => {
          const text = [
            r.showLinkButton && (
              <Button
                key="link"
                label={t(`link.${actions.type}`)}
                size="small"
                text
                onClick={() => actions.onLink(r)}
                data-testid="rel-link"
              />
            ),
            r.showReplaceButton && (
              <Button
                key="replace"
                label={t('replace')}
                size="small"
                text
                disabled={!actions.canSave}
                onClick={() => actions.onReplace(r)}
                data-testid="rel-replace"
              />
            ),
          ];
          return phone ? (
            <div className="rel-actions rel-card-actions">
              <div className="rel-actions">{text}</div>
              {deleteButton(r, actions)}
            </div>
          ) : (
            <div className="rel-actions">{text}</div>
          );
        }}
      />
    ),
    actions && !phone && <Column key="delete" body={(r: ContractorRow) => deleteButton(r, actions)} />,
  ];
  return columns.filter(Boolean);
}
