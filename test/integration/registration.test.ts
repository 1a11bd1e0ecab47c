import { beforeAll, describe, expect, it } from 'vitest';
import type { NonResident } from '@shared/api/areas/registration';
import type { ProfileForm } from '@shared/api/areas/profiles';
import {
  isValidIndividualInn,
  isValidKpp,
  isValidLegalInn,
  isValidOgrn,
  isValidOgrnip,
} from '@shared/validation/tax-ids';
import { completeLegalInn } from '@shared/validation/tax-ids';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import {
  anyFreeRecords,
  duplicateCheck,
  expectError,
  freeRecords,
  me,
  newUser,
  ok,
  registrationBody,
  registrationFiles,
  searchResidents,
  uploadRegistrationFile,
} from './supplier-helpers';

const ru = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('ru', key, params);
const register = (token: string, body: unknown, lang?: string) =>
  call('POST', '/api/registration/resident/initialize', { token, body, ...(lang ? { lang } : {}) });
/** The form sends the consent it required (02 §5); the consent's own refusal is tested in consents.test.ts. */
const registerNonResident = (token: string, body: object) =>
  call('POST', '/api/registration/nonresident/initialize', {
    token,
    body: { personalDataConsent: true, ...body },
  });
const searchNonResidents = (token: string, search: string, hideNonRegistered = false) =>
  ok<NonResident[]>(
    call('GET', '/api/search/searchAccountsNonResident', { token, query: { search, hideNonRegistered } }),
  );

let legalToken = '';
beforeAll(async () => {
  legalToken = await signIn('legal@demo.test');
});

/** Proves a refused registration left nothing: the user is still NEW and the identity still free. */
async function expectNothingRegistered(token: string, identity: Record<string, string>) {
  const user = await me(token);
  expect(user).toMatchObject({ accountStatus: 'NEW', companyCode: null, hasSavedData: false });
  expect((await duplicateCheck(token, identity)).isFree).toBe(true);
}

describe('the state register search', () => {
  it('finds legal entities by a part of the name, with valid INN, KPP and OGRN', async () => {
    const { token } = await newUser();
    const found = await searchResidents(token, 'буровая', 'legal');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const r of found) {
      expect(r.type).toBe('legal');
      expect(r.name.toLowerCase()).toContain('буровая');
      expect(isValidLegalInn(r.inn) && isValidKpp(r.kpp ?? '')).toBe(true);
      if (!r.inn.startsWith('9909')) expect(isValidOgrn(r.ogrn)).toBe(true);
      expect(r.address).toMatch(/^\d{6}, Россия/);
    }
    expect(found.some((r) => r.branchType === 'MAIN')).toBe(true);
  });

  it('finds by INN prefix and by exact OGRN, head offices and their branches', async () => {
    const { token } = await newUser();
    const branch = (await searchResidents(token, 'Филиал', 'legal')).find((r) => r.branchType === 'BRANCH');
    expect(branch).toBeDefined();
    const byInn = await searchResidents(token, branch!.inn.slice(0, 10), 'legal');
    expect(byInn.map((r) => r.kpp)).toContain(branch!.kpp);
    expect(byInn.some((r) => r.branchType === 'MAIN')).toBe(true);
    const byOgrn = await searchResidents(token, branch!.ogrn, 'legal');
    expect(byOgrn.every((r) => r.ogrn === branch!.ogrn)).toBe(true);
  });

  it('finds entrepreneurs with a 12-digit INN and a 15-digit OGRNIP', async () => {
    const { token } = await newUser();
    const found = await searchResidents(token, 'Индивидуальный предприниматель', 'individual');
    expect(found.length).toBe(20);
    for (const r of found) {
      expect(r).toMatchObject({ type: 'individual', kpp: null, branchType: null });
      expect(isValidIndividualInn(r.inn) && isValidOgrnip(r.ogrn)).toBe(true);
    }
  });

  it('starts above 3 characters and answers in the caller’s language', async () => {
    const { token } = await newUser();
    expectError(
      await call('GET', '/api/search/searchAccounts', { token, query: { search: 'ООО' } }),
      400,
      ru('validation.searchTooShort'),
    );
    const english = await ok<{ address: string }[]>(
      call('GET', '/api/search/searchAccounts', { token, query: { search: 'буровая' }, lang: 'en' }),
    );
    expect(english[0]?.address).toContain('Russia');
    expectError(await call('GET', '/api/search/searchAccounts', { query: { search: 'буровая' } }), 401);
  });

  it('finds non-residents by name or Tax ID, and tells which have a profile', async () => {
    const { token } = await newUser();
    const found = await searchNonResidents(token, 'GmbH');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.name.includes('GmbH') && n.profileId === null)).toBe(true);
    const byTaxId = await searchNonResidents(token, found[0]!.taxId.slice(0, 6));
    expect(byTaxId.map((n) => n.id)).toContain(found[0]!.id);

    const demo = await searchNonResidents(token, 'Каспий', true);
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ taxId: '180540012343', contractorCode: '1000125' });
    expect(demo[0]!.actualAddress.countryRef).toEqual({ code: 'KZ', name: 'Казахстан' });
    expect(await searchNonResidents(token, 'GmbH', true)).toEqual([]);

    const byId = await ok<NonResident>(
      call('GET', `/api/search/getAccountsNonResidentById/${found[0]!.id}`, { token }),
    );
    expect(byId).toEqual(found[0]);
    expectError(await call('GET', '/api/search/getAccountsNonResidentById/nr-9999', { token }), 404);
  });
});

