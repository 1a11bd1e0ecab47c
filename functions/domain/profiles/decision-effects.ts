import type { BankDocument } from '@shared/api/areas/profiles';
import { clock } from '../../lib/clock';
import { changeCounterparty } from '../accounts/accounts-service';
import { syncAccountState } from './account-state';
import type { StoredChangeRequest } from './change-requests-repository';
import { registerRecordOf } from './change-requests-service';
import { updateProfileRetrying } from './profile-documents';
import type { Profile, TaxRegimeOfYear } from './profile-model';
import { profilesRepository } from './profiles-repository';

type Changes = Parameters<typeof profilesRepository.update>[2];

/**
 * The questionnaire's regime after an accepted declaration: the year's entry replaced (declared), and
 * `taxSystem`/`taxSource` the regime in force now, the newest year not after the current one, as the
 * documents section follows it.
 */
export function withDeclaredRegime(
  registration: Extract<Profile['registration'], { kind: 'LEGAL' | 'INDIVIDUAL' }>,
  declared: TaxRegimeOfYear,
  year: number,
): Profile['registration'] {
  const taxRegimes = [
    ...(registration.taxRegimes ?? [])
      .filter((y) => y.callYear !== declared.callYear)
      .map((y) => ({ ...y, source: y.source ?? registration.taxSource ?? undefined })),
    { ...declared, source: 'DECLARED' as const },
  ].sort((a, b) => a.callYear - b.callYear);
  const inForce = [...taxRegimes].reverse().find((y) => y.callYear <= year) ?? null;
  return {
    ...registration,
    taxRegimes,
    taxSystem: inForce?.taxSystem ?? registration.taxSystem,
    taxSource: inForce ? (inForce.source ?? null) : (registration.taxSource ?? null),
  };
}

/** What a decision changes in the profile: approval applies the new value, rejection keeps the old data. */
async function changesOf(
  request: StoredChangeRequest,
  approved: boolean,
  profile: Profile,
): Promise<Changes> {
  const { change } = request;
  // The confirmations sent with a request are answered with it; ones filed since wait for the next request.
  const unsent = (list: BankDocument[], sent: readonly BankDocument[]) =>
    list.filter((d) => !sent.some((s) => s.id === d.id));
  switch (change.kind) {
    case 'POSTAL_ADDRESS': {
      const postalDocuments = unsent(profile.postalDocuments, change.documents ?? []);
      return approved ? { postalAddress: change.newValue, postalDocuments } : { postalDocuments };
    }
    case 'CONTACTS':
      // The request carries the questionnaire's lists; the tender contacts are edited apart (Профиль → Данные)
      // and may have changed while it waited, so the profile's current ones stay.
      return approved
        ? {
            contacts: {
              ...change.newValue,
              phonesForTender: profile.contacts.phonesForTender,
              emailsForTender: profile.contacts.emailsForTender,
            },
          }
        : {};
    case 'BANK_ACCOUNTS': {
      // Either way the draft has been answered: approved accounts become KSSS's, rejected ones are dropped.
      const bankDocuments = unsent(profile.bankDocuments, change.newValue.bankAccountsDocuments);
      return approved
        ? { bankAccounts: change.newValue.bankAccounts, bankDraft: null, bankDocuments }
        : { bankDraft: null, bankDocuments };
    }
    case 'EGRUL_REFRESH': {
      if (!approved || profile.registration.kind === 'NONRESIDENT') return {};
      // The register is read again at approval: the data applied is the register's as of the decision.
      const record = await registerRecordOf(profile);
      if (!record)
        return {
          registration: { ...profile.registration, name: change.newValue.name },
          factAddress: change.newValue.factAddress,
        };
      await changeCounterparty(profile.counterpartyId, { companyName: record.shortName });
      return {
        registration: { ...profile.registration, name: record.name, shortName: record.shortName },
        factAddress: record.address,
      };
    }
    case 'TAX_REGIME': {
      const r = profile.registration;
      if (!approved || r.kind === 'NONRESIDENT') return {};
      const { callYear, taxSystem, previousYearIncome, notes } = change.newValue;
      return {
        registration: withDeclaredRegime(
          r,
          { callYear, taxSystem, previousYearIncome, notes },
          clock.now().getUTCFullYear(),
        ),
      };
    }
    case 'REGISTRATION_DATA': {
      // The details stay as entered either way; the decision says whether the group vouches for them.
      const r = profile.registration;
      if (r.kind === 'NONRESIDENT' || !r.manualEntry) return {};
      const review = approved ? ('CONFIRMED' as const) : ('REJECTED' as const);
      return { registration: { ...r, manualEntry: { ...r.manualEntry, review } } };
    }
  }
}

/**
 * Applies a decided request to the supplier's profile and clears the chapter's pending marker.
 * Retries when the supplier wrote to the profile at the same moment (optimistic version).
 */
export async function applyDecision(request: StoredChangeRequest, approved: boolean): Promise<void> {
  const found = await updateProfileRetrying(request.counterpartyId, (profile) =>
    changesOf(request, approved, profile),
  );
  if (!found)
    throw new Error(`profile ${request.counterpartyId} of change request ${request.requestId} is missing`);
  await profilesRepository.clearPending(request.counterpartyId, request.change.kind, request.requestId);
  // The decision may end the moderation (the last request answered) and settles whether contacts are saved.
  await syncAccountState(request.counterpartyId);
}
