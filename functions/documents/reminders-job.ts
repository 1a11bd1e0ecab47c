import { clock } from '../lib/clock';
import { log } from '../lib/logger';
import { sendCalendarReminders } from '../domain/documents/calendar-reminders';

/**
 * The scheduled reminders of the document calendar (an EventBridge rule in AWS, a timer in the local
 * stack): what expires or falls due soon reaches the supplier in the cabinet and by e-mail. Safe to run
 * twice: each item's reminder is claimed with a conditional write before it is sent.
 */
export async function handler(): Promise<{ reminded: number }> {
  const result = await sendCalendarReminders(clock.now());
  log('info', 'document calendar reminders', result);
  return result;
}
