import { randomUUID } from 'node:crypto';
import type { ContractorRow, LinkType } from '@shared/api/areas/relationships';
import type { Language } from '@shared/constants/spec';
import type { NonResidentInfo } from '@shared/validation/registration';
import { clock } from '../../lib/clock';
import { env } from '../../lib/env';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { companyCodeOf } from '../accounts/accounts-service';
import { requiredDocumentsLoadedMany, subcontractorDocumentsLoaded } from '../documents/completeness';
import { safetyQuestionnaireComplete } from '../pbiot/completeness';
import { countryName } from '../dictionaries/country-names';
import { storedAddress, type StoredAddress } from '../profiles/address';
import {
  individualClaimKey,
  legalClaimKey,
  nonResidentClaimKey,
  normalizeTaxId,
  registeredCounterpartyOf,
} from '../profiles/registered-identities';
import { stateRegister } from '../registry/state-register';
import { contractsPort } from './contracts-port';
import { removalQueue } from './removal-queue';
import { subcontractorParty } from './subcontractor-documents';
import { newInviteId, signInvitation } from './registration-links';
import {
  relationshipsRepository as repo,
  type ContractLink,
  type Party,
  type Supposed,
} from './relationships-repository';
import './messages';
import { DAY_MS } from '@shared/constants/time';

/** How long a registration link stays valid. */
export const REGISTRATION_LINK_DAYS = 14;

type Paging = { pageNumber: number; pageSize: number };

type RowParty = Party & { id: string; state?: Supposed['state']; counterpartyId?: string; link?: string };

async function toRow(
  party: RowParty,
  cabinet: string | null,
  documentsLoaded: ReadonlyMap<string, boolean>,
  lang: Language,
  supposed: boolean,
): Promise<ContractorRow> {
  const resident = party.partyType !== 'NONRESIDENT';
  const filedFor = subcontractorParty(party);
  // Without a cabinet, the supplier's own filings for the party stand for its documents.
  const [code, documents, pbiot] = cabinet
    ? await Promise.all([
        companyCodeOf(cabinet),
        documentsLoaded.get(cabinet) ?? false,
        safetyQuestionnaireComplete(cabinet),
      ])
    : [
        party.contractorCode ?? null,
        supposed && filedFor && party.counterpartyId
          ? await subcontractorDocumentsLoaded(party.counterpartyId, filedFor)
          : false,
        false,
      ];
  const state = party.state ?? 'ACTIVE';
  return {
    id: party.id,
    code,
    name: party.name,
    inn: resident ? (party.inn ?? null) : (party.taxId ?? null),
    countryCode: party.countryCode,
    countryName: countryName(party.countryCode, lang),
    kpp: party.kpp ?? null,
    ogrn: party.ogrn ?? null,
    loadedAllRequiredDocuments: documents,
    pbiotComplete: pbiot,
    isResident: resident,
    showLinkButton: supposed && !cabinet && state === 'ACTIVE',
    showReplaceButton: supposed && !resident && state === 'ACTIVE',
    showSubcontractorPage: supposed && !cabinet && filedFor !== null && party.link === 'SUBCONTRACTOR',
    isOnDelete: state === 'ON_DELETE',
    isOnReplace: state === 'ON_REPLACE',
  };
}

/**
 * The table rows of some parties: their cabinets first, then the documents flag of all those cabinets
 * in one call to the documents context, not one call a row.
 */
async function rowsOf(parties: readonly RowParty[], lang: Language, supposed: boolean) {
  const cabinets = await Promise.all(parties.map((p) => registeredCounterpartyOf(p.partyKey)));
  const documentsLoaded = await requiredDocumentsLoadedMany(cabinets.filter((c) => c !== null));
  return Promise.all(parties.map((p, i) => toRow(p, cabinets[i] ?? null, documentsLoaded, lang, supposed)));
}

async function pageOf(items: readonly RowParty[], paging: Paging, lang: Language, supposed: boolean) {
  const start = (paging.pageNumber - 1) * paging.pageSize;
  return {
    content: await rowsOf(items.slice(start, start + paging.pageSize), lang, supposed),
    elementCount: items.length,
    pageNumber: paging.pageNumber,
  };
}

const byName = <T extends { name: string }>(items: T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'ru'));

/** GET /subcontractor/prime, /subcontractor/get, /subcontractor/producers: the current ones by contract. */
export async function currentParties(tenant: Tenant, link: ContractLink, paging: Paging, lang: Language) {
  const contracts = byName(await contractsPort.parties(tenant.counterpartyId, link));
  return pageOf(
    contracts.map((c) => ({ ...c, id: c.partyKey })),
    paging,
    lang,
    false,
  );
}

