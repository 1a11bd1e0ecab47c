import { DAY_MS } from './time';
/**
 * The retention rules of the specification's business texts (01 §9, 02 §9, 03 §9): how long a
 * counterparty's record is kept, and when its users are reminded before it is deleted.
 */
export const RETENTION = {
  /** 21 working days after registration to fill in the questionnaire and the required documents. */
  completionWorkingDays: 21,
  /** Reminders at these many working days left before that deadline (each sent once). */
  completionRemindersAt: [14, 5, 1],
  /** Deletion 1 year after registration without contracts or tender access… */
  inactiveYears: 1,
  /** …or 5 years after the last such activity. */
  activeYears: 5,
  /** Reminders these many calendar days before either period ends (each sent once). */
  periodRemindersAt: [30, 7],
  /**
   * Beyond the specification (issue 18): drafts never sent (documents, requests, PBIOT uploads not in
   * a package) expire this many days after they were last changed.
   */
  draftExpiryDays: 30,
} as const;

/** The moment before which a draft never sent has expired, as an ISO timestamp (stored dates compare as text). */
export const draftsExpiredBefore = (now: Date): string =>
  new Date(now.getTime() - RETENTION.draftExpiryDays * DAY_MS).toISOString();

/** Why a counterparty is due for deletion. */
export const RETENTION_REASONS = ['INCOMPLETE', 'INACTIVE', 'ACTIVITY_ENDED', 'CONSENT_WITHDRAWN'] as const;
export type RetentionReason = (typeof RETENTION_REASONS)[number];
