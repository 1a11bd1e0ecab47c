import { useTranslation } from 'react-i18next';
import type { ConsentEntry } from '@shared/api/areas/personal-data';
import { formatDate, formatDateTime } from '../i18n/dates';
import { browserName } from './browser-name';

const at = (iso: string) => formatDateTime(iso);
/** A document's edition is its date (2024-09-01): shown as one. */
const edition = (version: string) => (/^\d{4}-\d{2}-\d{2}$/.test(version) ? formatDate(version) : version);

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
            {t('personalData.consents.version', { version: edition(entry.version) })} · {at(entry.at)} ·{' '}
            {entry.login}
          </span>
          {/* «Chrome, Windows» for a person; the address and the raw User-Agent on hover, for an audit. */}
          <div
            className="muted small"
            title={[entry.ip, entry.userAgent].filter(Boolean).join(' · ') || undefined}
          >
            {t(`personalData.consents.sources.${entry.source}`)}
            {browserName(entry.userAgent) ? ` · ${browserName(entry.userAgent)}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}
