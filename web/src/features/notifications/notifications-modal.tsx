import type { Notification } from '@shared/api/areas/notifications';
import { Dialog } from 'primereact/dialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { useAllNotifications } from './all-notifications';
import { useNewNotifications } from './new-notifications';
import { useSetUserNotified } from './set-user-notified';
import { unnotifiedIds } from './unnotified-ids';
import './notifications.css';
import { formatDateTime } from '../../shared/i18n/dates';

function NotificationList({
  items,
  loading,
  empty,
}: {
  items: readonly Notification[] | undefined;
  loading: boolean;
  empty: string;
}) {
  const { t } = useTranslation('notifications');
  if (loading) return <p className="muted">{t('modal.loading')}</p>;
  if (!items || items.length === 0) return <p className="muted notifications-empty">{empty}</p>;
  return (
    <ol className="notification-list">
      {items.map((item) => (
        <li key={item.id} className={item.isUserNotified ? undefined : 'notification-unread'}>
          <span className="notification-text">{item.notificationText}</span>
          <time className="notification-date" dateTime={item.createdAt}>
            {formatDateTime(item.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** The notifications modal (01 §2.3): new and all notifications; closing it marks the shown ones notified. */
export function NotificationsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const fresh = useNewNotifications(true);
  const all = useAllNotifications(true);
  const markNotified = useSetUserNotified();

  const close = () => {
    const ids = unnotifiedIds(fresh.data, all.data);
    if (ids.length > 0) markNotified.mutate(ids);
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('modal.title')}
      onHide={close}
      style={{ width: 'min(720px, 95vw)' }}
      contentClassName="notifications-dialog"
      data-testid="notifications-modal"
    >
      <TabView>
        <TabPanel header={t('modal.newTab')}>
          <NotificationList items={fresh.data} loading={fresh.isPending} empty={t('modal.newEmpty')} />
        </TabPanel>
        <TabPanel header={t('modal.allTab')}>
          <NotificationList items={all.data} loading={all.isPending} empty={t('modal.allEmpty')} />
        </TabPanel>
      </TabView>
    </Dialog>
  );
}
