import { afterEach, describe, expect, inject, it } from 'vitest';
import type { DocumentSpec } from '@shared/api/areas/documents';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import type { ProfileForm } from '@shared/api/areas/profiles';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import {
  completeIndividualInn,
  completeLegalInn,
  completeOgrn,
  completeOgrnip,
} from '@shared/validation/tax-ids';
import { addRegisterCompany } from '../../infra/local/emulators/state-register-file';
import { CONTROL_PATH } from '../../infra/local/emulators/state-register';
import { call, signIn } from '../support/api';
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
  uploadRegistrationFile,
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

describe('a company the register does not know, entered by hand', () => {
  const address = {
    index: '625000',
    countryCode: 'RU',
    regionCode: '72',
    city: 'Тюмень',
    locality: '-',
    disctrict: '-',
    street: 'ул Республики',
    building: '14',
    block: '-',
    room: '-',
  };
  const manual = (token: string, body: object, lang?: string) =>
    call('POST', '/api/registration/resident/manual', {
      token,
      body: { personalDataConsent: true, address, ...body },
      ...(lang ? { lang } : {}),
    });
  const moderator = () => signIn('moderator@demo.test');
  const queue = async () =>
    ok<ChangeRequest[]>(call('GET', '/api/backoffice/change-requests', { token: await moderator() }));

  it('registers with the same check digits, waits for the reviewer, and is confirmed', async () => {
    const { token } = await newUser('manual');
    const extractFileId = await uploadRegistrationFile(token, 'Выписка ЕГРЮЛ.pdf');
    // A wrong check digit is refused as in the search's registration.
    expectError(
      await manual(token, {
        type: 'legal',
        inn: '7202000001',
        kpp: '720201001',
        ogrn: '1027200000001',
        name: 'x',
        shortName: 'x',
        extractFileId,
      }),
      400,
    );
    const inn = completeLegalInn('720212345');
    const ogrn = completeOgrn('120720212345');
    const done = await ok<{ message: string; accountStatus: string }>(
      manual(token, {
        type: 'legal',
        inn,
        kpp: '720201001',
        ogrn,
        name: 'Общество с ограниченной ответственностью «Новая Тюмень»',
        shortName: 'ООО «Новая Тюмень»',
        extractFileId,
      }),
    );
    expect(done).toMatchObject({
      accountStatus: 'REGISTERED',
      message: translate('ru', 'registration.manualSent'),
    });
    const legal = (await form(token)).data.legal;
    expect(legal).toMatchObject({
      inn,
      kpp: '720201001',
      ogrn,
      shortName: 'ООО «Новая Тюмень»',
      taxSystem: null,
      manualEntry: { reason: 'NOT_IN_REGISTER', review: 'PENDING' },
    });
    expect(legal?.factAddress.fullAddress).toContain('Тюмень');

    const request = (await queue()).find(
      (r) => r.kind === 'REGISTRATION_DATA' && r.companyName === 'ООО «Новая Тюмень»',
    );
    expect(request).toMatchObject({
      status: 'PENDING',
      accountType: 'LEGAL',
      oldValue: null,
      newValue: { inn, kpp: '720201001', ogrn, reason: 'NOT_IN_REGISTER' },
    });
    expect(request?.kind === 'REGISTRATION_DATA' && request.newValue.documents[0]?.fileInfo.name).toBe(
      'Выписка ЕГРЮЛ.pdf',
    );
    // While it waits the questionnaire's data is on review.
    expect((await form(token)).isProfileInfoEditable).toBe(false);
    await ok(
      call('POST', `/api/backoffice/change-requests/${request!.id}/decision`, {
        token: await moderator(),
        body: { decision: 'APPROVE', comment: 'Сверено с выпиской ЕГРЮЛ' },
      }),
    );
    expect((await form(token)).data.legal?.manualEntry).toEqual({
      reason: 'NOT_IN_REGISTER',
      review: 'CONFIRMED',
    });
  });

  it('refuses a company the register knows: it registers from the search', async () => {
    const { token } = await newUser('manual');
    const [known] = await freeRecords(token, 'Ресурс', 'legal');
    const extractFileId = await uploadRegistrationFile(token, 'Выписка.pdf');
    expectError(
      await manual(token, {
        type: 'legal',
        inn: known!.inn,
        kpp: known!.kpp,
        ogrn: known!.ogrn,
        name: known!.name,
        shortName: known!.shortName,
        extractFileId,
      }),
      409,
      translate('ru', 'registration.inRegister'),
    );
    expect(await me(token)).toMatchObject({ accountStatus: 'NEW' });
  });

  it('registers an entrepreneur by hand while the register is down, and says why to the reviewer', async () => {
    const { token } = await newUser('manual');
    const extractFileId = await uploadRegistrationFile(token, 'Выписка ЕГРИП.pdf');
    await misbehave({ status: 503 });
    const inn = completeIndividualInn('7202123456');
    await ok(
      manual(token, {
        type: 'individual',
        inn,
        ogrn: completeOgrnip('32172020012345'),
        name: 'Индивидуальный предприниматель Белов Пётр Сергеевич',
        shortName: 'ИП Белов Пётр Сергеевич',
        extractFileId,
      }),
    );
    await misbehave(null);
    const request = (await queue()).find((r) => r.kind === 'REGISTRATION_DATA' && r.newValue.inn === inn);
    expect(request).toMatchObject({
      accountType: 'INDIVIDUAL',
      newValue: { reason: 'REGISTER_UNAVAILABLE', kpp: null },
    });
    expect((await form(token)).data.individual?.manualEntry).toEqual({
      reason: 'REGISTER_UNAVAILABLE',
      review: 'PENDING',
    });
  });
});
