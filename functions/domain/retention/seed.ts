import type { Caller } from '../../lib/caller';
import { clock, fixedClock, useClock } from '../../lib/clock';
import { addDays, addWorkingDays, moscowDate } from '../../lib/working-days';
import { registerResident } from '../profiles/registration-service';
import { registerRecords, type LegalRecord } from '../registry/register-data';
import type { SeedContext } from '../seed-context';

export const seedAfter = ['profiles', 'registry'];

/** The demo account near its deadline (01 §9): registered this many working days ago, questionnaire empty. */
export const DEADLINE_DEMO = 'deadline@demo.test';
const WORKING_DAYS_AGO = 19;

/**
 * A supplier registered 19 working days ago by the clock that has filled in nothing: the cabinet shows
 * its deadline two working days away, and the retention job's first run sends the reminders due.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const user = ctx.users[DEADLINE_DEMO];
  if (!user) return;
  const now = clock.now();
  const today = moscowDate(now);
  let day = addDays(today, -1);
  while (addWorkingDays(day, WORKING_DAYS_AGO) > today) day = addDays(day, -1);
  // A main office no search of the test suites asks for, so their pool of free companies stays as it was.
  const record = registerRecords().find(
    (r): r is LegalRecord =>
      r.kind === 'LEGAL' && r.branchType === 'MAIN' && r.shortName === 'ООО «ТермоМаш»',
  );
  if (!record) throw new Error('no register record for the deadline demo');
  const caller: Caller = { sub: user.sub, login: DEADLINE_DEMO, groups: [] };
  const restore = useClock(fixedClock(`${day}T${now.toISOString().slice(11)}`));
  try {
    const { inn, kpp, ogrn } = record;
    await registerResident(
      caller,
      { type: 'legal', inn, kpp, ogrn, branchType: 'MAIN', personalDataConsent: true },
      { ip: null, userAgent: 'demo seed' },
      'ru',
    );
  } finally {
    restore();
  }
}
