import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import type { Language } from '@shared/constants/spec';
import { conflict, notFound, type AppError } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { accountFlags } from './account-state';
import { changeRequestsRepository } from './change-requests-repository';
import { directoryFor } from './bank-accounts';
import type { FormContext } from './profile-form';
import type { Profile } from './profile-model';
import { profilesRepository } from './profiles-repository';
import './messages';

/** A supplier's questionnaire with everything that decides what may be edited now. */
export interface LoadedProfile {
  profile: Profile;
  form: FormContext;
}

/** Reads only under the caller's tenant: another counterparty's profile is never reached. */
export async function loadProfile(tenant: Tenant, lang: Language): Promise<LoadedProfile> {
  // The company's code comes with the tenant (the account's copy of its counterparty): no read of its own.
  const [profile, markers] = await Promise.all([
    profilesRepository.get(tenant.counterpartyId),
    profilesRepository.listPending(tenant.counterpartyId),
  ]);
  if (!profile) throw notFound();
  const postalMarker = markers.find((m) => m.kind === 'POSTAL_ADDRESS');
  const regimeMarker = markers.find((m) => m.kind === 'TAX_REGIME');
  const [postalRequest, regimeRequest, directory] = await Promise.all([
    postalMarker ? changeRequestsRepository.get(postalMarker.requestId) : null,
    regimeMarker ? changeRequestsRepository.get(regimeMarker.requestId) : null,
    directoryFor([...profile.bankAccounts, ...(profile.bankDraft ?? [])]),
  ]);
  return {
    profile,
    form: {
      companyCode: tenant.companyCode,
      // From the pending requests themselves, the truth the counterparty's flag is kept in line with.
      isEditable: accountFlags(
        profile.contacts,
        markers.map((m) => m.kind),
      ).isEditable,
      pending: new Set<ChangeRequestKind>(markers.map((m) => m.kind)),
      pendingPostalAddress:
        postalRequest?.change.kind === 'POSTAL_ADDRESS' ? postalRequest.change.newValue : null,
      pendingTaxRegime: regimeRequest?.change.kind === 'TAX_REGIME' ? regimeRequest.change.newValue : null,
      directory,
      lang,
    },
  };
}

const PENDING_MESSAGE = {
  POSTAL_ADDRESS: 'profile.postalPending',
  CONTACTS: 'profile.contactsPending',
  BANK_ACCOUNTS: 'profile.bankPending',
  EGRUL_REFRESH: 'profile.egrulPending',
  REGISTRATION_DATA: 'profile.registrationDataPending',
  TAX_REGIME: 'profile.taxRegimePending',
} as const satisfies Record<ChangeRequestKind, string>;

export const pendingConflict = (kind: ChangeRequestKind): AppError => conflict(PENDING_MESSAGE[kind]);

/** A chapter may change only while the counterparty is editable and no request of its kind waits. */
export function assertChapterEditable(loaded: LoadedProfile, kind: ChangeRequestKind): void {
  if (loaded.form.pending.has(kind)) throw pendingConflict(kind);
  if (!loaded.form.isEditable) throw conflict('profile.notEditable');
}
