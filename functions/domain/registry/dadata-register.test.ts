import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_REGISTER_KEY,
  startStateRegister,
  type StateRegisterEmulator,
} from '../../../infra/local/emulators/state-register';
import { partyOf } from '../../../infra/local/emulators/state-register-parties';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { dadataRegister, type ResidentRegister } from './dadata-register';
import { registerRecords, type LegalRecord } from './register-data';

/**
 * The real adapter of the state register (DaData's party API) against the local emulator of that API:
 * the same HTTP calls a deployed stage makes to suggestions.dadata.ru.
 */
let emulator: StateRegisterEmulator;
let dir: string;
let register: ResidentRegister;
const addedFile = () => join(dir, 'state-register.json');

const legal = registerRecords().filter((r): r is LegalRecord => r.kind === 'LEGAL');
const head = legal.find((r) => r.branchType === 'MAIN' && r.name.includes('буровая'))!;
const branch = legal.find((r) => r.branchType === 'BRANCH')!;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'register-adapter-'));
  emulator = await startStateRegister('127.0.0.1', 0, { addedFile: addedFile() });
  register = dadataRegister({
    url: emulator.apiUrl,
    key: () => Promise.resolve(LOCAL_REGISTER_KEY),
    timeoutMs: 300,
    retries: 2,
    backoffMs: 20,
  });
});
afterEach(() => emulator.misbehave(null));
afterAll(async () => {
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
});

async function expectUnavailable(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: 503, code: 'REGISTER_UNAVAILABLE' });
  // What the supplier reads: a clear, translated text.
  expect(translate('ru', (error as AppError).messageKey)).toContain('Государственный реестр (ЕГРЮЛ/ЕГРИП)');
  expect(translate('en', (error as AppError).messageKey)).toContain('not answering');
}

describe('the state register adapter against the local emulator of DaData’s API', () => {
  it('finds a head office and a branch by INN and KPP, with the register’s data', async () => {
    const found = await register.findLegal(head.inn, head.kpp);
    expect(found).toMatchObject({
      kind: 'LEGAL',
      inn: head.inn,
      kpp: head.kpp,
      ogrn: head.ogrn,
      name: head.name,
      shortName: head.shortName,
      opf: head.opf,
      branchType: 'MAIN',
      registrationDate: head.registrationDate,
      status: 'ACTIVE',
      taxSystem: head.taxSystem,
    });
    expect(found?.address).toMatchObject({ index: head.address.index, city: head.address.city });
    expect(await register.findLegal(branch.inn, branch.kpp)).toMatchObject({
      branchType: 'BRANCH',
      kpp: branch.kpp,
    });
  });

  it('finds an entrepreneur by INN with the regime the register knows', async () => {
    const found = await register.findIndividual(completeTarasovInn());
    expect(found).toMatchObject({ kind: 'INDIVIDUAL', shortName: 'ИП Тарасов Глеб Ильич', taxSystem: 'USN' });
  });

  it('answers null for an INN or KPP the register does not know', async () => {
    expect(await register.findLegal(head.inn, '999901001')).toBeNull();
    expect(await register.findLegal('7707083893', '773601001')).toBeNull();
    expect(await register.findIndividual('500100732259')).toBeNull();
  });

  it('reports a liquidated company as liquidated', async () => {
    const [gone] = await register.searchResidents('Уренгойавтодор', ['LEGAL']);
    expect(gone).toMatchObject({ kind: 'LEGAL', status: 'LIQUIDATED' });
  });

  it('searches by a part of the name and by INN prefix, at most twenty, only the kinds asked', async () => {
    const byName = await register.searchResidents('буровая', ['LEGAL']);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.length).toBeLessThanOrEqual(20);
    expect(byName.every((r) => r.kind === 'LEGAL' && r.name.toLowerCase().includes('буровая'))).toBe(true);
    const byInn = await register.searchResidents(branch.inn.slice(0, 10), ['LEGAL', 'INDIVIDUAL']);
    expect(byInn.map((r) => r.id)).toContain(branch.id);
    expect(
      (await register.searchResidents('Индивидуальный', ['INDIVIDUAL'])).every(
        (r) => r.kind === 'INDIVIDUAL',
      ),
    ).toBe(true);
  });

  it('finds a company a tester adds to the file, while the emulator runs', async () => {
    const newcomer = {
      ...head,
      inn: '7814148471',
      kpp: '781401001',
      id: '7814148471781401001',
      name: 'Общество с ограниченной ответственностью «Новичок»',
      shortName: 'ООО «Новичок»',
      taxSystem: 'OSN',
    };
    expect(await register.findLegal(newcomer.inn, newcomer.kpp)).toBeNull();
    await writeFile(addedFile(), JSON.stringify({ parties: [partyOf(newcomer)] }));
    expect(await register.findLegal(newcomer.inn, newcomer.kpp)).toMatchObject({
      shortName: 'ООО «Новичок»',
      taxSystem: 'OSN',
    });
  });

  it('retries a service that fails, then says clearly that the register is down', async () => {
    emulator.misbehave({ status: 503 });
    const started = Date.now();
    await expectUnavailable(register.findLegal(head.inn, head.kpp));
    // Three attempts with 20 and 40 ms of backoff between them.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('gives up on a service that does not answer in time', async () => {
    emulator.misbehave({ delayMs: 1000 });
    const started = Date.now();
    await expectUnavailable(register.searchResidents('буровая', ['LEGAL']));
    // Three attempts of 300 ms each, not the service's full second each.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('does not retry a refused key, and reports it', async () => {
    const wrongKey = dadataRegister({
      url: emulator.apiUrl,
      key: () => Promise.resolve('wrong'),
      retries: 2,
      backoffMs: 500,
    });
    const started = Date.now();
    await expectUnavailable(wrongKey.findIndividual(completeTarasovInn()));
    expect(Date.now() - started).toBeLessThan(500);
    expect(await wrongKey.status()).toMatchObject({ configured: true, reachable: false, detail: 'HTTP 401' });
  });

  it('reports whether the register is reachable, for the health check', async () => {
    expect(await register.status()).toMatchObject({ configured: true, reachable: true, detail: null });
    emulator.misbehave({ status: 502 });
    expect(await register.status()).toMatchObject({ reachable: false, latencyMs: null });
  });
});

function completeTarasovInn(): string {
  const record = registerRecords().find(
    (r) => r.kind === 'INDIVIDUAL' && r.shortName === 'ИП Тарасов Глеб Ильич',
  );
  if (!record || record.kind !== 'INDIVIDUAL') throw new Error('the showcase entrepreneur is seeded');
  return record.inn;
}