describe('the duplicate check', () => {
  it('says a registered INN+KPP, INN or Tax ID+country is taken and others are free', async () => {
    const { token } = await newUser();
    const demo = await me(legalToken);
    expect(demo.companyCode).toBe('1000123');
    const legal = (await searchResidents(token, 'Северная буровая', 'legal'))[0]!;
    expect((await duplicateCheck(token, { inn: legal.inn, kpp: legal.kpp! })).isFree).toBe(false);
    expect((await duplicateCheck(token, { taxId: '180540012343', countryCode: 'KZ' })).isFree).toBe(false);
    expect((await duplicateCheck(token, { taxId: ' 180540012343 ', countryCode: 'kz' })).isFree).toBe(false);
    expect((await duplicateCheck(token, { taxId: '180540012343', countryCode: 'UZ' })).isFree).toBe(true);
    const [free] = await freeRecords(token, 'Индивидуальный', 'individual');
    expect((await duplicateCheck(token, { inn: free!.inn })).isFree).toBe(true);
  });

  it('refuses a mistyped INN, a legal INN without KPP and a Tax ID without a country', async () => {
    const { token } = await newUser();
    const check = (query: Record<string, string>) =>
      call('GET', '/api/registration/duplicate-check', { token, query });
    expectError(await check({ inn: '7707083894', kpp: '773601001' }), 400, ru('validation.innLegal'));
    expectError(await check({ inn: '7707083893' }), 400, ru('validation.kpp'));
    expectError(await check({ inn: '500100732258' }), 400, ru('validation.innIndividual'));
    expectError(await check({ taxId: 'DE123' }), 400, ru('validation.country'));
    expectError(await check({ taxId: 'X'.repeat(26), countryCode: 'DE' }), 400, ru('validation.taxId'));
  });
});

