import { Badge } from 'primereact/badge';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewNotificationsCount } from './new-notifications-count';

/** The modal (Dialog, tabs, lists) loads when the bell is pressed, not with every page's header. */
const NotificationsModal = lazy(() =>
  import('./notifications-modal').then((m) => ({ default: m.NotificationsModal })),
);

/** The bell of the bottom header: the count of new notifications, polled, and the modal behind it. */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const count = useNewNotificationsCount(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-icon-button"
        onClick={() => setOpen(true)}
        aria-label={t('bell.label', { count })}
        title={t('bell.title')}
        data-testid="notifications-bell"
      >
        <i className="pi pi-bell p-overlay-badge" aria-hidden>
          {count > 0 && (
            <Badge value={count > 99 ? '99+' : count} severity="danger" data-testid="notifications-count" />
          )}
        </i>
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
