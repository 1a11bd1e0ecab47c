import { useTranslation } from 'react-i18next';
import type { ConsentEntry } from '@shared/api/areas/personal-data';
import { formatDateTime } from '../i18n/dates';

const at = (iso: string) => formatDateTime(iso);

/** The consents a person gave and withdrew (issue 18), newest first: document, version, when, from where. */
/** Shown in Профиль → Данные and on the administrators' user card. */
export function ConsentHistoryList({ entries }: { entries: readonly ConsentEntry[] }) {
  const { t } = useTranslation('account');
  if (entries.length === 0) return <p className="muted">{t('personalData.consents.empty')}</p>;
  return (
    <ul className="admin-changes" data-testid="consent-history">
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.document}-${entry.action}`}>
          <strong>
            {t(`personalData.consents.actions.${entry.action}`)}:{' '}
            {t(`personalData.consents.documents.${entry.document}`)}
          </strong>{' '}
          <span className="muted small">
            {t('personalData.consents.version', { version: entry.version })} · {at(entry.at)} · {entry.login}
          </span>
          <div className="muted small">
            {t(`personalData.consents.sources.${entry.source}`)}
            {entry.ip ? ` · ${entry.ip}` : ''}
            {entry.userAgent ? ` · ${entry.userAgent}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}
