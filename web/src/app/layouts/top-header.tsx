import type { CurrentUser } from '@shared/api/areas/system';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { signInFor } from '../guards/route-decision';
import { SupportLink } from '../../features/support/support-link';
import { Brand } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { ProfileMenu } from './profile-menu';
import { SHELL_MENU_IDS } from './shell-menu';

/** A registered supplier (not staff): it has a company and no staff group. */
const isSupplier = (user: CurrentUser): boolean =>
  !user.isAdmin && user.groups.length === 0 && Boolean(user.companyCode);

/**
 * The top header (01 §2.2): the portal, the company and its code, support, language and the profile menu.
 * On narrow screens all but the portal fold under the menu button (styles.css, 'the shell on narrow screens').
 */
export function TopHeader({
  user,
  menuOpen,
  onToggleMenu,
}: {
  user: CurrentUser | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useTranslation();
  const here = useLocation();
  return (
    <header className="top-header">
      <div className="container top-header-inner">
        <Brand />
        <button
          type="button"
          className="shell-menu-button"
          aria-expanded={menuOpen}
          aria-controls={SHELL_MENU_IDS}
          aria-label={t('header.menu')}
          onClick={onToggleMenu}
          data-testid="shell-menu-button"
        >
          <i className={menuOpen ? 'pi pi-times' : 'pi pi-bars'} aria-hidden />
        </button>
        <div className="top-header-menu" id="top-header-menu">
          {user?.companyName && (
            <div className="company" data-testid="company">
              <span className="company-name" data-testid="company-name" title={user.companyName}>
                {user.companyName}
              </span>
              {user.companyCode && (
                <span className="company-code">
                  {t('header.companyCode')} <strong data-testid="company-code">{user.companyCode}</strong>
                </span>
              )}
            </div>
          )}
          <div className="top-header-actions">
            {user && isSupplier(user) && (
              <Link
                to="/readiness"
                className="p-button p-component p-button-link header-link"
                aria-label={t('header.readiness')}
                data-testid="readiness-link"
              >
                <span className="p-button-icon p-button-icon-left pi pi-list-check" aria-hidden />
                <span className="p-button-label header-label-full">{t('header.readiness')}</span>
                <span className="p-button-label header-label-short" aria-hidden>
                  {t('header.readinessShort')}
                </span>
              </Link>
            )}
            <SupportLink />
            <LanguageSwitch />
            {user ? (
              <ProfileMenu user={user} />
            ) : (
              // Back to this page after the sign-in (a link from an e-mail opened signed out).
              <Link
                to={signInFor(here.pathname + here.search)}
                className="p-button p-component p-button-outlined p-button-sm"
              >
                {t('header.signIn')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
