import { clock } from '../../lib/clock';
import { accountFlags } from './account-state';
import type { Profile } from './profile-model';
import { profilesRepository } from './profiles-repository';

/**
 * The profile context's answer to the documents section: who the taxpayer is and under which regime, which
 * decides the documents it files. One read. Non-residents (and counterparties without a questionnaire) have none.
 */
export async function taxRegimeOf(counterpartyId: string) {
  return regimeOf(await profilesRepository.get(counterpartyId));
}

/**
 * The same, with whether the questionnaire has saved data and whether its data may be edited now (false while
 * the account is on moderation): what filing a document checks. It reads the pending requests too.
 */
export async function taxIdentityOf(counterpartyId: string) {
  const [profile, markers] = await Promise.all([
    profilesRepository.get(counterpartyId),
    profilesRepository.listPending(counterpartyId),
  ]);
  const regime = regimeOf(profile);
  if (!profile || !regime) return null;
  const flags = accountFlags(
    profile.contacts,
    markers.map((m) => m.kind),
  );
  return { ...regime, hasSavedData: flags.hasSavedData, editable: flags.isEditable };
}

function regimeOf(profile: Profile | null) {
  const registration = profile?.registration;
  if (!registration || registration.kind === 'NONRESIDENT') return null;
  const callYear = clock.now().getUTCFullYear();
  const common = {
    callYear,
    /** Declared with the current year's regime: whether a УСН payer owes VAT, if no УСН return says. */
    previousYearIncome:
      registration.taxRegimes?.find((y) => y.callYear === callYear)?.previousYearIncome ?? null,
    name: registration.name,
    inn: registration.inn,
    accountingType: registration.accountingType,
    taxSystem: registration.taxSystem,
    /** The state registration date (the register's record): the tax-return warning counts from it. */
    registrationDate: registration.registrationDate,
  };
  return registration.kind === 'LEGAL'
    ? {
        ...common,
        accountType: 'LEGAL' as const,
        kpp: registration.kpp,
        companyType: registration.companyType,
      }
    : { ...common, accountType: 'INDIVIDUAL' as const, kpp: null, companyType: null };
}
