import type { ActualNotificationType, Section } from './spec';

/**
 * The spec's two portal notices as templates the administrators publish from the back office (01 §2.11, §9):
 * the technical-work warning (SHOW_TECHNICAL_WORK_WARNING in the original portal: here a notice in force is the
 * switch, so it needs no release) and the New Year schedule of the support service. The texts are content in
 * both languages at once (a notice carries textRu and textEn), so they live here rather than in UI resources.
 */
export interface NoticeTemplate {
  section: Section;
  type: ActualNotificationType;
  /** Whether users may hide it for good ('Больше не показывать'). */
  shownAgain: boolean;
  textRu: string;
  textEn: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (y: number, m: number, d: number) => `${pad(d)}.${pad(m)}.${y}`;

/** Planned technical work on a day (DD.MM.YYYY) between two times (HH:mm, Moscow): shown until it is over. */
export function technicalWorkNotice(day: string, from: string, to: string): NoticeTemplate {
  return {
    section: 'PORTAL',
    type: 'WARNING',
    shownAgain: false,
    textRu: `Уважаемые пользователи! ${day} с ${from} до ${to} по московскому времени проводятся технические работы. В это время личный кабинет контрагента может быть недоступен. Приносим извинения за неудобства.`,
    textEn: `Dear users, on ${day} from ${from} to ${to} Moscow time technical work is carried out. The contractor cabinet may be unavailable during that time. We apologise for the inconvenience.`,
  };
}

/** The support service over the New Year holidays that start at the end of `year` (01 §9, 03 §9). */
export function newYearNotice(year: number): NoticeTemplate {
  const eve = ddmmyyyy(year, 12, 28);
  const from = ddmmyyyy(year, 12, 29);
  const to = ddmmyyyy(year + 1, 1, 8);
  const back = ddmmyyyy(year + 1, 1, 9);
  return {
    section: 'PORTAL',
    type: 'INFO',
    shownAgain: true,
    textRu: `Режим работы службы поддержки в праздничные дни: ${eve} — с 9:00 до 18:00 по московскому времени; с ${from} по ${to} обращения, требующие анализа, не рассматриваются; с ${back} — с 9:00 до 18:00 по московскому времени в рабочие дни.`,
    textEn: `Support service over the holidays: on ${eve} from 9:00 to 18:00 Moscow time; from ${from} to ${to} requests that need analysis are not handled; from ${back} from 9:00 to 18:00 Moscow time on working days.`,
  };
}
