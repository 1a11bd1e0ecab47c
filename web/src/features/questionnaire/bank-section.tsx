import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BankAccount, ProfileForm } from '@shared/api/areas/profiles';
import { isRussianBank } from './bank-search';
import {
  useDeleteBankAccount,
  useDeleteBankDocument,
  useResetBankChapter,
  useSendBankChanges,
} from './bank-draft';
import { ChapterNotices } from './chapter-notices';
import { DocumentsTable, RowAction } from './documents-table';
import { QUESTIONNAIRE_NS } from './i18n';
import { PlainTable, type PlainColumn } from './plain-table';
import { ConfirmSendDialog, SuccessDialog } from './questionnaire-dialogs';

/** The account editor (bank search, currencies, checks) loads when it is opened, not with the questionnaire. */
const BankAccountDialog = lazy(() =>
  import('./bank-account-dialog').then((m) => ({ default: m.BankAccountDialog })),
);

type BankChapter = NonNullable<ProfileForm['bankAccountChapter']>;

interface AccountsTableProps {
  accounts: readonly BankAccount[];
  testId: string;
  onEdit?: (account: BankAccount) => void;
  onDelete?: (account: BankAccount) => void;
}

function AccountsTable({ accounts, testId, onEdit, onDelete }: AccountsTableProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const columns: PlainColumn<BankAccount>[] = [
    { header: t('bank.bank'), body: (a) => a.bank.name },
    {
      header: t('bank.accountNumber'),
      body: (a) => <span className="mono">{a.accountNumber || '—'}</span>,
    },
    {
      header: t('bank.bankCodeColumn'),
      body: (a) => (
        <span title={isRussianBank(a.bank) ? t('bank.bik') : t('bank.bankCode')} className="mono">
          {a.bank.bankCode}
        </span>
      ),
    },
    {
      header: t('bank.corrAccount'),
      body: (a) =>
        isRussianBank(a.bank) ? (
          <span className="mono">{a.bank.correspondingAccounts[0]?.correspondingAccountNumber ?? '—'}</span>
        ) : (
          '—'
        ),
    },
    { header: t('bank.currency'), body: (a) => `${a.currency.code} · ${a.currency.name}` },
  ];
  if (onEdit && onDelete) {
    columns.push({
      className: 'q-actions-column',
      body: (a) => (
        <div className="q-row-actions">
          <RowAction icon="pi pi-pencil" label={t('bank.editAccount')} onClick={() => onEdit(a)} />
          <RowAction icon="pi pi-trash" danger label={t('bank.deleteAccount')} onClick={() => onDelete(a)} />
        </div>
      ),
    });
  }
  return (
    <PlainTable
      rows={accounts}
      columns={columns}
      emptyMessage={t('bank.noAccounts')}
      striped
      testId={testId}
    />
  );
}

/**
 * Item 6 of 02 §2.5 (residents): the accounts KSSS holds, and an edited list (the draft) with its
 * confirming documents that is sent as one change request and waits for review.
 */
