import { useQuery } from '@tanstack/react-query';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { documentCalendar } from '@shared/api/areas/documents';
import { apiCall } from '../../shared/api/api-client';
import { periodLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { DOCUMENTS_NS } from './i18n';
import { formatDate } from '../../shared/i18n/dates';

/** Beyond the spec: the returns that fall due and the certificate that runs out, nearest first. */
export function CalendarList() {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const calendar = useQuery({
    queryKey: [documentCalendar.id],
    queryFn: ({ signal }) => apiCall(documentCalendar, { signal, silent: true }),
  });
  const entries = calendar.data ?? [];
  const period = (documentType: string, year: number | null, quarter: number | null) =>
    periodLabel({ documentType, year, quarter }, i18n.language as Language);
  return (
    <div className="doc-required" data-testid="document-calendar">
      <h2>{t('calendar.title')}</h2>
      {entries.length === 0 && <p className="muted">{t('calendar.empty')}</p>}
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.date}`}>
            <span>
              {t(`calendar.${entry.kind}`, {
                period: period(entry.documentType, entry.reportingYear, entry.reportingQuarter),
              })}
              <span className="muted small"> · {t('calendar.due', { date: formatDate(entry.date) })}</span>
            </span>
            {entry.loaded && <Tag severity="success" value={t('calendar.loaded')} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
