import type { ActualNotificationType, Language, Section } from '@shared/constants/spec';
import { byCodeUnits } from '../../lib/order';

/** A section notice as stored: texts in both languages, shown between activeFrom and activeTo. */
export interface Notice {
  id: string;
  section: Section;
  type: ActualNotificationType;
  textRu: string;
  textEn: string;
  shownAgain: boolean;
  activeFrom: string;
  activeTo?: string;
}

export interface ShownNotice {
  id: string;
  text: string;
  type: ActualNotificationType;
  shownAgain: boolean;
}

export interface SectionAvailability {
  isAvailable: boolean;
  textMessage: string | null;
  notifications: ShownNotice[];
}

const severity: Record<ActualNotificationType, number> = { BLOCKING: 0, WARNING: 1, INFO: 2 };

export function isActiveAt(notice: Pick<Notice, 'activeFrom' | 'activeTo'>, now: Date): boolean {
  const at = now.getTime();
  if (Date.parse(notice.activeFrom) > at) return false;
  return notice.activeTo === undefined || Date.parse(notice.activeTo) > at;
}

export function toShown(notice: Notice, lang: Language): ShownNotice {
  return {
    id: notice.id,
    text: lang === 'en' ? notice.textEn : notice.textRu,
    type: notice.type,
    shownAgain: notice.shownAgain,
  };
}

/** What the user still sees: a blocking notice cannot be dismissed; most severe first, then newest. */
export function visibleNotices<N extends Notice>(notices: readonly N[], dismissed: ReadonlySet<string>): N[] {
  return notices
    .filter((n) => n.type === 'BLOCKING' || !dismissed.has(n.id))
    .sort((a, b) => severity[a.type] - severity[b.type] || byCodeUnits(b.activeFrom, a.activeFrom));
}

/**
 * The check run before every route (01 §4.5): an active BLOCKING notice on PORTAL is a technical
 * outage of the whole cabinet; one on the route's own section makes that section unavailable with
 * the notice's text. Otherwise the section is open and its notices are shown after navigation.
 * `notices` are the active ones the caller may see (global or its counterparty's), of PORTAL and the section.
 */
export function decideAvailability(input: {
  section: Section;
  notices: readonly Notice[];
  dismissed: ReadonlySet<string>;
  lang: Language;
  outageText: string;
}): SectionAvailability {
  const { section, lang } = input;
  const visible = visibleNotices(input.notices, input.dismissed);
  const blocking = (s: Section) => visible.find((n) => n.section === s && n.type === 'BLOCKING');

  const portal = blocking('PORTAL');
  if (portal)
    return { isAvailable: false, textMessage: input.outageText, notifications: [toShown(portal, lang)] };
  const own = blocking(section);
  if (own) {
    const shown = toShown(own, lang);
    return { isAvailable: false, textMessage: shown.text, notifications: [shown] };
  }
  return { isAvailable: true, textMessage: null, notifications: visible.map((n) => toShown(n, lang)) };
}
