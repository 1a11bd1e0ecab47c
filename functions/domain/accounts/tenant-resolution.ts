import { ERROR_CODES } from '@shared/api/error-payload';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isStaff, type Caller } from '../../lib/caller';
import type { Tenant } from '../../lib/tenant';
import { accountsRepository, type CounterpartySummary } from './accounts-repository';
import { getCounterparty, summaryOf } from './counterparties';
import { boundCounterparty } from './accounts-service';
import './messages';

/**
 * Staff have no tenant; a supplier without a registered counterparty cannot reach supplier data yet.
 * One read: the account carries a copy of its counterparty (accountsService.changeCounterparty keeps it).
 */
export async function resolveTenant(caller: Caller): Promise<Tenant> {
  if (isStaff(caller)) throw forbidden();
  const account = await accountsRepository.getAccount(caller.sub);
  if (account?.consentWithdrawnAt) throw forbidden('consent.accountClosed');
  if (!account?.counterpartyId) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, 'error.registrationRequired');
  }
  const counterparty = await boundCounterparty(account);
  if (!counterparty) throw forbidden();
  return tenantOfCopy(counterparty);
}

/** The tenant of a counterparty read from its record: the demo seeds and the jobs' tests act as it. */
export async function tenantOfCounterparty(counterpartyId: string): Promise<Tenant> {
  const counterparty = await getCounterparty(counterpartyId);
  if (!counterparty) throw notFound();
  return tenantOfCopy({ ...summaryOf(counterparty), counterpartyId });
}

function tenantOfCopy(counterparty: CounterpartySummary & { counterpartyId: string }): Tenant {
  return {
    counterpartyId: counterparty.counterpartyId,
    accountType: counterparty.accountType,
    companyCode: counterparty.companyCode,
    companyName: counterparty.companyName,
    registrationDate: counterparty.registrationDate,
    hasSavedData: counterparty.hasSavedData,
  };
}

/**
 * The counterparty of any signed-in user, where one exists: routes open to every user (files,
 * notices) act for it when it does. Staff and users still registering have none.
 */
export async function counterpartyIdOf(caller: Caller): Promise<string | null> {
  if (isStaff(caller)) return null;
  const account = await accountsRepository.getAccount(caller.sub);
  return account?.counterpartyId ?? null;
}
