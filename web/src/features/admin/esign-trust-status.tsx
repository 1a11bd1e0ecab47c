import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { esignTrustStatus } from '@shared/api/areas/esign-trust';
import { apiCall } from '../../shared/api/api-client';
import { ADMIN_NS } from './i18n';

const DATE_TIME = 'DD.MM.YYYY HH:mm';

/**
 * The e-signature trust for administrators (issue 26): the official list of accredited CAs (version, date,
 * when loaded), the manual anchors, the CRLs the nightly job fetched, the stage's revocation policy; and,
 * above all, a warning when nothing is trusted: then no tax-authority letter (KND 1120503/1120504) passes.
 */
export function EsignTrustStatus() {
  const { t } = useTranslation(ADMIN_NS);
  const status = useQuery({
    queryKey: [esignTrustStatus.id],
    queryFn: ({ signal }) => apiCall(esignTrustStatus, { signal }),
    staleTime: 60_000,
  });
  const data = status.data;
  if (!data) return null;
  const failed = data.report?.crls.filter((c) => c.error) ?? [];
  return (
    <section className="card esign-trust" data-testid="esign-trust-status">
      <h2>{t('esignTrust.title')}</h2>
      {!data.usable && (
        <Message severity="error" text={t('esignTrust.unusable')} data-testid="esign-trust-unusable" />
      )}
      {data.report?.officialError && (
        <Message severity="warn" text={t('esignTrust.officialError', { error: data.report.officialError })} />
      )}
      <dl className="esign-trust-facts">
        <dt>{t('esignTrust.official')}</dt>
        <dd data-testid="esign-trust-official">
          {data.official
            ? t('esignTrust.officialLoaded', {
                version: data.official.version,
                date: data.official.date ? dayjs(data.official.date).format(DATE_TIME) : '—',
                loadedAt: dayjs(data.official.loadedAt).format(DATE_TIME),
                anchors: data.officialAnchors,
                authorities: data.official.authorities,
              })
            : t('esignTrust.officialNone')}
        </dd>
        <dt>{t('esignTrust.manual')}</dt>
        <dd>{t('esignTrust.manualCount', { count: data.manualAnchors })}</dd>
        <dt>{t('esignTrust.crls')}</dt>
        <dd>
          {t('esignTrust.crlCount', {
            stored: data.crls.stored,
            fresh: data.crls.fresh,
            failed: failed.length,
          })}
          {data.report
            ? `; ${t('esignTrust.checkedAt', { at: dayjs(data.report.checkedAt).format(DATE_TIME) })}`
            : ''}
        </dd>
        <dt>{t('esignTrust.revocation')}</dt>
        <dd>{t(`esignTrust.policy.${data.revocation}`)}</dd>
      </dl>
      {failed.length > 0 && (
        <ul className="esign-trust-failed">
          {failed.map((c) => (
            <li key={c.url}>{`${c.issuer}: ${c.url} — ${c.error ?? ''}`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
