import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partyAnswerSchema,
  recordOfParty,
  type PartyAnswer,
} from '../../functions/domain/registry/dadata-party';
import {
  LOCAL_REGISTER_KEY,
  startStateRegister,
  type StateRegisterEmulator,
} from '../../infra/local/emulators/state-register';

/**
 * The local state register answers as DaData's party API does: its answers have the shape of the recorded
 * examples of the public documentation (fixtures/dadata/README.md names them), field by field.
 */
const fixture = (name: string): PartyAnswer =>
  JSON.parse(readFileSync(new URL(`fixtures/dadata/${name}`, import.meta.url), 'utf8')) as PartyAnswer;
const sberbank = fixture('find-party-sberbank.json');
const sberbankBranch = fixture('find-party-sberbank-branch.json');

/** The keys of an object, nested: what "the same shape" compares (values and nulls may differ). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    `${prefix}${key}`,
    ...keysOf(inner, `${prefix}${key}.`),
  ]);
}
/** Keys of the example whose value is an object in both: the emulator must carry every one of them. */
const shapeKeys = (example: unknown) => keysOf(example).filter((k) => !/^data\.(management|hid)\b/.test(k));

let emulator: StateRegisterEmulator;
let dir: string;
const post = async (method: string, body: object, key = LOCAL_REGISTER_KEY) => {
  const res = await fetch(`${emulator.apiUrl}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'register-contract-'));
  emulator = await startStateRegister('127.0.0.1', 0, { addedFile: join(dir, 'state-register.json') });
});
afterAll(async () => {
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the recorded examples of DaData’s party API', () => {
  it('read as the adapter reads them: head office and branch, the general regime unknown on the free tariff', () => {
    const head = recordOfParty(partyAnswerSchema.parse(sberbank).suggestions[0]!);
    expect(head).toMatchObject({
      kind: 'LEGAL',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      name: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      shortName: 'ПАО СБЕРБАНК',
      opf: 'ПАО',
      branchType: 'MAIN',
      status: 'ACTIVE',
      registrationDate: '1991-06-20',
      taxSystem: null,
    });
    expect(head.address).toMatchObject({
      index: '117312',
      countryCode: 'RU',
      regionCode: '77',
      building: '19',
    });
    const branch = recordOfParty(partyAnswerSchema.parse(sberbankBranch).suggestions[0]!);
    expect(branch).toMatchObject({ kind: 'LEGAL', kpp: '540602001', branchType: 'BRANCH' });
    expect(branch.address.regionCode).toBe('54');
  });
});

describe('the local state register emulator', () => {
  it('answers findById/party for a seeded head office in the shape of the documented example', async () => {
    const found = await post('suggest/party', { query: 'буровая', type: 'LEGAL', branch_type: 'MAIN' });
    const first = partyAnswerSchema.parse(found.body).suggestions[0]!;
    const byId = await post('findById/party', { query: first.data.inn, kpp: first.data.kpp });
    expect(byId.status).toBe(200);
    const answer = partyAnswerSchema.parse(byId.body);
    expect(answer.suggestions).toHaveLength(1);
    const keys = new Set(keysOf(answer.suggestions[0]));
    for (const key of shapeKeys(sberbank.suggestions[0])) expect(keys, key).toContain(key);
  });

  it('answers a branch, an entrepreneur and a liquidated company in the same shape, with their own values', async () => {
    const branch = partyAnswerSchema.parse(
      (await post('suggest/party', { query: 'Филиал', branch_type: 'BRANCH' })).body,
    ).suggestions[0]!;
    expect(branch.data).toMatchObject({ type: 'LEGAL', branch_type: 'BRANCH' });
    const keys = new Set(keysOf(branch));
    for (const key of shapeKeys(sberbankBranch.suggestions[0])) expect(keys, key).toContain(key);

    const entrepreneur = partyAnswerSchema.parse(
      (await post('suggest/party', { query: 'Тарасов', type: 'INDIVIDUAL' })).body,
    ).suggestions[0]!;
    expect(entrepreneur.data).toMatchObject({
      type: 'INDIVIDUAL',
      kpp: null,
      finance: { tax_system: 'USN' },
    });
    expect(recordOfParty(entrepreneur)).toMatchObject({ kind: 'INDIVIDUAL', taxSystem: 'USN' });

    const gone = partyAnswerSchema.parse((await post('suggest/party', { query: 'Уренгойавтодор' })).body)
      .suggestions[0]!;
    expect(gone.data.state.status).toBe('LIQUIDATED');
    expect(gone.data.state.liquidation_date).toEqual(expect.any(Number));
  });

  it('refuses a call without the key (401) or with a malformed body (400), as the service does', async () => {
    expect((await post('findById/party', { query: '7707083893' }, 'wrong')).status).toBe(401);
    expect((await post('findById/party', { nothing: true })).status).toBe(400);
  });

  it('answers an unknown INN with no suggestions, not an error', async () => {
    expect(await post('findById/party', { query: '7707083893' })).toEqual({
      status: 200,
      body: { suggestions: [] },
    });
  });
});
