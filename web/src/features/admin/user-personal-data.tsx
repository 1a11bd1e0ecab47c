import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  downloadUserExport,
  requestUserExport,
  userConsents,
  userExport,
} from '@shared/api/areas/personal-data';
import { apiCall } from '../../shared/api/api-client';
import { openLink } from '../../shared/api/download-file';
import { ConsentHistoryList } from '../../shared/ui/consent-history';
import { ADMIN_NS } from './i18n';

const EXPORT_POLL_MS = 2000;

/**
 * The user's card (issue 18): the consents the person gave or withdrew, and the export of its
 * counterparty's data an administrator produces to answer the person's request.
 */
export function UserPersonalData({ id, hasCounterparty }: { id: string; hasCounterparty: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const consents = useQuery({
    queryKey: [userConsents.id, id],
    queryFn: ({ signal }) => apiCall(userConsents, { params: { id }, signal, silent: true }),
  });
  const current = useQuery({
    queryKey: [userExport.id, id],
    queryFn: ({ signal }) => apiCall(userExport, { params: { id }, signal, silent: true }),
    enabled: hasCounterparty,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? EXPORT_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => apiCall(requestUserExport, { params: { id } }),
    onSuccess: (started) => queryClient.setQueryData([userExport.id, id], started),
  });
  const download = useMutation({
    mutationFn: async (exportId: string) =>
      openLink(await apiCall(downloadUserExport, { params: { id, exportId } })),
  });
  const state = current.data;
  return (
    <section data-testid="admin-personal-data">
      <h3 className="admin-history-title">{t('personalData.consents')}</h3>
      {consents.data?.consentWithdrawnAt && (
        <p data-testid="admin-consent-withdrawn">{t('personalData.withdrawn')}</p>
      )}
      {consents.data && <ConsentHistoryList entries={consents.data.entries} />}
      {hasCounterparty && (
        <div className="admin-actions">
          <Button
            label={t('personalData.request')}
            icon="pi pi-file-export"
            outlined
            disabled={state?.status === 'PENDING'}
            loading={request.isPending}
            onClick={() => request.mutate()}
            data-testid="admin-export-request"
          />
          {state?.status === 'PENDING' && <span className="muted">{t('personalData.pending')}</span>}
          {state?.status === 'READY' && (
            <Button
              label={t('personalData.download')}
              icon="pi pi-download"
              loading={download.isPending}
              onClick={() => download.mutate(state.exportId)}
              data-testid="admin-export-download"
            />
          )}
        </div>
      )}
    </section>
  );
}
