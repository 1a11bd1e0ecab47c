import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { sendCalendarReminders } from '../domain/documents/calendar-reminders';
// The contexts that follow another's changes subscribe where a function is composed (lib/domain-events.ts).
import '../domain/admin/directory-subscription';
import '../domain/prequalification/risk-subscriber';

/**
 * The scheduled reminders of the document calendar (an EventBridge rule in AWS, a timer in the local
 * stack): what expires or falls due soon reaches the supplier in the cabinet and by e-mail. Safe to run
 * twice: each item's reminder is claimed with a conditional write before it is sent.
 */
export const handler = createJobHandler(JOBS.documentReminders, () => sendCalendarReminders(clock.now()));
