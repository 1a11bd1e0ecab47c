import { periodLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { CALENDAR_REMINDER_WORKING_DAYS } from '@shared/constants/readiness';
import { translate } from '../../lib/messages';
import { addWorkingDays, moscowDate } from '../../lib/working-days';
import { notifyCounterparty } from '../notifications/notifications-service';
import { taxRegimeOf } from '../profiles/tax-identity';
import { calendarOf, type CalendarEntry } from './calendar';
import { supplierOfDocuments } from './completeness';
import { typeName } from './type-names';
import { documentsRepository } from './documents-repository';
import { remindersRepository } from './reminders-repository';
import { supplierAddress } from './review-service';
import { specCodesOf } from './specification';
import './messages';

/** One reminder per calendar item: a certificate's expiry date, a return's period. */
const itemKey = (entry: CalendarEntry): string =>
  [entry.kind, entry.documentType, entry.reportingYear ?? entry.date, entry.reportingQuarter ?? ''].join('#');

const ruDate = (iso: string): string => iso.split('-').reverse().join('.');

function reminderText(entry: CalendarEntry, lang: Language): string {
  const year = String(entry.reportingYear ?? '');
  // The VAT return's period is named as every screen names it (shared periodLabel): «3 квартал 2025».
  const period =
    entry.kind === 'VAT_RETURN'
      ? periodLabel({ kind: 'QUARTER', year: entry.reportingYear, quarter: entry.reportingQuarter }, lang)
      : translate(lang, 'documents.reminder.year', { year });
  return translate(lang, `documents.reminder.${entry.kind}`, {
    name: typeName(entry.documentType, lang),
    period,
    date: lang === 'ru' ? ruDate(entry.date) : entry.date,
  });
}

/**
 * What of the counterparty's document calendar falls due within the reminder lead: a certificate
 * expiring, a return due and not yet filed. Each is claimed (a conditional write) before it is sent.
 */
async function remindCounterparty(counterpartyId: string, horizon: string, now: Date): Promise<number> {
  const identity = await taxRegimeOf(counterpartyId);
  if (!identity) return 0;
  const tasks = await documentsRepository.listTasks(counterpartyId);
  const today = now.toISOString().slice(0, 10);
  const due = calendarOf(specCodesOf(identity, tasks).required, tasks, now).filter(
    (e) => e.date >= today && e.date <= horizon && (e.kind === 'CERTIFICATE_EXPIRES' || !e.loaded),
  );
  let sent = 0;
  for (const entry of due) {
    const claimed = await remindersRepository.claim({
      counterpartyId,
      item: itemKey(entry),
      date: entry.date,
      sentAt: now.toISOString(),
    });
    if (!claimed) continue;
    const uploader =
      tasks.find((t) => t.documentType === entry.documentType)?.createdBy ?? tasks[0]?.createdBy;
    const to = await supplierAddress(counterpartyId, uploader ?? '');
    await notifyCounterparty(
      counterpartyId,
      { ru: reminderText(entry, 'ru'), en: reminderText(entry, 'en') },
      {
        type: 'DOCUMENT_CALENDAR',
        path: '/documents/create',
        ...(to ? { to: [to] } : {}),
        subject: {
          ru: translate('ru', 'documents.reminder.emailSubject', { date: ruDate(entry.date) }),
          en: translate('en', 'documents.reminder.emailSubject', { date: entry.date }),
        },
      },
    );
    sent++;
  }
  return sent;
}

/**
 * The scheduled job of the document calendar (issue 18): reminds each supplier, in the cabinet and by
 * e-mail, of what expires or falls due within the next working days (03 §5 certificate age, 03 §9 tax
 * deadlines), once per item. The suppliers are those with documents in review or accepted.
 * Safe to run twice: an item already reminded of is skipped by its marker's condition.
 */
export async function sendCalendarReminders(now: Date): Promise<{ reminded: number }> {
  const horizon = addWorkingDays(moscowDate(now), CALENDAR_REMINDER_WORKING_DAYS);
  const filed = await Promise.all([
    documentsRepository.queue('DVS_ACCEPTED'),
    documentsRepository.queue('DVS_IN_PROGRESS'),
  ]);
  // A subcontractor's documents (filed by its supplier) have no cabinet and no calendar of their own.
  const owners = new Set(
    filed
      .flat()
      .map((t) => t.counterpartyId)
      .filter((id) => supplierOfDocuments(id) === id),
  );
  let reminded = 0;
  for (const counterpartyId of owners) reminded += await remindCounterparty(counterpartyId, horizon, now);
  return { reminded };
}