/** GET /supposedSubcontractors?type=: the ones proposed for tenders. */
export async function supposedParties(tenant: Tenant, link: LinkType, paging: Paging, lang: Language) {
  const items = byName(await repo.supposed(tenant.counterpartyId, link));
  return pageOf(items, paging, lang, true);
}

const linksOf = (body: { isSubContractor: boolean; isProducer: boolean }): LinkType[] => [
  ...(body.isSubContractor ? (['SUBCONTRACTOR'] as const) : []),
  ...(body.isProducer ? (['PRODUCER'] as const) : []),
];

/** Adds a party to each list asked for; a list that already holds it refuses the whole add (409). */
async function addToLists(
  tenant: Tenant,
  party: Party,
  links: LinkType[],
  extra: Pick<Supposed, 'actualAddress' | 'registerId'>,
  lang: Language,
) {
  if (links.length === 0) throw badRequest('relationships.roleRequired');
  if (await registeredCounterpartyOf(party.partyKey).then((id) => id === tenant.counterpartyId)) {
    throw badRequest('relationships.self');
  }
  for (const link of links) {
    if (await repo.getSupposed(tenant.counterpartyId, link, party.partyKey))
      throw conflict('relationships.duplicate');
  }
  const added: Supposed[] = [];
  for (const link of links) {
    const item: Supposed = {
      ...party,
      ...extra,
      counterpartyId: tenant.counterpartyId,
      link,
      id: randomUUID(),
      state: 'ACTIVE',
      createdAt: clock.now().toISOString(),
    };
    // The conditional write decides a race between two adds of the same party.
    if (!(await repo.addSupposed(item))) throw conflict('relationships.duplicate');
    added.push(item);
  }
  return { rows: await rowsOf(added, lang, true) };
}

/** POST /supposedSubcontractors: a legal entity or entrepreneur found in the state register. */
export async function addResident(
  tenant: Tenant,
  body: {
    type: 'LEGAL' | 'INDIVIDUAL';
    inn: string;
    kpp?: string;
    ogrn: string;
    isSubContractor: boolean;
    isProducer: boolean;
  },
  lang: Language,
) {
  let party: Party;
  if (body.type === 'LEGAL') {
    if (!body.kpp) throw badRequest('relationships.kppRequired');
    const record = await stateRegister.findLegal(body.inn, body.kpp);
    if (!record || record.ogrn !== body.ogrn) throw badRequest('relationships.notInRegister');
    party = {
      partyKey: legalClaimKey(record.inn, record.kpp),
      partyType: 'LEGAL',
      name: record.name,
      inn: record.inn,
      kpp: record.kpp,
      ogrn: record.ogrn,
      countryCode: 'RU',
    };
  } else {
    const record = await stateRegister.findIndividual(body.inn);
    if (!record || record.ogrnip !== body.ogrn) throw badRequest('relationships.notInRegister');
    party = {
      partyKey: individualClaimKey(record.inn),
      partyType: 'INDIVIDUAL',
      name: record.name,
      inn: record.inn,
      ogrn: record.ogrnip,
      countryCode: 'RU',
    };
  }
  return addToLists(tenant, party, linksOf(body), {}, lang);
}

function nonResidentParty(
  name: string,
  taxId: string,
  countryCode: string,
  contractorCode: string | null,
): Party {
  return {
    partyKey: nonResidentClaimKey(taxId, countryCode),
    partyType: 'NONRESIDENT',
    name,
    taxId: normalizeTaxId(taxId),
    countryCode,
    ...(contractorCode ? { contractorCode } : {}),
  };
}

/** POST /supposedSubcontractorsNonResident: found in the register of non-residents, or entered by hand. */
export async function addNonResident(
  tenant: Tenant,
  body: {
    contractorCode: string | null;
    info: NonResidentInfo;
    isProducer: boolean;
    isSubContractor: boolean;
    profileId: string | null;
  },
  lang: Language,
) {
  const countryCode = body.info.actualAddress.countryCode;
  if (countryCode === 'RU') throw badRequest('validation.country');
  const source = body.profileId ? await stateRegister.findNonResident(body.profileId) : null;
  if (body.profileId && !source) throw notFound();
  // From the register its data are the register's; by hand they are the supplier's.
  const party = source
    ? nonResidentParty(source.name, source.taxId, source.countryCode, source.contractorCode)
    : nonResidentParty(body.info.name, body.info.taxId, countryCode, null);
  const actualAddress = source ? source.address : storedAddress({ ...body.info.actualAddress });
  return addToLists(
    tenant,
    party,
    linksOf(body),
    { actualAddress, ...(source ? { registerId: source.id } : {}) },
    lang,
  );
}

