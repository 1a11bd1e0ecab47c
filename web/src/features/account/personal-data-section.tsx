import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadOwnExport,
  ownConsents,
  ownExport,
  requestOwnExport,
  withdrawConsent,
} from '@shared/api/areas/personal-data';
import { apiCall } from '../../shared/api/api-client';
import { openLink } from '../../shared/api/download-file';
import { useSignOut } from '../../shared/hooks/use-sign-out';
import { ConsentHistoryList } from '../../shared/ui/consent-history';
import { formatDateTime } from '../../shared/i18n/dates';

const at = (iso: string) => formatDateTime(iso);
/** While the archive is built in the background, its state is asked for again this often. */
const EXPORT_POLL_MS = 2000;

/** "Скачать мои данные": asks for the archive, follows its building, offers the short-lived link. */
function ExportBlock() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: [ownExport.id],
    queryFn: ({ signal }) => apiCall(ownExport, { silent: true, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? EXPORT_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => apiCall(requestOwnExport, {}),
    onSuccess: (started) => queryClient.setQueryData([ownExport.id], started),
  });
  const download = useMutation({
    mutationFn: async (exportId: string) =>
      openLink(await apiCall(downloadOwnExport, { params: { exportId } })),
  });
  const state = current.data;
  return (
    <div className="stack-form" data-testid="personal-data-export">
      <p className="muted">{t('personalData.export.hint')}</p>
      {state?.status === 'PENDING' && <p data-testid="export-pending">{t('personalData.export.pending')}</p>}
      {(state?.status === 'FAILED' || state?.status === 'EXPIRED') && (
        <Message severity="warn" text={t(`personalData.export.${state.status}`)} />
      )}
      {state?.status === 'READY' && state.expiresAt && (
        <p>{t('personalData.export.ready', { until: at(state.expiresAt) })}</p>
      )}
      <div className="form-actions">
        {state?.status === 'READY' && (
          <Button
            type="button"
            icon="pi pi-download"
            label={t('personalData.export.download')}
            loading={download.isPending}
            onClick={() => download.mutate(state.exportId)}
            data-testid="export-download"
          />
        )}
        <Button
          type="button"
          icon="pi pi-file-export"
          label={t(
            state?.status === 'READY' ? 'personalData.export.requestAgain' : 'personalData.export.request',
          )}
          severity={state?.status === 'READY' ? 'secondary' : undefined}
          outlined={state?.status === 'READY'}
          disabled={state?.status === 'PENDING'}
          loading={request.isPending}
          onClick={() => request.mutate()}
          data-testid="export-request"
        />
      </div>
    </div>
  );
}

/** Withdrawal: what follows is said first, and a tick confirms it; then the account is closed and the person signed out. */
function WithdrawConsent() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => apiCall(withdrawConsent, { body: { confirm: true } }),
    onSuccess: () => signOut(),
  });
  return (
    <>
      <Button
        type="button"
        label={t('personalData.withdraw.open')}
        severity="danger"
        outlined
        onClick={() => setOpen(true)}
        data-testid="consent-withdraw"
      />
      {open && (
        <Dialog
          visible
          header={t('personalData.withdraw.title')}
          onHide={() => setOpen(false)}
          style={{ width: 'min(560px, 95vw)' }}
          data-testid="consent-withdraw-dialog"
          footer={
            <>
              <Button
                type="button"
                label={t('personalData.withdraw.cancel')}
                severity="secondary"
                outlined
                onClick={() => setOpen(false)}
              />
              <Button
                type="button"
                label={t('personalData.withdraw.confirm')}
                severity="danger"
                disabled={!understood}
                loading={withdraw.isPending}
                onClick={() => withdraw.mutate()}
                data-testid="consent-withdraw-confirm"
              />
            </>
          }
        >
          <p className="dialog-message">{t('personalData.withdraw.explain')}</p>
          <ul>
            <li>{t('personalData.withdraw.closed')}</li>
            <li>{t('personalData.withdraw.removed')}</li>
            <li>{t('personalData.withdraw.kept')}</li>
          </ul>
          <div className="consent">
            <Checkbox
              inputId="withdraw-understood"
              checked={understood}
              onChange={(e) => setUnderstood(!!e.checked)}
            />
            <label htmlFor="withdraw-understood">{t('personalData.withdraw.understood')}</label>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** Профиль → Данные: the person's consents, its own data, and the withdrawal (issue 18). */
export function PersonalDataSection() {
  const { t } = useTranslation('account');
  const history = useQuery({
    queryKey: [ownConsents.id],
    queryFn: ({ signal }) => apiCall(ownConsents, { silent: true, signal }),
  });
  return (
    <section data-testid="personal-data">
      <h2 className="dialog-subtitle">{t('personalData.consents.title')}</h2>
      {history.data && <ConsentHistoryList entries={history.data.entries} />}
      <h2 className="dialog-subtitle">{t('personalData.export.title')}</h2>
      <ExportBlock />
      <h2 className="dialog-subtitle">{t('personalData.withdraw.title')}</h2>
      <p className="muted">{t('personalData.withdraw.hint')}</p>
      <WithdrawConsent />
    </section>
  );
}
