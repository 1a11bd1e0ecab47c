import { DEMO_SUPPLIERS } from '../accounts/seed';
import { individualClaimKey, legalClaimKey, nonResidentClaimKey } from '../profiles/registered-identities';
import type { SeedContext } from '../seed-context';
import {
  relationshipsRepository,
  type Contract,
  type Party,
  type Supposed,
} from './relationships-repository';

const [{ counterparty: legal }, { counterparty: individual }, { counterparty: nonResident }] = DEMO_SUPPLIERS;

const legalParty = (name: string, inn: string, kpp: string, ogrn: string): Party => ({
  partyKey: legalClaimKey(inn, kpp),
  partyType: 'LEGAL',
  name,
  inn,
  kpp,
  ogrn,
  countryCode: 'RU',
});

/** The demo suppliers as parties of each other's contracts (their cabinets answer for code and flags). */
const demoLegal = legalParty(legal.companyName, legal.inn, legal.kpp, legal.ogrn);
const demoIndividual: Party = {
  partyKey: individualClaimKey(individual.inn),
  partyType: 'INDIVIDUAL',
  name: individual.companyName,
  inn: individual.inn,
  ogrn: individual.ogrn,
  countryCode: 'RU',
};
const demoNonResident: Party = {
  partyKey: nonResidentClaimKey(nonResident.taxId, nonResident.countryCode),
  partyType: 'NONRESIDENT',
  name: nonResident.companyName,
  taxId: nonResident.taxId,
  countryCode: nonResident.countryCode,
};
/** Register companies without a cabinet. */
const neftemash = legalParty(
  'Публичное акционерное общество «НефтеМаш»',
  '2465593050',
  '246501001',
  '1182465630346',
);
const georesurs = legalParty('Акционерное общество «ГеоРесурс»', '5404234966', '540401001', '1035404634100');
const energodetal = legalParty(
  'Акционерное общество «ЭнергоДеталь»',
  '3444620643',
  '344401001',
  '1073444623317',
);
/** In the seeded active tender (tender-port.ts): removing it is refused after the check. */
const technokabel = legalParty(
  'Общество с ограниченной ответственностью «ТехноКабель»',
  '6661495226',
  '666101001',
  '1226661446835',
);
const hydrotec: Party = {
  partyKey: nonResidentClaimKey('DE526732887', 'DE'),
  partyType: 'NONRESIDENT',
  name: 'Hydrotec International GmbH',
  taxId: 'DE526732887',
  countryCode: 'DE',
  contractorCode: '8425362',
};

const contract = (counterpartyId: string, link: Contract['link'], party: Party): Contract => ({
  ...party,
  counterpartyId,
  link,
});

const supposed = (counterpartyId: string, link: Supposed['link'], party: Party, id: string): Supposed => ({
  ...party,
  counterpartyId,
  link,
  id,
  state: 'ACTIVE',
  createdAt: '2026-01-15T09:00:00.000Z',
});

/** Contracts between the demo suppliers and others, and the legal supplier's supposed parties. */
export async function seed(_ctx: SeedContext): Promise<void> {
  await relationshipsRepository.putContracts([
    contract(legal.counterpartyId, 'GENERAL_CONTRACTOR', neftemash),
    contract(legal.counterpartyId, 'SUBCONTRACTOR', demoIndividual),
    contract(legal.counterpartyId, 'SUBCONTRACTOR', demoNonResident),
    contract(legal.counterpartyId, 'SUBCONTRACTOR', georesurs),
    contract(legal.counterpartyId, 'PRODUCER', energodetal),
    contract(legal.counterpartyId, 'PRODUCER', hydrotec),
    contract(individual.counterpartyId, 'GENERAL_CONTRACTOR', demoLegal),
    contract(nonResident.counterpartyId, 'GENERAL_CONTRACTOR', demoLegal),
    contract(nonResident.counterpartyId, 'PRODUCER', energodetal),
  ]);
  await Promise.all([
    relationshipsRepository.addSupposed(
      supposed(legal.counterpartyId, 'SUBCONTRACTOR', technokabel, '5b1d2c9e-0c41-4f57-9a61-3f7d2a0e1001'),
    ),
    relationshipsRepository.addSupposed(
      supposed(legal.counterpartyId, 'PRODUCER', hydrotec, '5b1d2c9e-0c41-4f57-9a61-3f7d2a0e1002'),
    ),
  ]);
}
