import { Entity } from 'electrodb';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';

const table = tableName('accounts');
const service = 'registration';

/**
 * Uniqueness of a counterparty (02 §5): one item per INN+KPP, entrepreneur INN or Tax ID+country,
 * written with attribute_not_exists before the counterparty exists. DynamoDB decides the race.
 */
export const ClaimEntity = new Entity(
  {
    model: { entity: 'claim', version: '1', service },
    attributes: {
      claimKey: { type: 'string', required: true },
      counterpartyId: { type: 'string', required: true },
      claimedBy: { type: 'string', required: true },
      claimedAt: { type: 'string', required: true },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['claimKey'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

/** Sequences by name; the KSSS supplier code is taken from one with an atomic ADD. */
export const CounterEntity = new Entity(
  {
    model: { entity: 'counter', version: '1', service },
    attributes: {
      name: { type: 'string', required: true },
      value: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      primary: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: documentClient, table },
);

export const legalClaimKey = (inn: string, kpp: string) => `INN#${inn}#KPP#${kpp}`;
export const individualClaimKey = (inn: string) => `INN#${inn}`;
/** Tax IDs are compared without spaces and case: 'de 123' and 'DE123' are one company. */
export const normalizeTaxId = (taxId: string) => taxId.replace(/\s+/g, '').toUpperCase();
export const nonResidentClaimKey = (taxId: string, countryCode: string) =>
  `TAXID#${normalizeTaxId(taxId)}#COUNTRY#${countryCode.toUpperCase()}`;

/** false when the key is already claimed. */
async function claim(claimKey: string, counterpartyId: string, claimedBy: string): Promise<boolean> {
  try {
    await ClaimEntity.create({
      claimKey,
      counterpartyId,
      claimedBy,
      claimedAt: new Date().toISOString(),
    }).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Releases a claim after a failed registration; only the claim this counterparty made. */
async function release(claimKey: string, counterpartyId: string): Promise<void> {
  try {
    await ClaimEntity.delete({ claimKey })
      .where((a, op) => op.eq(a.counterpartyId, counterpartyId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

async function find(claimKey: string) {
  return (await ClaimEntity.get({ claimKey }).go()).data;
}

/** Supplier codes of registrations start above the codes KSSS gave before the cabinet existed. */
const COMPANY_CODE_BASE = 2_000_000;

async function nextCompanyCode(): Promise<string> {
  const { data } = await CounterEntity.update({ name: 'companyCode' })
    .add({ value: 1 })
    .go({ response: 'all_new' });
  return String(COMPANY_CODE_BASE + (data.value ?? 0));
}

export const claimsRepository = { claim, release, find, nextCompanyCode };
