import type { AccountType } from '@shared/constants/spec';
import { AppError, forbidden } from './errors';
import { ERROR_CODES } from '@shared/api/error-payload';
import type { Caller } from './caller';
import { isStaff } from './caller';
import { accountsRepository } from '../domain/accounts/accounts-repository';
import { boundCounterparty } from '../domain/accounts/accounts-service';

/** The counterparty a supplier acts for. Every supplier route reads and writes only under it. */
export interface Tenant {
  counterpartyId: string;
  accountType: Exclude<AccountType, 'ADMIN'>;
  companyCode: string;
}

/**
 * Staff have no tenant; a supplier without a registered counterparty cannot reach supplier data yet.
 * One read: the account carries a copy of its counterparty (accountsService.changeCounterparty keeps it).
 */
export async function resolveTenant(caller: Caller): Promise<Tenant> {
  if (isStaff(caller)) throw forbidden();
  const account = await accountsRepository.getAccount(caller.sub);
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
