import type { CurrentUser } from '@shared/api/areas/system';
import { FEATURE_FLAGS } from '@shared/constants/spec';
import { documentsHome } from '../../shared/config/documents-home';
import { runtimeConfig } from '../../shared/config/runtime-config';

export interface NavItem {
  to: string;
  labelKey: string;
  /** Closed until the questionnaire has saved data (01 §2.1, §4.5, §6). */
  disabled: boolean;
  /** Active on this path only, not on the pages below it (the back office has its own pages there). */
  exact?: boolean;
}

/** The bottom header menu for this user: suppliers get the cabinet's sections, staff their own area. */
export function navItems(
  user: CurrentUser,
  flags: { showPbiot: boolean; showTender: boolean; documentsHome: string } = {
    showPbiot: runtimeConfig().features.showPbiot,
    showTender: FEATURE_FLAGS.SHOW_TENDER_PAGE,
    documentsHome: documentsHome(),
  },
): NavItem[] {
  const risk: NavItem = { to: '/backoffice/risk', labelKey: 'nav.risk', disabled: false };
  if (user.isAdmin) return [{ to: '/admin/user', labelKey: 'nav.adminUsers', disabled: false }, risk];
  if (user.groups.includes('moderator'))
    return [
      { to: '/backoffice', labelKey: 'nav.backoffice', disabled: false, exact: true },
      { to: '/backoffice/documents', labelKey: 'nav.documents', disabled: false },
      { to: '/backoffice/pbiot', labelKey: 'nav.pbiotReview', disabled: false },
      { to: '/backoffice/tender-access', labelKey: 'nav.tenderAccess', disabled: false },
      risk,
    ];
  if (user.groups.includes('support'))
    return [{ to: '/backoffice/inbox', labelKey: 'nav.inbox', disabled: false }];
  const locked = !user.hasSavedData;
  const items: (NavItem | false)[] = [
    { to: '/job-application', labelKey: 'nav.questionnaire', disabled: false },
    flags.showTender && { to: '/tender', labelKey: 'nav.tender', disabled: locked },
    { to: '/relationships', labelKey: 'nav.relationships', disabled: locked },
    // Non-residents have no documents section (03 §1, §6).
    // Its history, or the add-documents screen while the display of linked documents is off (03 §2).
    user.accountType !== 'NONRESIDENT' && {
      to: flags.documentsHome,
      labelKey: 'nav.documents',
      disabled: locked,
    },
    { to: '/communication', labelKey: 'nav.communication', disabled: false },
    // The safety section works on the questionnaire's data too: closed until it is saved (01 §4.5).
    flags.showPbiot && { to: '/pbiot', labelKey: 'nav.pbiot', disabled: locked },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