async function findRow(tenant: Tenant, id: string, link?: LinkType): Promise<Supposed> {
  const row = (await repo.supposed(tenant.counterpartyId, link)).find((s) => s.id === id);
  if (!row) throw notFound();
  return row;
}

/**
 * DELETE /supposedSubcontractors/{type}/{id}: the row is marked and a job asks the tender system
 * whether the party is in an active tender (up to 24 hours by the spec); it then goes or stays.
 */
export async function requestRemoval(tenant: Tenant, link: LinkType, id: string, lang: Language) {
  const row = await findRow(tenant, id, link);
  if (!(await repo.markPending(row, 'ON_DELETE'))) throw conflict('relationships.pendingRemoval');
  await removalQueue.send({
    kind: 'DELETE',
    counterpartyId: tenant.counterpartyId,
    link,
    partyKey: row.partyKey,
  });
  return { rows: await rowsOf([{ ...row, state: 'ON_DELETE' }], lang, true) };
}

/** PUT /supposedSubcontractors/replace/{id}?replaceWithId: a non-resident swapped for one from the register. */
export async function requestReplacement(tenant: Tenant, id: string, replaceWithId: string, lang: Language) {
  const row = await findRow(tenant, id);
  if (row.partyType !== 'NONRESIDENT') throw badRequest('relationships.notNonResident');
  const source = await stateRegister.findNonResident(replaceWithId);
  if (!source) throw notFound();
  const party = nonResidentParty(source.name, source.taxId, source.countryCode, source.contractorCode);
  if (
    party.partyKey === row.partyKey ||
    (await repo.getSupposed(tenant.counterpartyId, row.link, party.partyKey))
  ) {
    throw conflict('relationships.duplicate');
  }
  const replaceWith = { ...party, registerId: source.id, actualAddress: source.address };
  if (!(await repo.markPending(row, 'ON_REPLACE', replaceWith)))
    throw conflict('relationships.pendingRemoval');
  await removalQueue.send({
    kind: 'REPLACE',
    counterpartyId: tenant.counterpartyId,
    link: row.link,
    partyKey: row.partyKey,
  });
  return { rows: await rowsOf([{ ...row, state: 'ON_REPLACE' }], lang, true) };
}

/** The route a registration link opens: the non-resident route's `:id` child, or the resident flows'. */
const REGISTRATION_ROUTE: Record<Party['partyType'], string> = {
  LEGAL: '/account/registration-legal',
  INDIVIDUAL: '/account/registration-ind',
  NONRESIDENT: '/account/registration-no-resident',
};

/** GET /supposedSubcontractors/registrationLink/{id}: a signed, expiring link for a party with no cabinet. */
export async function registrationLink(tenant: Tenant, id: string) {
  const row = await findRow(tenant, id);
  if (await registeredCounterpartyOf(row.partyKey)) throw conflict('relationships.hasCabinet');
  let registerId = row.registerId;
  if (row.partyType === 'NONRESIDENT' && !registerId) {
    // Entered by hand: the register learns the non-resident, as a registration by hand does, so the
    // registration route can load it.
    registerId = `nr-rel-${row.id}`;
    await stateRegister.addNonResident({
      kind: 'NONRESIDENT',
      id: registerId,
      name: row.name,
      taxId: row.taxId ?? '',
      countryCode: row.countryCode,
      contractorCode: row.contractorCode ?? null,
      address: storedAddress((row.actualAddress ?? {}) as Partial<StoredAddress>),
    });
    await repo.setRegisterId(row, registerId);
  }
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_DAYS * DAY_MS);
  const inviteId = newInviteId();
  await repo.putInvitation({
    inviteId,
    counterpartyId: tenant.counterpartyId,
    rowId: row.id,
    partyType: row.partyType,
    ...(row.inn ? { inn: row.inn } : {}),
    ...(row.kpp ? { kpp: row.kpp } : {}),
    ...(row.ogrn ? { ogrn: row.ogrn } : {}),
    ...(registerId ? { registerId } : {}),
    expiresAt: expiresAt.toISOString(),
  });
  const token = await signInvitation(inviteId, expiresAt);
  return {
    link: `${env.SITE_URL}${REGISTRATION_ROUTE[row.partyType]}/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}
