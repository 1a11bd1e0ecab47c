import { ERROR_CODES } from '@shared/api/error-payload';
import { AppError, forbidden } from '../../lib/errors';
import { isStaff, type Caller } from '../../lib/caller';
import type { Tenant } from '../../lib/tenant';
import { accountsRepository } from './accounts-repository';
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
  return {
    counterpartyId: counterparty.counterpartyId,
    accountType: counterparty.accountType,
    companyCode: counterparty.companyCode,
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
