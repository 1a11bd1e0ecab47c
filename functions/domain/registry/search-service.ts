import type { NonResident, ResidentSearchResult } from '@shared/api/areas/registration';
import type { Language } from '@shared/constants/spec';
import { notFound } from '../../lib/errors';
import { getCounterparty } from '../accounts/counterparties';
import { toAddress } from '../profiles/address';
import { nonResidentClaimKey, registeredCounterpartyOf } from '../profiles/registered-identities';
import { invitationOf, registerIdOf } from '../relationships/invitations';
import type { IndividualRecord, LegalRecord, NonResidentRecord } from './register-data';
import { stateRegister } from './state-register';

function toResident(record: LegalRecord | IndividualRecord, lang: Language): ResidentSearchResult {
  const address = toAddress(record.address, lang).fullAddress;
  return record.kind === 'LEGAL'
    ? {
        id: record.id,
        type: 'legal',
        name: record.name,
        shortName: record.shortName,
        inn: record.inn,
        kpp: record.kpp,
        ogrn: record.ogrn,
        address,
        branchType: record.branchType,
      }
    : {
        id: record.id,
        type: 'individual',
        name: record.name,
        shortName: record.shortName,
        inn: record.inn,
        kpp: null,
        ogrn: record.ogrnip,
        address,
        branchType: null,
      };
}

/** GET /search/searchAccounts: legal entities and/or entrepreneurs by INN prefix, OGRN or a part of the name. */
export async function searchResidents(
  search: string,
  type: 'legal' | 'individual' | undefined,
  lang: Language,
): Promise<ResidentSearchResult[]> {
  const kinds =
    type === 'legal'
      ? (['LEGAL'] as const)
      : type === 'individual'
        ? (['INDIVIDUAL'] as const)
        : (['LEGAL', 'INDIVIDUAL'] as const);
  const records = await stateRegister.searchResidents(search, kinds);
  return records.map((r) => toResident(r, lang));
}

/** A known non-resident with its cabinet profile, if one registered with its Tax ID and country. */
async function toNonResident(record: NonResidentRecord, lang: Language): Promise<NonResident> {
  const registered = await registeredCounterpartyOf(nonResidentClaimKey(record.taxId, record.countryCode));
  const counterparty = registered ? await getCounterparty(registered) : null;
  return {
    id: record.id,
    name: record.name,
    taxId: record.taxId,
    actualAddress: toAddress(record.address, lang),
    contractorCode: counterparty?.companyCode ?? record.contractorCode,
    profileId: counterparty?.counterpartyId ?? null,
  };
}

/** GET /search/searchAccountsNonResident; hideNonRegistered keeps only those with a profile. */
export async function searchNonResidents(
  search: string,
  hideNonRegistered: boolean,
  lang: Language,
): Promise<NonResident[]> {
  const records = await stateRegister.searchNonResidents(search);
  const found = await Promise.all(records.map((r) => toNonResident(r, lang)));
  return hideNonRegistered ? found.filter((n) => n.profileId !== null) : found;
}

/** GET /search/getAccountsNonResidentById/{id}: a register id, or a registration link's token. */
export async function nonResidentById(id: string, lang: Language): Promise<NonResident> {
  // A registration link's token stands for the non-resident it was issued for (relationships).
  const registerId = await registerIdOf(id);
  const record = registerId ? await stateRegister.findNonResident(registerId) : null;
  if (!record) throw notFound();
  return toNonResident(record, lang);
}

/**
 * GET /search/getAccountsResidentByInvitation/{id}: the legal entity or entrepreneur a registration
 * link's token was issued for. A bad or expired token, or one issued for a non-resident, is a 404.
 */
export async function residentByInvitation(token: string, lang: Language): Promise<ResidentSearchResult> {
  const invitation = await invitationOf(token);
  const record =
    invitation?.partyType === 'LEGAL' && invitation.inn && invitation.kpp
      ? await stateRegister.findLegal(invitation.inn, invitation.kpp)
      : invitation?.partyType === 'INDIVIDUAL' && invitation.inn
        ? await stateRegister.findIndividual(invitation.inn)
        : null;
  if (!record) throw notFound();
  return toResident(record, lang);
}
