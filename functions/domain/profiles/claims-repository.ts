import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { clock } from '../../lib/clock';

const table = tableName('accounts');
const service = 'registration';

/**
 * Uniqueness of a counterparty (02 §5): one item per INN+KPP, entrepreneur INN or Tax ID+country,
 * written with attribute_not_exists before the counterparty exists. DynamoDB decides the race.
 */
export interface Claim {
  claimKey: string;
  counterpartyId: string;
  claimedBy: string;
  claimedAt: string;
}

const ClaimEntity = defineEntity<Claim>({
  table,
  service,
  entity: 'claim',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['claimKey'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** Sequences by name; the KSSS supplier code is taken from one with an atomic ADD. */
interface Counter {
  name: string;
  value: number;
}

const CounterEntity = defineEntity<Counter>({
  table,
  service,
  entity: 'counter',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** false when the key is already claimed. */
async function claim(claimKey: string, counterpartyId: string, claimedBy: string): Promise<boolean> {
  try {
    await ClaimEntity.create({
      claimKey,
      counterpartyId,
      claimedBy,
      claimedAt: clock.now().toISOString(),
    });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Releases a claim after a failed registration; only the claim this counterparty made. */
async function release(claimKey: string, counterpartyId: string): Promise<void> {
  try {
    await ClaimEntity.delete({ claimKey }, (c) => c.eq('counterpartyId', counterpartyId));
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

async function find(claimKey: string): Promise<Claim | null> {
  return (await ClaimEntity.get({ claimKey })) ?? null;
}

/** Supplier codes of registrations start above the codes KSSS gave before the cabinet existed. */
const COMPANY_CODE_BASE = 2_000_000;

async function nextCompanyCode(): Promise<string> {
  const { value } = await CounterEntity.update({ name: 'companyCode' }, { add: { value: 1 } });
  return String(COMPANY_CODE_BASE + value);
}

/** Erasure (retention): its uniqueness claims, so the company may register again. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  return ClaimEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId));
}

export const claimsRepository = { claim, release, find, nextCompanyCode, eraseCounterparty };
