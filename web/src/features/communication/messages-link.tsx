import { Badge } from 'primereact/badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNewMessagesCount } from './new-messages-count';

/** The messages icon of the bottom header: unread messages of open requests, linking to Communications. */
export function MessagesLink() {
  const { t } = useTranslation();
  const count = useNewMessagesCount(true);
  return (
    <Link
      to="/communication"
      className="header-icon-button"
      aria-label={t('header.messages', { count })}
      title={t('header.messagesTitle')}
      data-testid="messages-link"
    >
      <i className="pi pi-comments p-overlay-badge" aria-hidden>
        {count > 0 && <Badge value={count > 99 ? '99+' : count} severity="danger" />}
      </i>
    </Link>
  );
}
