import { randomUUID } from 'node:crypto';
import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import type { ContactValues, TaxRegimeBody } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import type { PostalAddressInput } from '@shared/validation/address';
import { sameEmails, sameList, samePhones, type Contacts } from '@shared/validation/contacts';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/messages';
import type { Tenant } from '../../lib/tenant';
import { getCounterparty } from '../accounts/counterparties';
import { acceptedFileOf } from '../files/accepted-file';
import { holdFile } from '../files/file-holds';
import { masterDataRegistry } from './master-data-registry';
import { stateRegister } from '../registry/state-register';
import { isKnownCountry } from '../dictionaries/country-names';
import { isKnownRegion, storedAddress } from './address';
import { draftDiffers } from './bank-accounts';
import { syncAccountState } from './account-state';
import { assertChapterEditable, loadProfile, pendingConflict, type LoadedProfile } from './profile-context';
import type { ManualRegistrationData, Profile, StoredChange } from './profile-model';
import type { IndividualRecord, LegalRecord } from '../registry/register-data';
import { profilesRepository } from './profiles-repository';
import './messages';

interface Sent {
  description: string;
  changeRequestId: string;
}

/**
 * Sends a change "for review" (02 §1): marks its kind pending with a conditional write (a second
 * request while one waits is a 409), then hands it to KSSS. The profile keeps its old values until a decision.
 */
async function submit(
  tenant: Tenant,
  caller: Caller,
  loaded: LoadedProfile,
  change: StoredChange,
  sentKey: MessageKey,
  lang: Language,
  beforeSubmit?: () => Promise<void>,
): Promise<Sent> {
  const changeRequestId = await sendForReview(
    tenant.counterpartyId,
    loaded.profile.registration.kind,
    caller,
    change,
    beforeSubmit,
  );
  return { description: translate(lang, sentKey), changeRequestId };
}

/** The pending marker, the moderation state and the hand-over to KSSS of one change: its request id. */
async function sendForReview(
  counterpartyId: string,
  accountType: Profile['registration']['kind'],
  caller: Caller,
  change: StoredChange,
  beforeSubmit?: () => Promise<void>,
): Promise<string> {
  const kind: ChangeRequestKind = change.kind;
  const requestId = randomUUID();
  await profilesRepository.markPending(counterpartyId, kind, requestId, pendingConflict(kind));
  try {
    // From now on the account data is on moderation (02 §4); contacts sent also count as saved data.
    await syncAccountState(counterpartyId);
    await beforeSubmit?.();
    const counterparty = await getCounterparty(counterpartyId);
    if (!counterparty) throw notFound();
    await masterDataRegistry.submit({
      requestId,
      counterparty: {
        counterpartyId,
        companyName: counterparty.companyName,
        companyCode: counterparty.companyCode,
        accountType,
      },
      change,
      submittedBy: caller.login,
    });
  } catch (error) {
    await profilesRepository.clearPending(counterpartyId, kind, requestId);
    await syncAccountState(counterpartyId);
    throw error;
  }
  return requestId;
}

/**
 * The details of a resident registered by hand go to the group's reviewer (change request REGISTRATION_DATA):
 * the account is on moderation until the decision. Returns the request id.
 */
export function sendRegistrationDataForReview(
  counterpartyId: string,
  caller: Caller,
  data: ManualRegistrationData,
): Promise<string> {
  return sendForReview(counterpartyId, data.accountType, caller, {
    kind: 'REGISTRATION_DATA',
    oldValue: null,
    newValue: data,
  });
}

/** POST /profiles/save-profile-contacts: the tender phone and e-mail are read-only (edited in Profile - Data). */
export async function saveContacts(
  tenant: Tenant,
  caller: Caller,
  body: Contacts,
  lang: Language,
): Promise<Sent> {
  const loaded = await loadProfile(tenant, lang);
  assertChapterEditable(loaded, 'CONTACTS');
  const old = loaded.profile.contacts;
  const tenderPhonesChanged =
    body.phonesForTender !== undefined && !samePhones(body.phonesForTender, old.phonesForTender);
  const tenderEmailsChanged =
    body.emailsForTender !== undefined && !sameEmails(body.emailsForTender, old.emailsForTender);
  if (tenderPhonesChanged || tenderEmailsChanged) throw badRequest('profile.tenderContactsReadOnly');

  const next: ContactValues = {
    phones: body.phones,
    emails: body.emails,
    websites: body.websites,
    phonesForTender: old.phonesForTender,
    emailsForTender: old.emailsForTender,
  };
  if (
    sameList(next.phones, old.phones) &&
    sameList(next.emails, old.emails) &&
    sameList(next.websites, old.websites)
  ) {
    throw badRequest('profile.noChanges');
  }
  return submit(
    tenant,
    caller,
    loaded,
    { kind: 'CONTACTS', oldValue: old, newValue: next },
    'profile.contactsSent',
    lang,
  );
}

/** POST /profiles/sendPostalAddressChangeRequest. */
export async function sendPostalAddress(
  tenant: Tenant,
  caller: Caller,
  body: PostalAddressInput,
  lang: Language,
): Promise<Sent> {
  if (!isKnownCountry(body.countryCode)) throw badRequest('validation.country');
  if (!isKnownRegion(body.countryCode, body.regionCode)) throw badRequest('validation.region');
  const loaded = await loadProfile(tenant, lang);
  assertChapterEditable(loaded, 'POSTAL_ADDRESS');
  const next = storedAddress(body);
  const old = loaded.profile.postalAddress;
  if (old && JSON.stringify(storedAddress(old)) === JSON.stringify(next))
    throw badRequest('profile.noChanges');
  return submit(
    tenant,
    caller,
    loaded,
    { kind: 'POSTAL_ADDRESS', oldValue: old, newValue: next, documents: loaded.profile.postalDocuments },
    'profile.postalSent',
    lang,
  );
}

