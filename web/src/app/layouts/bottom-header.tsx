import type { CurrentUser } from '@shared/api/areas/system';
import { Tooltip } from 'primereact/tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { MessagesLink } from '../../features/communication/messages-link';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { hasCompany } from '../../shared/user/current-user';
import { navItems } from './nav-items';

/** The bottom header (01 §2.2): the section menu, the notification bell and the messages icon. */
export function BottomHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const company = hasCompany(user);
  return (
    <nav
      className={company ? 'bottom-header' : 'bottom-header bottom-header-no-icons'}
      aria-label={t('nav.label')}
    >
      <div className="container bottom-header-inner">
        <Tooltip target=".nav-link-disabled" position="bottom" />
        <ul className="main-nav" id="main-nav">
          {navItems(user).map((item) => (
            <li key={item.to}>
              {item.disabled ? (
                <span
                  className="nav-link nav-link-disabled"
                  aria-disabled
                  data-pr-tooltip={t('nav.needsSavedData')}
                >
                  {t(item.labelKey)}
                </span>
              ) : (
                <NavLink to={item.to} end={item.exact} className="nav-link">
                  {t(item.labelKey)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        {company && (
          <div className="bottom-header-icons">
            <NotificationsBell />
            <MessagesLink />
          </div>
        )}
      </div>
    </nav>
  );
}
