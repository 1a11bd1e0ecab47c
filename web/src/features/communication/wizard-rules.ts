import type { Category, SearchMatch, Topic } from '@shared/api/areas/communication';

/** The rules of the create-request wizard's steps (01 §4.4, §5.1), apart from the screen. */

/** A standard address: something@domain.zone, no spaces (01 §5.1). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export type MainSearchType = 'TENDER' | 'CONTRACT';

export const searchRequired = (topic: Topic): boolean =>
  topic.tenderSearchRequired || topic.contractSearchRequired;

/** An organisation must be picked when the topic says so, unless a contract search (which needs one) does. */
export const organisationRequired = (topic: Topic): boolean =>
  topic.beRequired && !topic.contractSearchRequired;

/**
 * The number the search field asks for: a contract when the topic requires one, or when the topic
 * requires nothing and its category is about contracts (has a topic that requires a contract); else a tender.
 */
export function mainSearchType(category: Category, topic: Topic): MainSearchType {
  if (topic.contractSearchRequired) return 'CONTRACT';
  if (topic.tenderSearchRequired) return 'TENDER';
  return category.topics.some((t) => t.contractSearchRequired) ? 'CONTRACT' : 'TENDER';
}

export interface Step1 {
  topic: Topic | null;
  theme: string;
  beCode: string | null;
  /** The uuid of a search that succeeded for what the fields hold now. */
  searchUuid: string | null;
  /** What is typed in the responsible person's e-mail field. */
  responsibleEmail: string;
}

/**
 * Step 1 'Далее' (01 §4.4): a topic; the theme when the user writes it; an organisation when the topic
 * requires one (or a search found one); a search that succeeded when the topic requires one; and no
 * malformed responsible e-mail.
 */
export function step1Valid(s: Step1): boolean {
  const { topic } = s;
  if (!topic) return false;
  if (topic.canBeOverriddenByUser && !s.theme.trim()) return false;
  if (s.responsibleEmail.trim() && !isEmail(s.responsibleEmail)) return false;
  if (searchRequired(topic)) return s.searchUuid !== null;
  return !organisationRequired(topic) || s.beCode !== null || s.searchUuid !== null;
}

/** Step 2 'Далее': a listed address, or a custom one that is a valid address. */
export const step2Valid = (s: { other: boolean; email: string | null; otherEmail: string }): boolean =>
  s.other ? isEmail(s.otherEmail) : s.email !== null;

/** Step 3 'Создать': a message, and no attachment still uploading. */
export const step3Valid = (s: { message: string; uploading: boolean }): boolean =>
  s.message.trim().length > 0 && !s.uploading;

/** The tender or contract field is closed while a responsible e-mail is typed; a contract needs its organisation first. */
export const mainSearchDisabled = (s: {
  type: MainSearchType;
  beCode: string | null;
  responsibleEmail: string;
}): boolean => s.responsibleEmail.trim() !== '' || (s.type === 'CONTRACT' && s.beCode === null);

/** The i18n key (communication namespace) of what a search found. */
export const matchKey = (match: SearchMatch): string =>
  ({ TENDER: 'wizard.foundTender', CONTRACT: 'wizard.foundContract', EMAIL: 'wizard.foundEmail' })[
    match.searchType
  ];
