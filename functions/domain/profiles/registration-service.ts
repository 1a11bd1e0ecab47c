import { randomUUID } from 'node:crypto';
import { counterpartyRegistered } from './registration-events';
import type { AccountStatus, Language } from '@shared/constants/spec';
import {
  NON_RESIDENT_FILE_FIELDS,
  type ManualResidentRegistration,
  type NonResidentRegistration,
  type ResidentRegistration,
} from '@shared/validation/registration';
import { isStaff, type Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/messages';
import { claimCompanyCode } from '../accounts/accounts-service';
import { recordRegistrationConsent } from '../accounts/consents-service';
import type { ClientInfo } from '../../lib/route';
import {
  bindAccount,
  createCounterparty,
  deleteCounterparty,
  ensureAccount,
} from '../accounts/counterparties';
import { indexUser } from '../admin/user-directory';
import { registerIdOf } from '../relationships/invitations';
import { acceptedFileOf } from '../files/accepted-file';
import { holdFile } from '../files/file-holds';
import type { IndividualRecord, LegalRecord } from '../registry/register-data';
import { stateRegister } from '../registry/state-register';
import { isKnownCountry } from '../dictionaries/country-names';
import { storedAddress, type StoredAddress } from './address';
import { claimsRepository } from './claims-repository';
import {
  individualClaimKey,
  legalClaimKey,
  nonResidentClaimKey,
  normalizeTaxId,
} from './registered-identities';
import type { ManualEntry, Profile, RegistrationData } from './profile-model';
import { sendRegistrationDataForReview } from './change-requests-service';
import { isRegisterUnavailable } from '../registry/dadata-register';
import { profilesRepository } from './profiles-repository';
import './messages';
import '../registry/messages';
import { clock } from '../../lib/clock';

export interface Registered {
  counterpartyId: string;
  companyCode: string;
  accountStatus: AccountStatus;
  message: string;
}

interface NewCounterparty {
  accountType: 'LEGAL' | 'INDIVIDUAL' | 'NONRESIDENT';
  companyName: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  taxId?: string;
  countryCode?: string;
  registration: RegistrationData;
  factAddress: StoredAddress;
}

const emptyContacts = { phones: [], emails: [], websites: [], phonesForTender: [], emailsForTender: [] };

/** Staff do not register; a user registers one counterparty. Returns nothing: it only refuses. */
async function assertMayRegister(caller: Caller): Promise<void> {
  if (isStaff(caller)) throw forbidden('registration.staffCannotRegister');
  const account = await ensureAccount(caller.sub, caller.login);
  if (account.counterpartyId) throw conflict('registration.alreadyRegistered');
}

/**
 * Registers a counterparty without transactions (the local emulator has none), in an order that
 * never leaves two counterparties with one identity: the uniqueness claim first (conditional put:
 * of two simultaneous registrations exactly one wins), then the counterparty, its questionnaire
 * from the register data, and the user's account bound to it (conditional: only an unbound account).
 * Any later failure undoes what was written and releases the claim.
 */
/** The next sequence code no administrator has already given to someone (codes are claimed, see accounts). */
async function freeCompanyCode(counterpartyId: string): Promise<string> {
  for (;;) {
    const code = await claimsRepository.nextCompanyCode();
    if (await claimCompanyCode(code, counterpartyId)) return code;
  }
}

async function register(
  caller: Caller,
  claimKey: string,
  duplicateKey: MessageKey,
  data: NewCounterparty,
  lang: Language,
  afterProfile?: (counterpartyId: string) => Promise<void>,
): Promise<Registered> {
  const counterpartyId = randomUUID();
  if (!(await claimsRepository.claim(claimKey, counterpartyId, caller.sub))) throw conflict(duplicateKey);
  let counterpartyWritten = false;
  let profileWritten = false;
  try {
    const companyCode = await freeCompanyCode(counterpartyId);
    const now = clock.now().toISOString();
    const { registration, factAddress, ...identity } = data;
    const counterparty = await createCounterparty({
      ...identity,
      counterpartyId,
      companyCode,
      registrationDate: now,
      // Saved data comes with the first contacts the supplier saves (account-state.ts): until then the
      // questionnaire is the only section open to it (01 §4.5).
      hasSavedData: false,
      isEditable: true,
      version: 1,
    });
    counterpartyWritten = true;
    const profile: Profile = {
      counterpartyId,
      registration,
      factAddress,
      postalAddress: null,
      contacts: emptyContacts,
      bankAccounts: [],
      bankDraft: null,
      bankDocuments: [],
      postalDocuments: [],
      version: 1,
      updatedAt: now,
    };
    await profilesRepository.create(profile);
    profileWritten = true;
    await afterProfile?.(counterpartyId);
    if (!(await bindAccount(caller.sub, counterparty))) throw conflict('registration.alreadyRegistered');
    // The administrators find the new supplier at once (their search reads its own index).
    await indexUser(caller.sub);
    return {
      counterpartyId,
      companyCode,
      accountStatus: 'REGISTERED',
      message: translate(lang, 'registration.completed'),
    };
  } catch (error) {
    await Promise.allSettled([
      profileWritten ? profilesRepository.remove(counterpartyId) : null,
      counterpartyWritten ? deleteCounterparty(counterpartyId) : null,
    ]);
    await claimsRepository.release(claimKey, counterpartyId);
    throw error;
  }
}

/**
 * The tax regime as the register states it (03 §3 taxSystem: regimes by year, and where they came from):
 * this year's regime when the register names one; otherwise none, and the supplier declares it.
 */
function taxRegimeOf(record: LegalRecord | IndividualRecord) {
  const taxSystem = record.taxSystem;
  return taxSystem
    ? {
        taxSystem,
        taxRegimes: [{ callYear: clock.now().getUTCFullYear(), taxSystem }],
        taxSource: 'REGISTER' as const,
      }
    : { taxSystem: null, taxRegimes: [], taxSource: null };
}

/** A liquidated company is no supplier (the register's status); the others register as they are. */
function assertNotLiquidated(record: LegalRecord | IndividualRecord): void {
  if (record.status === 'LIQUIDATED') throw badRequest('registry.liquidated');
}

function legalRegistration(record: LegalRecord): RegistrationData {
  return {
    kind: 'LEGAL',
    registerId: record.id,
    name: record.name,
    shortName: record.shortName,
    opf: record.opf,
    inn: record.inn,
    kpp: record.kpp,
    ogrn: record.ogrn,
    branchType: record.branchType,
    companyType: record.companyType,
    accountingType: null,
    ...taxRegimeOf(record),
    registrationDate: record.registrationDate,
    charter: null,
  };
}

function individualRegistration(record: IndividualRecord): RegistrationData {
  return {
    kind: 'INDIVIDUAL',
    registerId: record.id,
    name: record.name,
    shortName: record.shortName,
    inn: record.inn,
    ogrnip: record.ogrnip,
    accountingType: null,
    ...taxRegimeOf(record),
    registrationDate: record.registrationDate,
  };
}

/**
 * POST /registration/resident/initialize: the check digits were checked by the schema; the
 * organisation must exist in the state register with the same OGRN (02 §5: found by search first).
 */
export async function registerResident(
  caller: Caller,
  body: ResidentRegistration,
  client: ClientInfo,
  lang: Language,
) {
  await assertMayRegister(caller);
  const registered = await registerFoundResident(caller, body, lang);
  // The consent the schema required (02 §5), recorded once the counterparty exists (issue 18).
  await recordRegistrationConsent(caller, client, registered.counterpartyId);
  // Its risk profile (and its tier in the users table) from day one.
  await counterpartyRegistered.publish({ counterpartyId: registered.counterpartyId, at: clock.now() });
  return registered;
}

async function registerFoundResident(caller: Caller, body: ResidentRegistration, lang: Language) {
  if (body.type === 'legal') {
    const record = await stateRegister.findLegal(body.inn, body.kpp);
    if (!record) throw notFound('registration.notInEgrul');
    if (record.ogrn !== body.ogrn) throw badRequest('registration.ogrnMismatch');
    assertNotLiquidated(record);
    return register(
      caller,
      legalClaimKey(record.inn, record.kpp),
      'validation.duplicateInn',
      {
        accountType: 'LEGAL',
        companyName: record.shortName,
        inn: record.inn,
        kpp: record.kpp,
        ogrn: record.ogrn,
        registration: legalRegistration(record),
        factAddress: record.address,
      },
      lang,
    );
  }
  const record = await stateRegister.findIndividual(body.inn);
  if (!record) throw notFound('registration.notInEgrip');
  if (record.ogrnip !== body.ogrn) throw badRequest('registration.ogrnMismatch');
  assertNotLiquidated(record);
  return register(
    caller,
    individualClaimKey(record.inn),
    'validation.duplicateInn',
    {
      accountType: 'INDIVIDUAL',
      companyName: record.shortName,
      inn: record.inn,
      ogrn: record.ogrnip,
      registration: individualRegistration(record),
      factAddress: record.address,
    },
    lang,
  );
}

/**
 * POST /registration/resident/manual: a resident the state register does not know, or a registration while the
 * register does not answer. The numbers were checked by the schema (the same check digits as the search's); a
 * company the register knows must be registered from it. The counterparty registers at once with the details
 * as entered (no tax regime: the supplier declares it), and the details go to the group's reviewer with the
 * register extract: the account is on moderation until the decision.
 */
export async function registerResidentManually(
  caller: Caller,
  body: ManualResidentRegistration,
  client: ClientInfo,
  lang: Language,
): Promise<Registered> {
  await assertMayRegister(caller);
  const reason = await manualEntryReason(body);
  const extract = await acceptedFileOf(`user:${caller.sub}`, body.extractFileId);
  if (extract?.purpose !== 'REGISTRATION' || !(await holdFile(`user:${caller.sub}`, body.extractFileId)))
    throw badRequest('registration.fileInvalid', { field: 'extractFileId' });
  const factAddress = storedAddress({ ...body.address, countryCode: 'RU' });
  const manualEntry = { reason, review: 'PENDING' } as const;
  const today = clock.now().toISOString().slice(0, 10);
  const common = { registerId: '', name: body.name, shortName: body.shortName, inn: body.inn };
  const unsaid = { accountingType: null, taxSystem: null, taxRegimes: [], taxSource: null, manualEntry };
  const registered =
    body.type === 'legal'
      ? await register(
          caller,
          legalClaimKey(body.inn, body.kpp),
          'validation.duplicateInn',
          {
            accountType: 'LEGAL',
            companyName: body.shortName,
            inn: body.inn,
            kpp: body.kpp,
            ogrn: body.ogrn,
            registration: {
              kind: 'LEGAL',
              ...common,
              opf: /^(ООО|АО|ПАО|НАО)\s/.exec(body.shortName)?.[1] ?? '',
              kpp: body.kpp,
              ogrn: body.ogrn,
              branchType: body.branchType ?? 'MAIN',
              companyType: null,
              ...unsaid,
              registrationDate: today,
              charter: null,
            },
            factAddress,
          },
          lang,
        )
      : await register(
          caller,
          individualClaimKey(body.inn),
          'validation.duplicateInn',
          {
            accountType: 'INDIVIDUAL',
            companyName: body.shortName,
            inn: body.inn,
            ogrn: body.ogrn,
            registration: {
              kind: 'INDIVIDUAL',
              ...common,
              ogrnip: body.ogrn,
              ...unsaid,
              registrationDate: today,
            },
            factAddress,
          },
          lang,
        );
  await recordRegistrationConsent(caller, client, registered.counterpartyId);
  await sendRegistrationDataForReview(registered.counterpartyId, caller, {
    accountType: body.type === 'legal' ? 'LEGAL' : 'INDIVIDUAL',
    name: body.name,
    shortName: body.shortName,
    inn: body.inn,
    kpp: body.type === 'legal' ? body.kpp : null,
    ogrn: body.ogrn,
    factAddress,
    reason,
    documents: [
      { id: extract.id, fileInfo: { id: extract.id, name: extract.name, uploadDate: extract.uploadDate } },
    ],
  });
  return { ...registered, message: translate(lang, 'registration.manualSent') };
}

/** Why by hand: the register does not know the company, or does not answer. A company it knows is refused. */
async function manualEntryReason(body: ManualResidentRegistration): Promise<ManualEntry['reason']> {
  try {
    const known =
      body.type === 'legal'
        ? await stateRegister.findLegal(body.inn, body.kpp)
        : await stateRegister.findIndividual(body.inn);
    if (known) throw conflict('registration.inRegister');
    return 'NOT_IN_REGISTER';
  } catch (error) {
    if (isRegisterUnavailable(error)) return 'REGISTER_UNAVAILABLE';
    throw error;
  }
}

/**
 * The four documents are the caller's own confirmed REGISTRATION uploads (POST /api/files, then
 * confirm); the registration holds them, so they are never deleted as unattached.
 */
async function assertRegistrationFiles(caller: Caller, body: NonResidentRegistration): Promise<void> {
  const owner = `user:${caller.sub}`;
  for (const field of NON_RESIDENT_FILE_FIELDS) {
    const file = await acceptedFileOf(owner, body[field]);
    if (file?.purpose !== 'REGISTRATION') {
      throw badRequest('registration.fileInvalid', { field });
    }
  }
  for (const field of NON_RESIDENT_FILE_FIELDS) {
    if (!(await holdFile(owner, body[field]))) throw badRequest('registration.fileInvalid', { field });
  }
}

/** POST /registration/nonresident/initialize (02 §2.4). */
export async function registerNonResident(
  caller: Caller,
  body: NonResidentRegistration,
  client: ClientInfo,
  lang: Language,
) {
  await assertMayRegister(caller);
  const registered = await registerNonResidentCompany(caller, body, lang);
  await recordRegistrationConsent(caller, client, registered.counterpartyId);
  await counterpartyRegistered.publish({ counterpartyId: registered.counterpartyId, at: clock.now() });
  return registered;
}

async function registerNonResidentCompany(caller: Caller, body: NonResidentRegistration, lang: Language) {
  const { info } = body;
  const countryCode = info.actualAddress.countryCode;
  // A non-resident is registered abroad: Russia is not its country.
  if (!isKnownCountry(countryCode) || countryCode === 'RU') throw badRequest('validation.country');
  // The form filled from a registration link sends the link's token as its source (relationships).
  const registerId = body.profileId ? await registerIdOf(body.profileId) : null;
  const source = registerId ? await stateRegister.findNonResident(registerId) : null;
  if (body.profileId && !source) throw notFound();
  if (
    source &&
    (normalizeTaxId(source.taxId) !== normalizeTaxId(info.taxId) || source.countryCode !== countryCode)
  ) {
    throw badRequest('registration.sourceMismatch');
  }
  if (body.contractorCode && body.contractorCode !== source?.contractorCode) {
    throw badRequest('registration.sourceMismatch');
  }
  await assertRegistrationFiles(caller, body);

  const factAddress = storedAddress({ ...info.actualAddress });
  const taxId = normalizeTaxId(info.taxId);
  const documents = Object.fromEntries(NON_RESIDENT_FILE_FIELDS.map((f) => [f, body[f]])) as Record<
    (typeof NON_RESIDENT_FILE_FIELDS)[number],
    string
  >;
  return register(
    caller,
    nonResidentClaimKey(taxId, countryCode),
    'validation.duplicateTaxId',
    {
      accountType: 'NONRESIDENT',
      companyName: info.name,
      taxId,
      countryCode,
      registration: {
        kind: 'NONRESIDENT',
        registerId: source?.id ?? null,
        name: info.name,
        taxId,
        countryCode,
        registrationCode: source?.contractorCode ?? null,
        documents,
      },
      factAddress,
    },
    lang,
    // Entered by hand: from now on the non-resident is known, and others find it by search.
    source
      ? undefined
      : (counterpartyId) =>
          stateRegister.addNonResident({
            kind: 'NONRESIDENT',
            id: `nr-${counterpartyId}`,
            name: info.name,
            taxId,
            countryCode,
            contractorCode: null,
            address: factAddress,
          }),
  );
}
