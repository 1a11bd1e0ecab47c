import { replace, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionAvailability } from '@shared/api/areas/system';
import type { Section } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { showNotice } from '../../shared/api/dialogs';
import { queryClient } from '../../shared/api/query-client';
import { isSignedIn } from '../../shared/auth/session';
import { ensureStarted } from '../../shared/config/startup';
import { endSession } from '../../shared/auth/sign-out';
import { currentUserQuery } from '../../shared/user/current-user';
import { committedLocation } from './committed-location';
import {
  decideRoute,
  isStaffRoute,
  sectionVerdict,
  signInFor,
  type RouteRule,
  type SectionAvailability,
  type UserState,
} from './route-decision';

/** What a guarded route hands to the layout: banners to show, or why the section stays closed. */
export type SectionLoaderData =
  | { kind: 'open'; notices: SectionAvailability['notifications'] }
  | { kind: 'blocked'; message: string | null };

export const isSectionLoaderData = (data: unknown): data is SectionLoaderData =>
  typeof data === 'object' && data !== null && 'kind' in data;

export async function loadUserState(): Promise<UserState> {
  await ensureStarted();
  if (!(await isSignedIn())) return { kind: 'signed-out' };
  try {
    return { kind: 'ready', user: await queryClient.fetchQuery(currentUserQuery()) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      console.error('Ошибка при аутентификации. Выход из системы');
      await endSession(queryClient);
    }
    return { kind: 'failed' };
  }
}

async function availability(section: Section, signal: AbortSignal): Promise<SectionAvailability | null> {
  try {
    return await queryClient.fetchQuery({
      queryKey: [sectionAvailability.id, section],
      queryFn: () => apiCall(sectionAvailability, { query: { section }, silent: true, signal }),
      staleTime: 0,
    });
  } catch {
    return null;
  }
}

/** Stays where the user is: back to the current address, or (on the first page) a closed-section screen. */
function cancelNavigation(target: string, message: string | null): SectionLoaderData {
  const current = committedLocation();
  if (current && current !== target) throw replace(current);
  return { kind: 'blocked', message };
}

export async function checkSection(
  section: Section,
  target: string,
  signal: AbortSignal,
  staff = false,
): Promise<SectionLoaderData> {
  const [portal, own] = await Promise.all([
    availability('PORTAL', signal),
    section === 'PORTAL' ? Promise.resolve(null) : availability(section, signal),
  ]);
  const verdict = sectionVerdict(portal, own, { staff });
  switch (verdict.kind) {
    case 'portal-down':
      showNotice({
        titleKey: 'dialogs.technicalTitle',
        textKey: 'outage.text',
        ...(verdict.message ? { text: verdict.message } : {}),
        closable: false,
      });
      return { kind: 'blocked', message: verdict.message };
    case 'blocked':
      showNotice({
        titleKey: 'dialogs.attentionTitle',
        textKey: 'sectionBlocked.text',
        ...(verdict.message ? { text: verdict.message } : {}),
        closable: true,
      });
      return cancelNavigation(target, verdict.message);
    case 'open':
      return { kind: 'open', notices: verdict.notices };
  }
}

const targetOf = (request: Request): string => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The guards of 01 §4.5 for one route: who may enter, then whether its section is open. */
export const guarded =
  (rule: RouteRule) =>
  async ({ request }: LoaderFunctionArgs): Promise<SectionLoaderData> => {
    const target = targetOf(request);
    const redirectTo = decideRoute(await loadUserState(), rule, target);
    if (redirectTo) throw redirect(redirectTo);
    return checkSection(rule.section, target, request.signal, isStaffRoute(rule.access));
  };

/**
 * The chat of one request (01 §2.8, the answer e-mail's link): no profile or registration guard, but its
 * conversation needs a session. Signed out, the link leads to the sign-in, which comes back here,
 * instead of a «Нет данных.» page and a «Войти» that lands on the questionnaire.
 */
export const sessionForData =
  (section: Section) =>
  async ({ request }: LoaderFunctionArgs): Promise<SectionLoaderData> => {
    const state = await loadUserState();
    if (state.kind === 'signed-out') throw redirect(signInFor(targetOf(request)));
    if (state.kind !== 'ready') return { kind: 'open', notices: [] };
    return checkSection(section, targetOf(request), request.signal);
  };

/** /instruction, /howpay: the session is used when there is one, never demanded (01 §2.1). */
export const optionalSession =
  (section: Section) =>
  async ({ request }: LoaderFunctionArgs): Promise<SectionLoaderData> => {
    const state = await loadUserState();
    if (state.kind !== 'ready') return { kind: 'open', notices: [] };
    return checkSection(section, targetOf(request), request.signal);
  };
