import type { Language, Section } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { counterpartyIdOf } from '../accounts/tenant-resolution';
import { GLOBAL_AUDIENCE, notificationsRepository as repo } from './notifications-repository';
import {
  decideAvailability,
  isActiveAt,
  toShown,
  visibleNotices,
  type SectionAvailability,
  type ShownNotice,
} from './section-availability';
import { byCodeUnits } from '../../lib/order';

/** Audiences whose notices the caller sees: everyone's, and its own counterparty's when it has one. */
async function audiencesOf(caller: Caller): Promise<string[]> {
  const counterpartyId = await counterpartyIdOf(caller);
  return counterpartyId ? [GLOBAL_AUDIENCE, counterpartyId] : [GLOBAL_AUDIENCE];
}

async function activeNotices(audiences: string[], sections: Section[]) {
  const now = new Date();
  const lists = await Promise.all(sections.flatMap((s) => audiences.map((a) => repo.listNotices(a, s))));
  return lists.flat().filter((n) => isActiveAt(n, now));
}

/** GET /notifications/get-actual-notification: the section's active notices this user has not dismissed. */
export async function actualNotifications(
  caller: Caller,
  section: Section,
  lang: Language,
): Promise<ShownNotice[]> {
  const [notices, dismissed] = await Promise.all([
    audiencesOf(caller).then((audiences) => activeNotices(audiences, [section])),
    repo.listDismissedIds(caller.sub),
  ]);
  return visibleNotices(notices, dismissed).map((n) => toShown(n, lang));
}

/**
 * POST /notifications/dismiss ('Больше не показывать', 01 §2.11): remembered per user. A blocking notice
 * stays until it ends, and so does one its publisher did not let users hide (e.g. planned technical work).
 */
export async function dismissNotice(caller: Caller, noticeId: string): Promise<{ success: true }> {
  const [notice, audiences] = await Promise.all([repo.findNotice(noticeId), audiencesOf(caller)]);
  // Another counterparty's notice does not exist for this caller.
  if (!notice || !audiences.includes(notice.audience)) throw notFound();
  if (notice.type === 'BLOCKING' || !notice.shownAgain) throw conflict('notice.notDismissable');
  await repo.putDismissal(caller.sub, noticeId);
  return { success: true };
}

/** The section-availability check run before every route (01 §4.5, §7.4). */
export async function sectionAvailability(
  caller: Caller,
  section: Section,
  lang: Language,
): Promise<SectionAvailability> {
  const sections: Section[] = section === 'PORTAL' ? ['PORTAL'] : ['PORTAL', section];
  const [notices, dismissed] = await Promise.all([
    audiencesOf(caller).then((audiences) => activeNotices(audiences, sections)),
    repo.listDismissedIds(caller.sub),
  ]);
  return decideAvailability({
    section,
    notices,
    dismissed,
    lang,
    outageText: translate(lang, 'section.technicalOutage'),
  });
}

/** A portal-wide notice as the administrators manage it. */
export interface ManagedNotice {
  id: string;
  section: Section;
  type: 'INFO' | 'WARNING' | 'BLOCKING';
  textRu: string;
  textEn: string;
  activeFrom: string;
  activeTo: string | null;
  shownAgain: boolean;
}

const managed = (n: Awaited<ReturnType<typeof repo.listNotices>>[number]): ManagedNotice => ({
  id: n.id,
  section: n.section,
  type: n.type,
  textRu: n.textRu,
  textEn: n.textEn,
  activeFrom: n.activeFrom,
  activeTo: n.activeTo ?? null,
  shownAgain: n.shownAgain,
});

/** Every portal-wide notice, newest window first (the administrators' list). */
export async function portalNotices(): Promise<ManagedNotice[]> {
  return (await repo.listNotices(GLOBAL_AUDIENCE))
    .map(managed)
    .sort((a, b) => byCodeUnits(b.activeFrom, a.activeFrom));
}

/** Publishes a portal-wide notice for its window; the shell shows it like the seeded ones (01 §2.3, §4.5). */
export async function publishPortalNotice(notice: ManagedNotice): Promise<ManagedNotice> {
  await repo.putNotice({
    audience: GLOBAL_AUDIENCE,
    id: notice.id,
    section: notice.section,
    type: notice.type,
    textRu: notice.textRu,
    textEn: notice.textEn,
    shownAgain: notice.shownAgain,
    activeFrom: notice.activeFrom,
    ...(notice.activeTo ? { activeTo: notice.activeTo } : {}),
  });
  return notice;
}

/** Withdraws a portal-wide notice: its window ends now (kept, so the list shows what was shown). */
export async function withdrawPortalNotice(id: string, now: Date): Promise<ManagedNotice> {
  const notice = await repo.findNotice(id);
  if (!notice || notice.audience !== GLOBAL_AUDIENCE) throw notFound();
  const ended = notice.activeTo && notice.activeTo < now.toISOString() ? notice.activeTo : now.toISOString();
  await repo.putNotice({ ...notice, activeTo: ended });
  return managed({ ...notice, activeTo: ended });
}
