import { afterEach, describe, expect, inject, it } from 'vitest';
import type { DocumentSpec } from '@shared/api/areas/documents';
import type { ProfileForm } from '@shared/api/areas/profiles';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import { addRegisterCompany } from '../../infra/local/emulators/state-register-file';
import { CONTROL_PATH } from '../../infra/local/emulators/state-register';
import { call } from '../support/api';
import { translate } from '../support/messages';
import {
  expectError,
  freeRecords,
  me,
  newUser,
  ok,
  registrationBody,
  saveFirstContacts,
  searchResidents,
} from './supplier-helpers';

/**
 * Registration against the state register through its real adapter (DaData's party API), here answered by
 * the local emulator of that API: what the register says of the company (status, tax regime, company type)
 * decides whether it may register and what the documents section asks of it. Nothing is written into the
 * database by the test: the regime comes from the register through the registration call.
 */
const stack = inject('localStack');
const register = (token: string, record: ResidentSearchResult) =>
  call('POST', '/api/registration/resident/initialize', { token, body: registrationBody(record) });
const spec = (token: string) => ok<DocumentSpec>(call('GET', '/api/profiles/documents/v3/spec', { token }));
const codes = (group: DocumentSpec['required']) => group.documentTypes.map((t) => t.code);
const form = (token: string) => ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
const misbehave = (mode: { status: number } | { delayMs: number } | null) =>
  fetch(`${stack.registerUrl}${CONTROL_PATH}`, { method: 'POST', body: JSON.stringify(mode) }).then((r) =>
    r.json(),
  );

/** A new user registered as the one register record the search finds, with saved contacts (documents open). */
async function registeredAs(search: string, type: 'legal' | 'individual') {
  const { token } = await newUser('regime');
  const [record] = await searchResidents(token, search, type);
  expect(record, search).toBeDefined();
  await ok(register(token, record!));
  await saveFirstContacts(token);
  return { token, record: record! };
}

afterEach(async () => {
  await misbehave(null);
});

describe('the tax regime the register states', () => {
  it('asks a newly registered general-regime company for its VAT and profit tax returns', async () => {
    const { token } = await registeredAs('Ямалтеплоизоляция', 'legal');
    expect((await form(token)).data.legal).toMatchObject({ taxSystem: 'OSN' });
    const asked = await spec(token);
    expect(asked.taxRegime).toBe('OSN');
    expect(codes(asked.required)).toEqual(expect.arrayContaining(['VatXML', 'IncomeTaxReturnQuarterXML']));
    expect(codes(asked.required)).not.toContain('UsnXML');
    expect(asked.taxReturnWarnings.map((w) => w.documentType)).toEqual(
      expect.arrayContaining(['VatXML', 'IncomeTaxReturnQuarterXML']),
    );
  });

  it('asks an entrepreneur on УСН for its УСН return and the regime’s confirmation, not for VAT', async () => {
    const { token } = await registeredAs('Тарасов', 'individual');
    expect((await form(token)).data.individual).toMatchObject({ taxSystem: 'USN' });
    const asked = await spec(token);
    expect(asked.taxRegime).toBe('USN');
    expect(codes(asked.required)).toEqual(expect.arrayContaining(['UsnXML', 'TaxTypeConfirmationUSN']));
    expect(codes(asked.required)).not.toContain('VatQuarter_IP');
    expect(asked.taxReturnWarnings.map((w) => w.documentType)).not.toContain('VatQuarter_IP');
  });

  it('gives a small business on УСН its company type, and with it the simplified balance sheet', async () => {
    const { token } = await registeredAs('Пуровская лаборатория', 'legal');
    expect((await form(token)).data.legal).toMatchObject({ taxSystem: 'USN', companyType: 'SmallBusiness' });
    const asked = await spec(token);
    // The simplified balance sheet is the one required; the full one is only offered.
    expect(codes(asked.required)).toContain('SimpleBalanceSheetQuarter');
    expect(codes(asked.required)).not.toContain('BalanceSheetQuarter');
    expect(codes(asked.required)).toEqual(expect.arrayContaining(['UsnXML', 'TaxTypeConfirmationUSN']));
  });

  it('leaves the regime to the supplier when the register does not state it', async () => {
    const { token } = await newUser('regime');
    const [record] = await freeRecords(token, 'Гидро', 'legal');
    await ok(register(token, record!));
    expect((await form(token)).data.legal).toMatchObject({ taxSystem: null, companyType: null });
  });
});

describe('what the register says of the company', () => {
  it('refuses a liquidated company with the reason, and registers nothing', async () => {
    const { token } = await newUser('regime');
    const [gone] = await searchResidents(token, 'Уренгойавтодор', 'legal');
    expectError(await register(token, gone!), 400, translate('ru', 'registry.liquidated'));
    expect(await me(token)).toMatchObject({ accountStatus: 'NEW', companyCode: null });
  });

  it('finds and registers a company a tester added to the local register', async () => {
    await addRegisterCompany(stack.stateDir, {
      inn: '7814148471',
      name: 'ООО «Северный ветер»',
      taxSystem: 'OSN',
      address: {
        index: '197374',
        regionCode: '78',
        city: 'Санкт-Петербург',
        street: 'ул Савушкина',
        building: '83',
      },
    });
    const { token } = await newUser('regime');
    const [found] = await searchResidents(token, '7814148471', 'legal');
    expect(found).toMatchObject({
      name: 'Общество с ограниченной ответственностью «Северный ветер»',
      kpp: '781401001',
    });
    await ok(register(token, found!));
    expect(await me(token)).toMatchObject({ accountStatus: 'REGISTERED' });
    expect((await form(token)).data.legal).toMatchObject({ inn: '7814148471', taxSystem: 'OSN' });
  });

  it('says clearly that the register is down, and works again when it is back', async () => {
    const { token } = await newUser('regime');
    const [record] = await searchResidents(token, 'Трубо', 'legal');
    await misbehave({ status: 503 });
    const down = await call('GET', '/api/search/searchAccounts', {
      token,
      query: { search: 'Трубо', type: 'legal' },
    });
    expectError(down, 503, translate('ru', 'registry.unavailable'));
    const english = await call('POST', '/api/registration/resident/initialize', {
      token,
      body: registrationBody(record!),
      lang: 'en',
    });
    expectError(english, 503, translate('en', 'registry.unavailable'));
    expect(await me(token)).toMatchObject({ accountStatus: 'NEW' });
    await misbehave(null);
    expect((await searchResidents(token, 'Трубо', 'legal')).length).toBeGreaterThan(0);
  });
});
