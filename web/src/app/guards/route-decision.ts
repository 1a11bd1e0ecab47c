import type { CurrentUser } from '@shared/api/areas/system';
import type { ActualNotificationType, Section } from '@shared/constants/spec';

/** Who a route is for (01 §4.5, §6). */
export type RouteAccess =
  /** Suppliers (and any signed-in user that is not staff). */
  | 'supplier'
  /** The registration choice and flows: a NEW account is sent here. */
  | 'registration'
  | 'admin'
  | 'moderator'
  /** The staff inbox of the `support` group. */
  | 'support'
  /** The group's administrators and reviewers (`admin` or `moderator`): the risk profiles. */
  | 'staff';

/** The staff's routes (administrators, reviewers, support): exempt from closures of the portal (issue 29). */
export const isStaffRoute = (access: RouteAccess): boolean =>
  access !== 'supplier' && access !== 'registration';

export interface RouteRule {
  access: RouteAccess;
  /** The section checked for availability and actual notifications before the route opens. */
  section: Section;
  /** Documents, tender, relationships: closed until the questionnaire has saved data. */
  needsSavedData?: boolean;
}

export type UserState =
  | { kind: 'signed-out' }
  /** GET /api/account/me failed. */
  | { kind: 'failed' }
  | { kind: 'ready'; user: CurrentUser };

export const HOME = '/job-application';
export const ADMIN_HOME = '/admin/user';
export const MODERATOR_HOME = '/backoffice';
export const SUPPORT_HOME = '/backoffice/inbox';
export const REGISTRATION = '/account/registration';
export const USER_ERROR = '/account/user-error';
export const SIGN_IN = '/auth/sign-in';

/** The sign-in address that returns to `target` afterwards (the start page needs no return address). */
export function signInFor(target: string): string {
  return target === '/' || target === HOME ? SIGN_IN : `${SIGN_IN}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where a user may not go, and where they go instead: null lets the route open.
 * The order follows 01 §4.5: session, profile, admin, moderator, registration, saved data.
 */
export function decideRoute(state: UserState, rule: RouteRule, target: string): string | null {
  if (state.kind === 'signed-out') return signInFor(target);
  if (state.kind === 'failed') return USER_ERROR;
  const { user } = state;
  if (user.isAdmin) return rule.access === 'admin' || rule.access === 'staff' ? null : ADMIN_HOME;
  if (rule.access === 'admin') return '/';
  const moderator = user.groups.includes('moderator');
  if (moderator) return rule.access === 'moderator' || rule.access === 'staff' ? null : MODERATOR_HOME;
  if (user.groups.includes('support')) return rule.access === 'support' ? null : SUPPORT_HOME;
  if (rule.access === 'moderator' || rule.access === 'support' || rule.access === 'staff') return '/';
  if (user.accountStatus === 'NEW') return rule.access === 'registration' ? null : REGISTRATION;
  if (rule.needsSavedData && !user.hasSavedData) return HOME;
  return null;
}

export interface SectionAvailability {
  isAvailable: boolean;
  textMessage: string | null;
  notifications: readonly { id: string; text: string; type: ActualNotificationType; shownAgain: boolean }[];
}

export type SectionVerdict =
  | { kind: 'portal-down'; message: string | null }
  | { kind: 'blocked'; message: string | null }
  | { kind: 'open'; notices: SectionAvailability['notifications'] };

/**
 * The section-availability check before a route (01 §4.5). A check that failed (null) counts as
 * available: an outage of the check must not lock users out.
 */
export function sectionVerdict(
  portal: SectionAvailability | null,
  section: SectionAvailability | null,
  options: { staff?: boolean } = {},
): SectionVerdict {
  const closedBy = (['portal', 'section'] as const).flatMap((kind) => {
    const check = kind === 'portal' ? portal : section;
    return check && !check.isAvailable ? [{ kind, check }] : [];
  });
  // Staff routes are exempt: a blocking notice without an end date must not lock out the administrator
  // who withdraws it at /admin/user. They see its text as a banner instead of the non-closable modal.
  if (!options.staff) {
    if (portal && !portal.isAvailable) return { kind: 'portal-down', message: portal.textMessage };
    if (section && !section.isAvailable) return { kind: 'blocked', message: section.textMessage };
  }
  const closures = closedBy
    .filter(({ check }) => check.textMessage)
    .map(({ kind, check }) => ({
      id: `closed-${kind}`,
      text: check.textMessage ?? '',
      type: 'BLOCKING' as const,
      shownAgain: false,
    }));
  const notices = [...closures, ...(portal?.notifications ?? []), ...(section?.notifications ?? [])];
  const unique = notices.filter((n, i) => notices.findIndex((m) => m.id === n.id) === i);
  return { kind: 'open', notices: unique };
}
