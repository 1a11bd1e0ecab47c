/**
 * Constants of «Готовность к закупкам» (issue 21) and of the document calendar's reminders (issue 18),
 * from 03 §9 where the specification gives them.
 */

/** 03 §9: 21 working days after registration to fill in the questionnaire and the required documents. */
export const PROFILE_FILL_WORKING_DAYS = 21;
/** 03 §9: moderation taking more than 2 days means contacting support (counted in working days here). */
export const MODERATION_SUPPORT_WORKING_DAYS = 2;
/**
 * Ours: what a supplier must redo after a refusal (a safety package not approved) is due this many working days
 * after it was sent, the review's two days included.
 */
export const REDO_WORKING_DAYS = 10;
/** Ours: a tax-arrears certificate expiring within this many days is listed as to be renewed. */
export const CERTIFICATE_WARNING_DAYS = 30;
/** Ours: the document calendar reminds of an expiry or a tax deadline this many working days ahead. */
export const CALENDAR_REMINDER_WORKING_DAYS = 10;
/** Ours: the readiness page asks again this often while it is open (and on focus), besides invalidation. */
export const READINESS_POLL_MS = 30_000;
