import { randomUUID } from 'node:crypto';
import type { TenderAccessStatus } from '@shared/api/areas/tenders';
import { addDays } from '../../lib/working-days';
import type { AccessState } from './access-lifecycle';
import { paymentCodeOf } from './payment-code';
import { stateOf, tendersRepository } from './tenders-repository';

/**
 * The test mode of 01 §2.5: force a supplier's status and date, to look at every screen of the lifecycle.
 * Only the local stack (local and test stages) sets TENDER_TEST_MODE; no function of a deployment has it
 * (test/infra/tender-access.test.ts) and no route reaches this: infra/local/tender-test-mode.ts does.
 */
export const TEST_MODE_ENV = 'TENDER_TEST_MODE';
export const testModeEnabled = (): boolean => process.env[TEST_MODE_ENV] === 'true';

/** The state a forced status shows: `date` is the last day of access, or the first blocked day. */
export function forcedState(current: AccessState, status: TenderAccessStatus, date: string): AccessState {
  if (status === 'BLOCKED') return { ...current, status, dateTo: null, blockedFrom: date };
  if (status === 'OPEN' || status === 'TEMPORARY')
    return { ...current, status, dateTo: date, blockedFrom: null };
  return { ...current, status, dateTo: null, blockedFrom: null };
}

export async function forceAccess(
  companyCode: string,
  status: Exclude<TenderAccessStatus, 'NOT_CONFIRMED'>,
  date: string,
  now: Date,
): Promise<AccessState> {
  if (!testModeEnabled()) throw new Error(`The tender test mode is off here (${TEST_MODE_ENV} is not set)`);
  const item = await tendersRepository.findByCode(paymentCodeOf(companyCode));
  if (!item) throw new Error(`No access record for ${companyCode}: accept the licence on /tender first`);
  const next = forcedState(stateOf(item), status, addDays(date, 0));
  if (!(await tendersRepository.updateAccess(item, next, now)))
    throw new Error('Changed meanwhile: try again');
  await tendersRepository.addEvent({
    counterpartyId: item.counterpartyId,
    at: now.toISOString(),
    id: randomUUID(),
    by: 'test-mode',
    kind: next.status === 'OPEN' ? 'PAID' : 'BLOCKED',
    fromStatus: item.status,
    toStatus: next.status,
    comment: `test mode: ${status} ${date}`,
  });
  return next;
}
