import { Outlet, useMatches } from 'react-router-dom';
import { RetentionDeadlineBanner } from '../../features/account/retention-deadline-banner';
import { UserAgreementModal } from '../../features/account/user-agreement-modal';
import { hasCompany, useCurrentUser } from '../../shared/user/current-user';
import { isSectionLoaderData, type SectionLoaderData } from '../guards/route-loaders';
import { useSessionRefresh } from '../session/session-refresh';
import { AppFooter } from './app-footer';
import { BottomHeader } from './bottom-header';
import { SectionBlocked, SectionNotices } from './section-notices';
import { useShellMenu } from './shell-menu';
import { TopHeader } from './top-header';

/** What the guards said about the opened section (the deepest route that checked one). */
function useSectionData(): SectionLoaderData | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data;
    if (isSectionLoaderData(data)) return data;
  }
  return null;
}

/** The cabinet's frame (01 §2.2): top header, bottom header, the section, the footer. */
export function MainLayout() {
  const user = useCurrentUser();
  const section = useSectionData();
  const menu = useShellMenu();
  useSessionRefresh(user !== null);
  return (
    <div className={menu.open ? 'app-shell shell-menu-open' : 'app-shell'}>
      <TopHeader user={user} menuOpen={menu.open} onToggleMenu={menu.toggle} />
      {user && <BottomHeader user={user} />}
      <main className="app-content container">
        {user && hasCompany(user) && <RetentionDeadlineBanner />}
        {section?.kind === 'open' && <SectionNotices notices={section.notices} />}
        {section?.kind === 'blocked' ? <SectionBlocked message={section.message} /> : <Outlet />}
      </main>
      <AppFooter />
      {user && hasCompany(user) && <UserAgreementModal contractorCode={user.companyCode} />}
    </div>
  );
}
