import type { CurrentUser } from '@shared/api/areas/system';
import { ROLE_ADMIN } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { accountsRepository } from './accounts-repository';

/** Version of the user agreement in force; a new version makes every supplier accept again. */
export const USER_AGREEMENT_VERSION = '2024-09-01';

/** The current user (01 §3 Profile); a first-time user gets an account with status NEW (issue 2 §4). */
export async function currentUser(caller: Caller): Promise<CurrentUser> {
  const account = await accountsRepository.createAccountIfMissing(caller.sub, caller.login);
  const isAdmin = caller.groups.includes('admin');
  const authorities = caller.groups.map((g) => (g === 'admin' ? ROLE_ADMIN : `ROLE_${g.toUpperCase()}`));
  const base = {
    login: account.login,
    prefferedLanguage: account.language ?? 'ru',
    authorities,
    isAdmin,
    groups: caller.groups,
  };
  if (caller.groups.length > 0) {
    // Staff work in the admin and back-office areas: no counterparty, never sent to registration.
    return {
      ...base,
      isEditable: false,
      accountType: isAdmin ? 'ADMIN' : null,
      accountStatus: 'REGISTERED',
      companyName: null,
      companyCode: null,
      registrationDate: null,
      hasSavedData: true,
    };
  }
  const counterparty = account.counterpartyId
    ? await accountsRepository.getCounterparty(account.counterpartyId)
    : null;
  return {
    ...base,
    isEditable: counterparty?.isEditable ?? false,
    accountType: counterparty?.accountType ?? null,
    accountStatus: counterparty ? account.status : 'NEW',
    companyName: counterparty?.companyName ?? null,
    companyCode: counterparty?.companyCode ?? null,
    registrationDate: counterparty?.registrationDate ?? null,
    hasSavedData: counterparty?.hasSavedData ?? false,
  };
}

/** The path names a contractor code: it must be the caller's own, or the resource does not exist for it. */
function assertOwnCode(tenant: Tenant, contractorCode: string): void {
  if (tenant.companyCode !== contractorCode) throw notFound();
}

export async function agreementStatus(tenant: Tenant, contractorCode: string) {
  assertOwnCode(tenant, contractorCode);
  const accepted = await accountsRepository.getAgreement(tenant.counterpartyId, USER_AGREEMENT_VERSION);
  return { status: !accepted, acceptedAt: accepted?.acceptedAt ?? null, version: USER_AGREEMENT_VERSION };
}

export async function acceptAgreement(tenant: Tenant, contractorCode: string, caller: Caller) {
  assertOwnCode(tenant, contractorCode);
  const saved = await accountsRepository.putAgreement(
    tenant.counterpartyId,
    USER_AGREEMENT_VERSION,
    caller.login,
  );
  return { status: false, acceptedAt: saved.acceptedAt ?? null, version: USER_AGREEMENT_VERSION };
}
