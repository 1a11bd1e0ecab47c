import { profilesRepository } from './profiles-repository';

/**
 * The profile context's answer to the documents section: who the taxpayer is and under which regime,
 * as the questionnaire says. Non-residents (and counterparties without a questionnaire) have none.
 */
export async function taxIdentityOf(counterpartyId: string) {
  const profile = await profilesRepository.get(counterpartyId);
  const registration = profile?.registration;
  if (!registration || registration.kind === 'NONRESIDENT') return null;
  if (registration.kind === 'LEGAL') {
    return {
      accountType: 'LEGAL' as const,
      name: registration.name,
      inn: registration.inn,
      kpp: registration.kpp,
      companyType: registration.companyType,
      accountingType: registration.accountingType,
      taxSystem: registration.taxSystem,
    };
  }
  return {
    accountType: 'INDIVIDUAL' as const,
    name: registration.name,
    inn: registration.inn,
    kpp: null,
    companyType: null,
    accountingType: registration.accountingType,
    taxSystem: registration.taxSystem,
  };
}
