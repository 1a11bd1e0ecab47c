import type { Tenant } from '../../lib/tenant';
import { calendarOf, type CalendarEntry } from './calendar';
import { documentsRepository } from './documents-repository';
import { specCodesOf } from './specification';
import { regimeOfSupplier } from './supplier-identity';

/**
 * GET /profiles/documents/calendar (beyond the spec): the deadlines and expiries ahead. A module of its
 * own: the header's calendar is read on every screen, and its first call loads none of the documents
 * service (its texts, the document types' settings, the checkers).
 */
export async function documentCalendar(tenant: Tenant, now: Date): Promise<CalendarEntry[]> {
  const [identity, tasks] = await Promise.all([
    regimeOfSupplier(tenant),
    documentsRepository.listTasks(tenant.counterpartyId),
  ]);
  return calendarOf(specCodesOf(identity, tasks).required, tasks, now);
}
