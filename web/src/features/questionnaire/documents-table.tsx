import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { BankDocument } from '@shared/api/areas/profiles';
import { openFileDownload } from '../../shared/api/download-file';
import { QUESTIONNAIRE_NS } from './i18n';
import { PlainTable, type PlainColumn } from './plain-table';
import { formatDate } from '../../shared/i18n/dates';

/** An icon button of a table row: its label is both its accessible name and its tooltip. */
export function RowAction(props: { icon: string; label: string; danger?: boolean; onClick: () => void }) {
  return (
    <Button
      icon={props.icon}
      text
      rounded
      severity={props.danger ? 'danger' : 'secondary'}
      aria-label={props.label}
      tooltip={props.label}
      onClick={props.onClick}
    />
  );
}

/** The documents a chapter lists (02 §2.5 items 4, 6): file name, upload date, download and, where allowed, delete. */
export function DocumentsTable({
  documents,
  onDelete,
  testId,
}: {
  documents: readonly BankDocument[];
  onDelete?: (id: string) => void;
  testId: string;
}) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const columns: PlainColumn<BankDocument>[] = [
    { header: t('bank.documentName'), body: (d) => d.fileInfo.name },
    { header: t('bank.uploadDate'), body: (d) => formatDate(d.fileInfo.uploadDate) },
    {
      className: 'q-actions-column',
      body: (d) => (
        <div className="q-row-actions">
          <RowAction
            icon="pi pi-download"
            label={t('actions.download')}
            onClick={() => void openFileDownload(d.fileInfo.id)}
          />
          {onDelete && (
            <RowAction
              icon="pi pi-trash"
              danger
              label={t('bank.deleteDocument')}
              onClick={() => onDelete(d.id)}
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <PlainTable rows={documents} columns={columns} emptyMessage={t('bank.noDocuments')} testId={testId} />
  );
}