export function BankSection({ chapter, isEditable }: { chapter: BankChapter; isEditable: boolean }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const { settings } = chapter;
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<{ account: BankAccount | null } | null>(null);
  const [toDelete, setToDelete] = useState<BankAccount | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const deleteAccount = useDeleteBankAccount();
  const deleteDocument = useDeleteBankDocument();
  const reset = useResetBankChapter();
  const send = useSendBankChanges();

  // A request waiting for review: what KSSS holds and what was asked for.
  const pending = settings.description.length > 0 && !settings.isButtonVisible;
  const mayEdit = isEditable && settings.description.length === 0;
  const editMode = mayEdit && (settings.showEditModeFields || editing);
  // Changed details go to review only with a document confirming them (the server refuses otherwise).
  const needsDocument = settings.isButtonEnabled && chapter.bankAccountsDocuments.length === 0;

  const discard = () => reset.mutate(undefined, { onSuccess: () => setEditing(false) });
  const sendChanges = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSent(answer.description);
        setEditing(false);
      },
      onSettled: () => setConfirmSend(false),
    });
  const removeAccount = () => {
    if (!toDelete) return;
    deleteAccount.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <div data-testid="q-bank">
      <p className="q-section-intro">{t('bank.intro')}</p>
      <ChapterNotices
        description={settings.description}
        upload={
          editMode && settings.showDocumentUploadLink
            ? {
                text: t('bank.uploadText'),
                linkText: t('bank.uploadLink'),
                docType: 'BankDetailsConfirmation',
              }
            : null
        }
        testId="bank-notices"
      />
      {pending ? (
        <>
          <h3 className="q-subtitle">{t('bank.current')}</h3>
          <AccountsTable accounts={chapter.viewModeBankAccounts} testId="bank-accounts-view" />
          <h3 className="q-subtitle">
            <i className="pi pi-clock" aria-hidden /> {t('bank.requested')}
          </h3>
          <AccountsTable accounts={chapter.bankAccounts} testId="bank-accounts-requested" />
          {chapter.bankAccountsDocuments.length > 0 && (
            <>
              <h3 className="q-subtitle">{t('bank.documents')}</h3>
              <DocumentsTable documents={chapter.bankAccountsDocuments} testId="bank-documents" />
            </>
          )}
        </>
      ) : editMode ? (
        <>
          <div className="q-toolbar">
            <Button
              label={t('bank.add')}
              icon="pi pi-plus"
              size="small"
              onClick={() => setDialog({ account: null })}
              data-testid="bank-add"
            />
          </div>
          <AccountsTable
            accounts={chapter.bankAccounts}
            testId="bank-accounts-edit"
            onEdit={(account) => setDialog({ account })}
            onDelete={setToDelete}
          />
          {settings.isButtonEnabled && (
            <Message severity="info" className="q-notice q-below" text={t('bank.draft')} />
          )}
          <h3 className="q-subtitle">{t('bank.documents')}</h3>
          <DocumentsTable
            documents={chapter.bankAccountsDocuments}
            onDelete={(id) => deleteDocument.mutate(id)}
            testId="bank-documents"
          />
          {needsDocument && (
            <Message
              severity="warn"
              className="q-notice q-below"
              content={
                <span>
                  {t('bank.documentRequired')}{' '}
                  <Link to="/documents/create?docType=BankDetailsConfirmation">{t('bank.uploadLink')}</Link>
                </span>
              }
              data-testid="bank-document-required"
            />
          )}
          <div className="q-form-actions">
            {(settings.isViewModeAvailable || settings.isButtonEnabled) && (
              <Button
                label={t('bank.reset')}
                severity="secondary"
                text
                onClick={discard}
                loading={reset.isPending}
                data-testid="bank-reset"
              />
            )}
            {settings.isButtonVisible && (
              <Button
                label={t('bank.send')}
                icon="pi pi-send"
                disabled={!settings.isButtonEnabled || needsDocument}
                tooltip={needsDocument ? t('bank.documentRequired') : undefined}
                tooltipOptions={{ showOnDisabled: true }}
                onClick={() => setConfirmSend(true)}
                data-testid="bank-send"
              />
            )}
          </div>
        </>
      ) : (
        <>
          {mayEdit && settings.isViewModeAvailable && (
            <div className="q-toolbar">
              <Button
                label={t('actions.edit')}
                icon="pi pi-pencil"
                severity="secondary"
                outlined
                size="small"
                onClick={() => setEditing(true)}
                data-testid="bank-edit"
              />
            </div>
          )}
          <AccountsTable accounts={chapter.viewModeBankAccounts} testId="bank-accounts-view" />
          {chapter.bankAccountsDocuments.length > 0 && (
            <>
              <h3 className="q-subtitle">{t('bank.documents')}</h3>
              <DocumentsTable documents={chapter.bankAccountsDocuments} testId="bank-documents" />
            </>
          )}
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <BankAccountDialog account={dialog.account} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <ConfirmSendDialog
        text={
          toDelete ? t('bank.confirmDelete', { number: toDelete.accountNumber || toDelete.bank.name }) : null
        }
        busy={deleteAccount.isPending}
        onConfirm={removeAccount}
        destructive
        onCancel={() => setToDelete(null)}
      />
      <ConfirmSendDialog
        text={confirmSend ? t('bank.confirmSend') : null}
        busy={send.isPending}
        onConfirm={sendChanges}
        onCancel={() => setConfirmSend(false)}
      />
      <SuccessDialog text={sent} onClose={() => setSent(null)} />
    </div>
  );
}