/** The register's current record of a resident's profile; null when the register no longer has it. */
export async function registerRecordOf(profile: Profile): Promise<LegalRecord | IndividualRecord | null> {
  const r = profile.registration;
  if (r.kind === 'LEGAL') return stateRegister.findLegal(r.inn, r.kpp);
  if (r.kind === 'INDIVIDUAL') return stateRegister.findIndividual(r.inn);
  return null;
}

/** POST /profiles/requestKsssToUpdateProfileByEgrul: residents only (the button is hidden for others). */
export async function requestRegisterRefresh(tenant: Tenant, caller: Caller, lang: Language): Promise<Sent> {
  const loaded = await loadProfile(tenant, lang);
  const { profile } = loaded;
  if (profile.registration.kind === 'NONRESIDENT') throw badRequest('profile.egrulResidentsOnly');
  assertChapterEditable(loaded, 'EGRUL_REFRESH');
  const record = await registerRecordOf(profile);
  if (!record) throw notFound('profile.notInRegister');
  const change: StoredChange = {
    kind: 'EGRUL_REFRESH',
    oldValue: { name: profile.registration.name, factAddress: profile.factAddress },
    newValue: { name: record.name, factAddress: record.address },
  };
  return submit(tenant, caller, loaded, change, 'profile.egrulSent', lang);
}

/**
 * POST /profiles/tax-regime: the supplier declares or corrects the regime of a year (03 §3) where the register
 * says nothing or is wrong. The confirming PDF (УСН/ЕСХН notice, patent) is one of its own accepted uploads;
 * the reviewer decides, and only an accepted declaration changes the questionnaire (decision-effects.ts).
 */
export async function declareTaxRegime(
  tenant: Tenant,
  caller: Caller,
  body: TaxRegimeBody,
  lang: Language,
): Promise<Sent> {
  const loaded = await loadProfile(tenant, lang);
  const r = loaded.profile.registration;
  if (r.kind === 'NONRESIDENT') throw badRequest('profile.residentsOnly');
  assertChapterEditable(loaded, 'TAX_REGIME');
  const file = await acceptedFileOf(tenant.counterpartyId, body.fileId);
  if (file?.purpose !== 'REGISTRATION' || file.kind !== 'pdf')
    throw badRequest('profile.taxRegimeDocumentRequired', { field: 'fileId' });
  const old = (r.taxRegimes ?? []).find((y) => y.callYear === body.callYear) ?? null;
  if (
    old?.taxSystem === body.taxSystem &&
    (old.previousYearIncome ?? null) === body.previousYearIncome &&
    old.source === 'DECLARED'
  )
    throw badRequest('profile.taxRegimeUnchanged');
  const change: StoredChange = {
    kind: 'TAX_REGIME',
    oldValue: old ? { ...old, source: old.source ?? r.taxSource ?? undefined } : null,
    newValue: {
      callYear: body.callYear,
      taxSystem: body.taxSystem,
      previousYearIncome: body.previousYearIncome,
      notes: body.notes,
      documents: [{ id: file.id, fileInfo: { id: file.id, name: file.name, uploadDate: file.uploadDate } }],
    },
  };
  // The request keeps the file: held before it is sent, so the upload sweep never deletes it.
  const hold = async () => {
    if (!(await holdFile(tenant.counterpartyId, file.id)))
      throw badRequest('profile.taxRegimeDocumentRequired', { field: 'fileId' });
  };
  return submit(tenant, caller, loaded, change, 'profile.taxRegimeSent', lang, hold);
}

/** POST /profiles/sendProfileBankAccountChangeRequest: sends the draft and its documents for review. */
export async function sendBankAccounts(tenant: Tenant, caller: Caller, lang: Language): Promise<Sent> {
  const loaded = await loadProfile(tenant, lang);
  const { profile } = loaded;
  if (profile.registration.kind === 'NONRESIDENT') throw badRequest('profile.residentsOnly');
  assertChapterEditable(loaded, 'BANK_ACCOUNTS');
  const draft = profile.bankDraft;
  if (!draft || !draftDiffers(profile.bankAccounts, draft)) throw badRequest('profile.noChanges');
  // New details are confirmed by a document (02 §2.5 item 6); without one the reviewer could not check them.
  if (profile.bankDocuments.length === 0) throw badRequest('profile.bankDocumentRequired');
  const change: StoredChange = {
    kind: 'BANK_ACCOUNTS',
    // The confirmations belong to the new details: the accounts KSSS holds had none in the cabinet.
    oldValue: { bankAccounts: profile.bankAccounts, bankAccountsDocuments: [] },
    newValue: { bankAccounts: draft, bankAccountsDocuments: profile.bankDocuments },
  };
  // Bumping the version makes an edit of the draft that raced with this send fail instead of being lost.
  const freezeDraft = async () => {
    await profilesRepository.update(tenant.counterpartyId, profile.version, { bankDraft: draft });
  };
  return submit(tenant, caller, loaded, change, 'profile.bankSent', lang, freezeDraft);
}
