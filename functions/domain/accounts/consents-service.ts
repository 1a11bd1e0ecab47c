import type { ConsentEntry, ConsentHistory } from '@shared/api/areas/personal-data';
import {
  CONSENT_DOCUMENTS,
  CONSENT_VERSIONS,
  type ConsentDocument,
  type ConsentSource,
} from '@shared/constants/consents';
import { isStaff, type Caller } from '../../lib/caller';
import { isConditionalFailure } from '../../lib/dynamo-entity';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { ClientInfo } from '../../lib/route';
import type { Tenant } from '../../lib/tenant';
import { accountsRepository, type Consent } from './accounts-repository';
import './messages';

/**
 * Consents, proven (issue 18, 152-FZ): every acceptance and withdrawal is recorded server-side with the
 * document and its version (shared/constants/consents.ts), the time, the person (Cognito subject and
 * login) and the client as the API saw it. A version raised there asks every person again.
 */

const entryOf = (c: Consent): ConsentEntry => ({
  document: c.document,
  version: c.version,
  action: c.action,
  source: c.source,
  at: c.at,
  sub: c.sub,
  login: c.login,
  ip: c.ip ?? null,
  userAgent: c.userAgent ?? null,
});

async function record(
  caller: Caller,
  client: ClientInfo,
  documents: readonly ConsentDocument[],
  action: Consent['action'],
  source: ConsentSource,
  counterpartyId: string | null,
): Promise<Consent[]> {
  return accountsRepository.addConsents(
    documents.map((document) => ({
      sub: caller.sub,
      login: caller.login,
      ...(counterpartyId ? { counterpartyId } : {}),
      document,
      version: CONSENT_VERSIONS[document],
      action,
      source,
      ...(client.ip ? { ip: client.ip } : {}),
      ...(client.userAgent ? { userAgent: client.userAgent.slice(0, 512) } : {}),
    })),
  );
}

/** Registration: the consent to personal-data processing the person ticked (02 §5). */
export async function recordRegistrationConsent(
  caller: Caller,
  client: ClientInfo,
  counterpartyId: string,
): Promise<void> {
  await record(caller, client, ['PERSONAL_DATA'], 'ACCEPTED', 'REGISTRATION', counterpartyId);
}

/** The documents whose version in force the person has not accepted since its last withdrawal. */
function mustAcceptOf(history: readonly Consent[]): ConsentDocument[] {
  return CONSENT_DOCUMENTS.filter((document) => {
    const last = history
      .filter((c) => c.document === document && c.version === CONSENT_VERSIONS[document])
      .at(-1);
    return last?.action !== 'ACCEPTED';
  });
}

/** A person's consent history (newest first) and what must be accepted again; Профиль and the admin's card. */
export async function consentHistory(sub: string): Promise<ConsentHistory> {
  const account = await accountsRepository.getAccount(sub);
  if (!account) throw notFound();
  const history = await accountsRepository.listConsents(sub);
  return {
    entries: history.map(entryOf).reverse(),
    mustAccept: mustAcceptOf(history),
    consentWithdrawnAt: account.consentWithdrawnAt ?? null,
  };
}

/** The path names a contractor code: it must be the caller's own, or the resource does not exist for it. */
function assertOwnCode(tenant: Tenant, contractorCode: string): void {
  if (tenant.companyCode !== contractorCode) throw notFound();
}

const statusOf = (history: readonly Consent[]) => {
  const accepted = history
    .filter(
      (c) =>
        c.document === 'USER_AGREEMENT' &&
        c.action === 'ACCEPTED' &&
        c.version === CONSENT_VERSIONS.USER_AGREEMENT,
    )
    .at(-1);
  return {
    status: mustAcceptOf(history).length > 0,
    acceptedAt: accepted?.at ?? null,
    version: CONSENT_VERSIONS.USER_AGREEMENT,
  };
};

/** 01 §4.5: true while the person has not accepted the versions in force; the agreement dialog opens. */
export async function agreementStatus(tenant: Tenant, contractorCode: string, caller: Caller) {
  assertOwnCode(tenant, contractorCode);
  return statusOf(await accountsRepository.listConsents(caller.sub));
}

/** The agreement dialog: both consents, each at its version in force, recorded for this person. */
export async function acceptAgreement(
  tenant: Tenant,
  contractorCode: string,
  caller: Caller,
  client: ClientInfo,
) {
  assertOwnCode(tenant, contractorCode);
  await record(caller, client, CONSENT_DOCUMENTS, 'ACCEPTED', 'AGREEMENT', tenant.counterpartyId);
  return statusOf(await accountsRepository.listConsents(caller.sub));
}

/**
 * Withdrawal from the profile: recorded in the history, the account closed (consentWithdrawnAt, which
 * the retention job reads to delete the counterparty's data at once) and the person's sign-in disabled.
 */
export async function withdrawConsent(caller: Caller, client: ClientInfo) {
  if (isStaff(caller)) throw forbidden();
  const account = await accountsRepository.getAccount(caller.sub);
  if (!account) throw notFound();
  if (account.consentWithdrawnAt) throw conflict('consent.alreadyWithdrawn');
  let consentWithdrawnAt: string;
  try {
    consentWithdrawnAt = await accountsRepository.markConsentWithdrawn(caller.sub);
  } catch (error) {
    if (isConditionalFailure(error)) throw conflict('consent.alreadyWithdrawn');
    throw error;
  }
  await record(caller, client, ['PERSONAL_DATA'], 'WITHDRAWN', 'PROFILE', account.counterpartyId ?? null);
  // Loaded here: only the account function closes sign-in, the other functions never bundle the client.
  const { identityProvider } = await import('./identity-provider');
  await identityProvider.disableSignIn(caller.sub);
  return { consentWithdrawnAt };
}