describe('registering a legal entity', () => {
  it('registers a company found in the register and lands the user on its questionnaire', async () => {
    const { token } = await newUser();
    const [record] = await anyFreeRecords(token, 'legal', 1, 'MAIN');
    const answer = await ok<{
      counterpartyId: string;
      companyCode: string;
      accountStatus: string;
      message: string;
    }>(register(token, registrationBody(record!)));
    expect(answer).toMatchObject({ accountStatus: 'REGISTERED', message: 'Регистрация завершена' });
    expect(answer.companyCode).toMatch(/^\d+$/);

    const user = await me(token);
    expect(user).toMatchObject({
      accountStatus: 'REGISTERED',
      accountType: 'LEGAL',
      companyName: record!.shortName,
      companyCode: answer.companyCode,
      // The register's data is not the supplier's: saved data comes with its first contacts (01 §4.5).
      hasSavedData: false,
      isEditable: true,
    });
    const form = await ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
    expect(form.data.legal).toMatchObject({
      inn: record!.inn,
      kpp: record!.kpp,
      ogrn: record!.ogrn,
      name: record!.name,
      branchType: 'MAIN',
    });
    expect(form.data.legal!.factAddress.fullAddress).toBe(record!.address);
    expect((await duplicateCheck(token, { inn: record!.inn, kpp: record!.kpp! })).isFree).toBe(false);

    // One counterparty per user: a second registration is refused and changes nothing.
    const [other] = await freeRecords(token, 'сервисная', 'legal');
    expectError(await register(token, registrationBody(other!)), 409, ru('registration.alreadyRegistered'));
    expect((await duplicateCheck(token, { inn: other!.inn, kpp: other!.kpp! })).isFree).toBe(true);
    expect((await me(token)).companyCode).toBe(answer.companyCode);
  });

  it('registers a branch by its own KPP and gives every registration its own numeric code', async () => {
    const first = await newUser();
    const second = await newUser();
    const [branch] = await freeRecords(first.token, 'Филиал', 'legal', 'BRANCH');
    const a = await ok<{ companyCode: string }>(register(first.token, registrationBody(branch!)));
    const [another] = await freeRecords(second.token, 'Филиал', 'legal', 'BRANCH');
    const b = await ok<{ companyCode: string }>(register(second.token, registrationBody(another!)));
    expect(a.companyCode).not.toBe(b.companyCode);
    const form = await ok<ProfileForm>(call('GET', '/api/profiles/form', { token: first.token }));
    expect(form.data.legal?.branchType).toBe('BRANCH');
  });

  it('registers an accredited office of a foreign company (INN 9909) with its accreditation number', async () => {
    const { token } = await newUser();
    const [office] = await freeRecords(token, '9909', 'legal');
    expect(office!.ogrn).toMatch(/^\d{11}$/);
    await ok(register(token, registrationBody(office!)));
    expect((await me(token)).accountType).toBe('LEGAL');
  });

  it('refuses a duplicate INN+KPP with the specification’s message', async () => {
    const { token } = await newUser();
    const demo = (await searchResidents(token, 'Северная буровая', 'legal'))[0]!;
    expectError(await register(token, registrationBody(demo)), 409, ru('validation.duplicateInn'));
    const user = await me(token);
    expect(user.accountStatus).toBe('NEW');
  });

  it('lets exactly one of two simultaneous registrations of one INN+KPP win', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()]);
    const [record] = await freeRecords(a.token, 'нефтегазовая', 'legal');
    const results = await Promise.all([
      register(a.token, registrationBody(record!)),
      register(b.token, registrationBody(record!)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results[0]!.status === 409 ? results[0]! : results[1]!;
    expect((loser.body as { message: string }).message).toBe(ru('validation.duplicateInn'));
    const statuses = await Promise.all([me(a.token), me(b.token)]);
    expect(statuses.map((u) => u.accountStatus).sort()).toEqual(['NEW', 'REGISTERED']);
  });

  it('binds one user to one counterparty even when it registers two companies at once', async () => {
    const { token } = await newUser();
    const [x, y] = await anyFreeRecords(token, 'legal', 2);
    const results = await Promise.all([
      register(token, registrationBody(x!)),
      register(token, registrationBody(y!)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results[0]!.status === 409 ? x! : y!;
    // The losing claim was released: that company can still be registered by someone else.
    expect((await duplicateCheck(token, { inn: lost.inn, kpp: lost.kpp! })).isFree).toBe(true);
  });

  it('refuses wrong input with clear messages and writes nothing', async () => {
    const { token } = await newUser();
    const [record] = await freeRecords(token, 'трубная', 'legal');
    const body = registrationBody(record!) as { inn: string; kpp: string; ogrn: string };
    const identity = { inn: body.inn, kpp: body.kpp };
    const mistypedInn = body.inn.slice(0, 9) + ((Number(body.inn[9]) + 1) % 10);

    const cases: [unknown, number, string?][] = [
      // No registration without the consent to personal-data processing (02 §5): missing or not given.
      [{ ...body, personalDataConsent: undefined }, 400, ru('validation.personalDataConsent')],
      [{ ...body, personalDataConsent: false }, 400, ru('validation.personalDataConsent')],
      [{ ...body, inn: mistypedInn }, 400, ru('validation.innLegal')],
      [{ ...body, inn: body.inn.slice(0, 9) }, 400, ru('validation.innLegal')],
      [{ ...body, kpp: '12345678' }, 400, ru('validation.kpp')],
      [{ ...body, ogrn: body.ogrn.slice(0, 12) }, 400, ru('validation.ogrn')],
      [{ ...body, ogrn: undefined }, 400],
      [{ ...body, inn: Number(body.inn) }, 400],
      [{ ...body, type: 'corporation' }, 400],
      [{ type: 'legal' }, 400],
      [{ ...body, branchType: 'HEAD' }, 400],
      [{ ...body, ogrn: '1027700132195' }, 400, ru('registration.ogrnMismatch')],
    ];
    for (const [input, status, message] of cases) expectError(await register(token, input), status, message);

    // Valid check digits, but no such organisation in the register.
    const absent = { ...body, inn: completeLegalInn('770899999') };
    expectError(await register(token, absent), 404, ru('registration.notInEgrul'));
    expectError(await register(token, absent, 'en'), 404, translate('en', 'registration.notInEgrul'));
    await expectNothingRegistered(token, identity);
  });

  it('is not open to staff', async () => {
    const token = await signIn('moderator@demo.test');
    const [record] = await freeRecords(token, 'энергетическая', 'legal');
    expectError(
      await register(token, registrationBody(record!)),
      403,
      ru('registration.staffCannotRegister'),
    );
    expect((await duplicateCheck(token, { inn: record!.inn, kpp: record!.kpp! })).isFree).toBe(true);
  });
});

describe('registering an individual entrepreneur', () => {
  it('registers INN 12 + OGRNIP 15 from the register', async () => {
    const { token } = await newUser();
    const [record] = await freeRecords(token, 'Индивидуальный', 'individual');
    await ok(register(token, registrationBody(record!)));
    const user = await me(token);
    expect(user).toMatchObject({
      accountType: 'INDIVIDUAL',
      accountStatus: 'REGISTERED',
      companyName: record!.shortName,
    });
    const form = await ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
    expect(form.data.individual).toMatchObject({ inn: record!.inn, ogrnip: record!.ogrn });
    expect(form.bankAccountChapter).not.toBeNull();
  });

  it('refuses a wrong OGRNIP, a 10-digit INN and an unknown entrepreneur', async () => {
    const { token } = await newUser();
    const [record] = await freeRecords(token, 'Индивидуальный', 'individual');
    const body = { type: 'individual', inn: record!.inn, ogrn: record!.ogrn, personalDataConsent: true };
    expectError(
      await register(token, { ...body, ogrn: record!.ogrn.slice(0, 13) }),
      400,
      ru('validation.ogrnip'),
    );
    expectError(await register(token, { ...body, inn: '7707083893' }), 400, ru('validation.innIndividual'));
    expectError(await register(token, { ...body, inn: '500100732259' }), 404, ru('registration.notInEgrip'));
    await expectNothingRegistered(token, { inn: record!.inn });
  });
});

describe('registering a non-resident', () => {
  const info = (taxId: string) => ({
    name: 'Nordlicht Energietechnik GmbH',
    taxId,
    actualAddress: { index: '20457', countryCode: 'DE', city: 'Hamburg', street: 'Am Sandtorkai 50' },
  });
  const uniqueTaxId = () => `DE${Date.now().toString().slice(-9)}`;

  it('registers by manual entry with its four documents; the next registration of its Tax ID is refused', async () => {
    const { token } = await newUser();
    const taxId = uniqueTaxId();
    const files = await registrationFiles(token);
    const answer = await ok<{ counterpartyId: string }>(
      registerNonResident(token, { info: info(taxId), ...files }),
    );
    expect(await me(token)).toMatchObject({ accountType: 'NONRESIDENT', accountStatus: 'REGISTERED' });
    const form = await ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
    expect(form.data.nonResident).toMatchObject({ name: 'Nordlicht Energietechnik GmbH', taxId });
    expect(form.data.nonResident!.factAddress.countryRef).toEqual({ code: 'DE', name: 'Германия' });
    expect(form.bankAccountChapter).toBeNull();
    expect(form.requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('HIDE');

    // Now known: others find it, registered.
    const found = await searchNonResidents(token, 'Nordlicht', true);
    expect(found.map((n) => n.profileId)).toContain(answer.counterpartyId);
    expect((await duplicateCheck(token, { taxId, countryCode: 'DE' })).isFree).toBe(false);

    const other = await newUser();
    const otherFiles = await registrationFiles(other.token);
    expectError(
      await registerNonResident(other.token, { info: { ...info(taxId.toLowerCase()) }, ...otherFiles }),
      409,
      ru('validation.duplicateTaxId'),
    );
    expect((await me(other.token)).accountStatus).toBe('NEW');
  });

  it('registers from a register record chosen by id, keeping its KSSS code', async () => {
    const { token } = await newUser();
    const known = (await searchNonResidents(token, 'International')).find(
      (n) => n.contractorCode && !n.profileId,
    )!;
    const files = await registrationFiles(token);
    const body = {
      info: {
        name: known.name,
        taxId: known.taxId,
        actualAddress: {
          index: known.actualAddress.index || '-',
          countryCode: known.actualAddress.countryCode,
          city: known.actualAddress.city,
          street: known.actualAddress.street,
        },
      },
      ...files,
      profileId: known.id,
      contractorCode: known.contractorCode!,
    };
    expectError(
      await registerNonResident(token, { ...body, contractorCode: '1' }),
      400,
      ru('registration.sourceMismatch'),
    );
    expectError(
      await registerNonResident(token, { ...body, info: { ...body.info, taxId: 'OTHER1' } }),
      400,
      ru('registration.sourceMismatch'),
    );
    await ok(registerNonResident(token, body));
    const form = await ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
    expect(form.data.nonResident?.registrationCode).toBe(known.contractorCode);
    const again = await ok<NonResident>(
      call('GET', `/api/search/getAccountsNonResidentById/${known.id}`, { token }),
    );
    expect(again.profileId).not.toBeNull();
  });

  it('refuses wrong fields, missing or foreign documents, and writes nothing', async () => {
    const { token } = await newUser();
    const files = await registrationFiles(token);
    const taxId = uniqueTaxId();
    const valid = { info: info(taxId), ...files };
    const stranger = await newUser();
    const strangersFile = await uploadRegistrationFile(stranger.token);

    const cases: [object, number, string?][] = [
      // The server refuses a registration without the consent, not only the checkbox (02 §5, issue 18).
      [{ ...valid, personalDataConsent: false }, 400, ru('validation.personalDataConsent')],
      [{ ...valid, info: { ...valid.info, taxId: 'X'.repeat(26) } }, 400, ru('validation.taxId')],
      [{ ...valid, info: { ...valid.info, name: '' } }, 400, ru('validation.name')],
      [
        { ...valid, info: { ...valid.info, actualAddress: { ...valid.info.actualAddress, city: '' } } },
        400,
        ru('validation.city'),
      ],
      [
        {
          ...valid,
          info: { ...valid.info, actualAddress: { ...valid.info.actualAddress, city: 'x'.repeat(41) } },
        },
        400,
        ru('validation.city'),
      ],
      [
        {
          ...valid,
          info: { ...valid.info, actualAddress: { ...valid.info.actualAddress, street: 'y'.repeat(65) } },
        },
        400,
        ru('validation.street'),
      ],
      [
        {
          ...valid,
          info: { ...valid.info, actualAddress: { ...valid.info.actualAddress, countryCode: 'RU' } },
        },
        400,
        ru('validation.country'),
      ],
      [
        {
          ...valid,
          info: { ...valid.info, actualAddress: { ...valid.info.actualAddress, countryCode: 'XX' } },
        },
        400,
        ru('validation.country'),
      ],
      [{ ...valid, dCompanyForm: undefined }, 400],
      [{ ...valid, dCharter: 42 }, 400],
      [{ ...valid, dCharter: strangersFile }, 400, ru('registration.fileInvalid', { field: 'dCharter' })],
      [
        { ...valid, dCompanyForm: 'no-such-file' },
        400,
        ru('registration.fileInvalid', { field: 'dCompanyForm' }),
      ],
      [{ ...valid, profileId: 'nr-9999' }, 404],
      [{ ...valid, contractorCode: '8000001' }, 400, ru('registration.sourceMismatch')],
    ];
    for (const [input, status, message] of cases)
      expectError(await registerNonResident(token, input), status, message);
    await expectNothingRegistered(token, { taxId, countryCode: 'DE' });
  });
});
