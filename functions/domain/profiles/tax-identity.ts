import { clock } from '../../lib/clock';
import { accountFlags } from './account-state';
import { profilesRepository } from './profiles-repository';

/**
 * The profile context's answer to the documents section: who the taxpayer is, under which regime,
 * whether the questionnaire has saved data and whether its data may be edited now (false while the
 * account is on moderation). Non-residents (and counterparties without a questionnaire) have none.
 */
export async function taxIdentityOf(counterpartyId: string) {
  const [profile, markers] = await Promise.all([
    profilesRepository.get(counterpartyId),
    profilesRepository.listPending(counterpartyId),
  ]);
  const registration = profile?.registration;
  if (!registration || registration.kind === 'NONRESIDENT') return null;
  const flags = accountFlags(
    profile.contacts,
    markers.map((m) => m.kind),
  );
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
    hasSavedData: flags.hasSavedData,
    editable: flags.isEditable,
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
