import { AppError } from '../../lib/errors';
import { changeCounterparty } from '../accounts/accounts-service';
import { syncAccountState } from './account-state';
import type { StoredChangeRequest } from './change-requests-repository';
import { registerRecordOf } from './change-requests-service';
import type { Profile } from './profile-model';
import { profilesRepository } from './profiles-repository';

type Changes = Parameters<typeof profilesRepository.update>[2];

/** What a decision changes in the profile: approval applies the new value, rejection keeps the old data. */
async function changesOf(
  request: StoredChangeRequest,
  approved: boolean,
  profile: Profile,
): Promise<Changes> {
  const { change } = request;
  switch (change.kind) {
    case 'POSTAL_ADDRESS':
      return approved ? { postalAddress: change.newValue } : {};
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
    case 'BANK_ACCOUNTS':
      // Either way the draft has been answered: approved accounts become KSSS's, rejected ones are dropped.
      return approved ? { bankAccounts: change.newValue.bankAccounts, bankDraft: null } : { bankDraft: null };
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
  }
}

const isVersionConflict = (error: unknown) => error instanceof AppError && error.statusCode === 409;

/**
 * Applies a decided request to the supplier's profile and clears the chapter's pending marker.
 * Retries when the supplier wrote to the profile at the same moment (optimistic version).
 */
export async function applyDecision(request: StoredChangeRequest, approved: boolean): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const profile = await profilesRepository.get(request.counterpartyId);
    if (!profile)
      throw new Error(`profile ${request.counterpartyId} of change request ${request.requestId} is missing`);
    const changes = await changesOf(request, approved, profile);
    try {
      if (Object.keys(changes).length > 0)
        await profilesRepository.update(profile.counterpartyId, profile.version, changes);
      break;
    } catch (error) {
      if (!isVersionConflict(error) || attempt >= 3) throw error;
    }
  }
  await profilesRepository.clearPending(request.counterpartyId, request.change.kind, request.requestId);
  // The decision may end the moderation (the last request answered) and settles whether contacts are saved.
  await syncAccountState(request.counterpartyId);
}
