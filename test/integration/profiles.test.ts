import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileForm, TenderContactsAnswer } from '@shared/api/areas/profiles';
import { isValidCorrespondentAccountForBik, isValidRuAccountForBik } from '@shared/validation/bank-account';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import type { Bank, Currency } from '@shared/api/areas/bank';
import { withControlKey } from '@shared/validation/bank-account';
import { filePdfDocument } from './documents-helpers';
import {
  expectError,
  newUser,
  ok,
  registeredSupplier,
  registrationFiles,
  savedSupplier,
  SAMPLE_POSTAL_ADDRESS,
} from './supplier-helpers';

const ru = (key: Parameters<typeof translate>[1]) => translate('ru', key);
const form = (token: string, lang?: string) =>
  ok<ProfileForm>(call('GET', '/api/profiles/form', { token, ...(lang ? { lang } : {}) }));
const sendPostal = (token: string, body: unknown) =>
  call('POST', '/api/profiles/sendPostalAddressChangeRequest', { token, body });
const saveContacts = (token: string, body: unknown) =>
  call('POST', '/api/profiles/save-profile-contacts', { token, body });
const refresh = (token: string) => call('POST', '/api/profiles/requestKsssToUpdateProfileByEgrul', { token });

const postal = SAMPLE_POSTAL_ADDRESS;

const tokens = { legal: '', individual: '', nonresident: '' };
beforeAll(async () => {
  [tokens.legal, tokens.individual, tokens.nonresident] = await Promise.all([
    signIn('legal@demo.test'),
    signIn('individual@demo.test'),
    signIn('nonresident@demo.test'),
  ]);
});

describe('the questionnaire of the demo suppliers', () => {
  it('shows a legal entity its register data, addresses, contacts and bank accounts', async () => {
    const f = await form(tokens.legal);
    expect(f.accountType).toBe('LEGAL');
    expect(f.companyCode).toBe('1000123');
    expect(f.data.individual).toBeNull();
    expect(f.data.legal).toMatchObject({
      shortName: 'ООО «Северная буровая компания»',
      kpp: '770801001',
      branchType: 'MAIN',
      taxSystem: 'OSN',
    });
    expect(f.data.legal!.factAddress).toMatchObject({
      index: '125167',
      countryRef: { code: 'RU', name: 'Россия' },
      regionRef: { code: '77', name: 'Москва' },
      city: 'Москва',
    });
    expect(f.data.legal!.factAddress.fullAddress).toBe(
      '125167, Россия, Москва, Ленинградский пр-т, д. 37, корп. 9, эт. 4, пом. 412',
    );
    expect(f.postalAddressChapter.viewModePostalAddress?.street).toBe('Ленинградский пр-т');
    expect(f.postalAddressChapter.settings).toMatchObject({
      isViewModeAvailable: true,
      showEditModeFields: false,
      isButtonEnabled: true,
      description: [],
    });
    expect(f.phones).toEqual(['+74957771234', '+74957771235']);
    expect(f.emailsForTender).toEqual(['tender@sevbur.ru']);
    expect(f.contactsSettings).toEqual({ isEditable: true, description: null });
    expect(f.isEditable && f.isProfileInfoEditable).toBe(true);
    expect(f.requestKsssToUpdateProfileByEgrulButton).toEqual({ buttonStatus: 'ENABLED', tooltip: null });

    const accounts = f.bankAccountChapter!.bankAccounts;
    expect(accounts.map((a) => [a.bank.name, a.currency.code])).toEqual([
      ['ПАО Сбербанк', 'RUB'],
      ['Банк ВТБ (ПАО)', 'USD'],
    ]);
    for (const a of accounts) {
      expect(a.sourceSystem).toBe('KSSS');
      expect(isValidRuAccountForBik(a.accountNumber, a.bank.bankCode)).toBe(true);
      const [corr] = a.bank.correspondingAccounts;
      expect(isValidCorrespondentAccountForBik(corr!.correspondingAccountNumber, a.bank.bankCode)).toBe(true);
    }
    expect(f.bankAccountChapter!.viewModeBankAccounts).toEqual(accounts);
    expect(f.bankAccountChapter!.settings).toMatchObject({
      isViewModeAvailable: true,
      isButtonEnabled: false,
    });
  });

  it('answers in English when asked, and reloads with names in that language', async () => {
    const f = await form(tokens.legal, 'en');
    expect(f.data.legal!.factAddress.countryRef?.name).toBe('Russia');
    expect(f.data.legal!.factAddress.fullAddress).toContain('bld. 37');
    expect(f.bankAccountChapter!.bankAccounts[0]!.bank.name).toBe('Sberbank');
    expect(f.bankAccountChapter!.bankAccounts[0]!.currency.name).toBe('Russian Ruble');
  });

  it('opens the postal chapter as a form for an entrepreneur without a postal address', async () => {
    const f = await form(tokens.individual);
    expect(f.data.individual?.ogrnip).toMatch(/^\d{15}$/);
    expect(f.data.individual?.factAddress.city).toBe('Подольск');
    expect(f.postalAddressChapter.viewModePostalAddress).toBeNull();
    expect(f.postalAddressChapter.settings).toMatchObject({
      isViewModeAvailable: false,
      showEditModeFields: true,
    });
  });

  it('hides the bank chapter and the register refresh from a non-resident', async () => {
    const f = await form(tokens.nonresident);
    expect(f.data.nonResident).toMatchObject({ taxId: '180540012343', name: 'ТОО «Каспий Нефтесервис»' });
    expect(f.bankAccountChapter).toBeNull();
    expect(f.requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('HIDE');
    expectError(await refresh(tokens.nonresident), 400, ru('profile.egrulResidentsOnly'));
  });

  it('is a supplier’s own: no token 401, a user still registering 403, staff 403', async () => {
    expectError(await call('GET', '/api/profiles/form'), 401);
    const { token } = await newUser();
    expectError(await call('GET', '/api/profiles/form', { token }), 403, ru('error.registrationRequired'));
    expectError(await call('GET', '/api/profiles/form', { token: await signIn('moderator@demo.test') }), 403);
    expectError(await sendPostal(token, postal), 403);
  });
});

describe('the postal address change request', () => {
  it('waits for review: pending, shown beside the current address, a second one refused', async () => {
    const supplier = await registeredSupplier();
    const sent = await ok<{ description: string; changeRequestId: string }>(
      sendPostal(supplier.token, postal),
    );
    expect(sent.description).toBe('Запрос сформирован и направлен в КССС');

    const f = await form(supplier.token);
    expect(f.postalAddressChapter.viewModePostalAddress).toBeNull();
    expect(f.postalAddressChapter.pendingPostalAddress).toMatchObject({ index: '625003', city: 'Тюмень' });
    expect(f.postalAddressChapter.settings).toMatchObject({
      isButtonEnabled: false,
      showEditModeFields: false,
    });
    expect(f.postalAddressChapter.settings.description[0]).toBe(ru('profile.postalPending'));

    expectError(
      await sendPostal(supplier.token, { ...postal, building: '15' }),
      409,
      ru('profile.postalPending'),
    );
    expect((await form(supplier.token)).postalAddressChapter.pendingPostalAddress?.building).toBe('14');
  });

  it('lets one of two simultaneous requests through', async () => {
    const supplier = await registeredSupplier();
    const results = await Promise.all([
      sendPostal(supplier.token, postal),
      sendPostal(supplier.token, { ...postal, building: '99' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses wrong fields with the specification’s messages and sends nothing', async () => {
    const supplier = await registeredSupplier();
    const cases: [unknown, string?][] = [
      [{ ...postal, index: '62500' }, ru('validation.postalIndex')],
      [{ ...postal, index: '62500a' }, ru('validation.postalIndex')],
      [{ ...postal, city: '' }, ru('validation.dashIfEmpty')],
      [{ ...postal, street: '   ' }, ru('validation.dashIfEmpty')],
      [{ ...postal, countryCode: '' }, ru('validation.country')],
      [{ ...postal, regionCode: '' }, ru('validation.region')],
      [{ ...postal, countryCode: 'XX' }, ru('validation.country')],
      [{ ...postal, regionCode: '00' }, ru('validation.region')],
      [{ ...postal, city: 'x'.repeat(41) }],
      [{ ...postal, index: 625003 }],
      [{ index: '625003' }],
      [undefined],
    ];
    for (const [body, message] of cases) expectError(await sendPostal(supplier.token, body), 400, message);
    const f = await form(supplier.token);
    expect(f.postalAddressChapter.pendingPostalAddress).toBeNull();
    expect(f.postalAddressChapter.settings.isButtonEnabled).toBe(true);
  });
});

describe('the contacts change request', () => {
  const contacts = {
    phones: ['+7 (345) 255-12-34'],
    emails: ['office@example.ru'],
    websites: ['www.example.ru'],
    phonesForTender: [],
    emailsForTender: [],
  };

  it('sends the contacts without formatting and locks the chapter until a decision', async () => {
    const supplier = await registeredSupplier();
    const sent = await ok<{ description: string }>(saveContacts(supplier.token, contacts));
    expect(sent.description).toBe('Отправлен запрос на обновление анкетных данных.');
    const f = await form(supplier.token);
    expect(f.phones).toEqual([]);
    expect(f.contactsSettings).toEqual({
      isEditable: false,
      description: 'Не завершен ранее направленный запрос на изменение контактов',
    });
    expectError(await saveContacts(supplier.token, contacts), 409, ru('profile.contactsPending'));
  });

  it('keeps the tender phone and e-mail read-only and refuses wrong contacts', async () => {
    const supplier = await registeredSupplier();
    const cases: [unknown, string][] = [
      [{ ...contacts, phones: ['84952551234'] }, ru('validation.phone')],
      [{ ...contacts, phones: [] }, ru('validation.phone')],
      [{ ...contacts, phones: ['+7'.padEnd(33, '1')] }, ru('validation.phone')],
      [{ ...contacts, emails: ['office@'] }, ru('validation.email')],
      [{ ...contacts, emails: [`${'a'.repeat(60)}@x.ru`] }, ru('validation.email')],
      [{ ...contacts, websites: ['localhost'] }, ru('validation.website')],
      [{ ...contacts, phonesForTender: ['+73452551234'] }, ru('profile.tenderContactsReadOnly')],
      [{ ...contacts, emailsForTender: ['tender@example.ru'] }, ru('profile.tenderContactsReadOnly')],
      [{ ...contacts, phones: 'not a list' }, ru('error.validation')],
    ];
    for (const [body, message] of cases) expectError(await saveContacts(supplier.token, body), 400, message);
    expect((await form(supplier.token)).contactsSettings.isEditable).toBe(true);
  });

  it('refuses a request that changes nothing', async () => {
    const f = await form(tokens.legal);
    const same = { phones: f.phones, emails: f.emails, websites: f.websites };
    expectError(await saveContacts(tokens.legal, same), 400, ru('profile.noChanges'));
  });
});

describe('the tender phone and e-mail (Профиль → Данные)', () => {
  const tenderContacts = (token: string) =>
    ok<TenderContactsAnswer>(call('GET', '/api/profiles/tender-contacts', { token }));
  const setTenderContacts = (token: string, body: unknown, lang?: string) =>
    call('PUT', '/api/profiles/tender-contacts', { token, body, ...(lang ? { lang } : {}) });

  it('are set by the supplier at once, shown read-only in the questionnaire, and each change is recorded', async () => {
    const supplier = await registeredSupplier();
    expect(await tenderContacts(supplier.token)).toEqual({
      phonesForTender: [],
      emailsForTender: [],
      history: [],
    });

    const first = await ok<TenderContactsAnswer>(
      setTenderContacts(supplier.token, {
        phonesForTender: ['+7 (345) 255-12-34'],
        emailsForTender: ['tender@example.ru'],
      }),
    );
    expect(first).toMatchObject({
      phonesForTender: ['+73452551234'],
      emailsForTender: ['tender@example.ru'],
    });
    expect(first.history).toHaveLength(1);
    expect(first.history[0]).toMatchObject({
      by: supplier.email,
      oldValue: { phonesForTender: [], emailsForTender: [] },
      newValue: { phonesForTender: ['+73452551234'], emailsForTender: ['tender@example.ru'] },
    });
    const f = await form(supplier.token);
    expect(f).toMatchObject({ phonesForTender: ['+73452551234'], emailsForTender: ['tender@example.ru'] });
    // Not a change request: the contacts chapter stays open.
    expect(f.contactsSettings).toEqual({ isEditable: true, description: null });

    // Ten digits without the country code are a tender phone too (02 §5).
    const second = await ok<TenderContactsAnswer>(
      setTenderContacts(supplier.token, {
        phonesForTender: ['345-255-00-00'],
        emailsForTender: ['tender@example.ru'],
      }),
    );
    expect(second.phonesForTender).toEqual(['3452550000']);
    expect(second.history.map((h) => [h.oldValue.phonesForTender, h.newValue.phonesForTender])).toEqual([
      [['+73452551234'], ['3452550000']],
      [[], ['+73452551234']],
    ]);
    expect(Date.parse(second.history[0]!.at)).toBeGreaterThanOrEqual(Date.parse(second.history[1]!.at));
    expect(await tenderContacts(supplier.token)).toEqual(second);

    expectError(
      await setTenderContacts(supplier.token, {
        phonesForTender: ['3452550000'],
        emailsForTender: ['Tender@Example.ru '],
      }),
      400,
      ru('profile.tenderContactsUnchanged'),
    );
    expect((await tenderContacts(supplier.token)).history).toHaveLength(2);
  });

  it('refuses wrong values with the specification’s Russian texts and changes nothing', async () => {
    const supplier = await registeredSupplier();
    const valid = { phonesForTender: ['+73452551234'], emailsForTender: ['tender@example.ru'] };
    const cases: [unknown, string][] = [
      [{ ...valid, phonesForTender: ['84952551234'] }, 'Введите корректный телефон'],
      [{ ...valid, phonesForTender: ['12345'] }, 'Введите корректный телефон'],
      [{ ...valid, phonesForTender: [] }, 'Введите корректный телефон'],
      [{ ...valid, phonesForTender: ['+7'.padEnd(33, '1')] }, 'Введите корректный телефон'],
      [{ ...valid, emailsForTender: ['tender@'] }, 'Введите корректный Еmail'],
      [{ ...valid, emailsForTender: [] }, 'Введите корректный Еmail'],
      [{ ...valid, emailsForTender: [`${'a'.repeat(60)}@x.ru`] }, 'Введите корректный Еmail'],
    ];
    for (const [body, message] of cases) {
      expectError(await setTenderContacts(supplier.token, body), 400, message);
    }
    expectError(
      await setTenderContacts(supplier.token, { ...valid, emailsForTender: ['tender@'] }, 'en'),
      400,
      'Enter a valid e-mail',
    );
    expect(await tenderContacts(supplier.token)).toEqual({
      phonesForTender: [],
      emailsForTender: [],
      history: [],
    });
  });

  it('survive a contacts change request decided after them', async () => {
    const supplier = await registeredSupplier();
    const sent = await ok<{ changeRequestId: string }>(
      saveContacts(supplier.token, { phones: ['+73452551234'], emails: ['office@example.ru'] }),
    );
    await ok(
      setTenderContacts(supplier.token, {
        phonesForTender: ['+73452559999'],
        emailsForTender: ['t@example.ru'],
      }),
    );
    const moderator = await signIn('moderator@demo.test');
    await ok(
      call('POST', `/api/backoffice/change-requests/${sent.changeRequestId}/decision`, {
        token: moderator,
        body: { decision: 'APPROVE', comment: 'Контакты подтверждены' },
      }),
    );
    expect(await form(supplier.token)).toMatchObject({
      phones: ['+73452551234'],
      emails: ['office@example.ru'],
      phonesForTender: ['+73452559999'],
      emailsForTender: ['t@example.ru'],
    });
  });
});

describe('the register refresh request', () => {
  it('disables the button while the request waits', async () => {
    const supplier = await registeredSupplier('Индивидуальный', 'individual');
    const sent = await ok<{ description: string }>(refresh(supplier.token));
    expect(sent.description).toBe(ru('profile.egrulSent'));
    const f = await form(supplier.token);
    expect(f.requestKsssToUpdateProfileByEgrulButton).toEqual({
      buttonStatus: 'DISABLE',
      tooltip: 'Не завершен ранее направленный запрос',
    });
    expect(f.isProfileInfoEditable).toBe(false);
    expectError(await refresh(supplier.token), 409, ru('profile.egrulPending'));
  });
});

describe('documents of the questionnaire: bank and address confirmations, the charter (02 §2.5)', () => {
  const changeRequests = async () =>
    ok<ChangeRequest[]>(
      call('GET', '/api/backoffice/change-requests', { token: await signIn('moderator@demo.test') }),
    );
  const decideDocument = async (id: string, decision: 'ACCEPT' | 'REJECT') =>
    ok(
      call('POST', `/api/backoffice/document-tasks/${id}/decision`, {
        token: await signIn('moderator@demo.test'),
        body:
          decision === 'ACCEPT'
            ? { decision }
            : { decision, reasonCode: 'UNREADABLE', comment: 'Скан не читается' },
      }),
    );

  it('lists a bank confirmation in the bank chapter, deletes it there, and sends the next one with the request', async () => {
    const supplier = await savedSupplier();
    const [sber] = await ok<Bank[]>(
      call('GET', '/api/bank/search', { token: supplier.token, query: { search: '044525225' } }),
    );
    const [rub] = await ok<Currency[]>(
      call('GET', '/api/bank/currency/search', { token: supplier.token, query: { search: 'Российский' } }),
    );
    await ok(
      call('POST', '/api/profiles/saveBankAccount', {
        token: supplier.token,
        body: {
          bankId: sber!.id,
          currencyId: rub!.id,
          accountNumber: withControlKey('40702810000000031001', '044525225'),
        },
      }),
    );
    const send = () =>
      call('POST', '/api/profiles/sendProfileBankAccountChangeRequest', { token: supplier.token });
    expectError(await send(), 400, ru('profile.bankDocumentRequired'));

    const first = await filePdfDocument(supplier.token, 'BankDetailsConfirmation', 'Справка банка.pdf');
    expect(first).toMatchObject({
      documentType: 'BankDetailsConfirmation',
      status: { code: 'DVS_IN_PROGRESS' },
    });
    let chapter = (await form(supplier.token)).bankAccountChapter!;
    expect(chapter.bankAccountsDocuments).toEqual([
      {
        id: first.id,
        fileInfo: { id: first.files[0]!.id, name: 'Справка банка.pdf', uploadDate: first.uploadDate },
      },
    ]);
    // Downloadable by its owner.
    await ok(call('GET', `/api/files/${first.files[0]!.id}`, { token: supplier.token }));

    const deleted = await ok<{ bankAccountsDocuments: unknown[] }>(
      call('POST', `/api/profiles/deleteBankAccountDocument/${first.id}`, { token: supplier.token }),
    );
    expect(deleted.bankAccountsDocuments).toEqual([]);
    expectError(await send(), 400, ru('profile.bankDocumentRequired'));

    const second = await filePdfDocument(supplier.token, 'BankDetailsConfirmation', 'Письмо банка.pdf');
    const { changeRequestId } = await ok<{ changeRequestId: string }>(send());
    const request = (await changeRequests()).find((r) => r.id === changeRequestId);
    if (request?.kind !== 'BANK_ACCOUNTS') throw new Error('expected the bank request');
    expect(request.newValue.bankAccountsDocuments.map((d) => [d.id, d.fileInfo.name])).toEqual([
      [second.id, 'Письмо банка.pdf'],
    ]);
    chapter = (await form(supplier.token)).bankAccountChapter!;
    expect(chapter.bankAccountsDocuments.map((d) => d.id)).toEqual([second.id]);
  });

  it('drops a rejected confirmation from its chapter', async () => {
    const supplier = await savedSupplier();
    const task = await filePdfDocument(supplier.token, 'BankDetailsConfirmation', 'Нечитаемая справка.pdf');
    expect((await form(supplier.token)).bankAccountChapter!.bankAccountsDocuments).toHaveLength(1);
    await decideDocument(task.id, 'REJECT');
    expect((await form(supplier.token)).bankAccountChapter!.bankAccountsDocuments).toEqual([]);
  });

  it('shows address confirmations beside the postal chapter and sends them with the postal request', async () => {
    const supplier = await savedSupplier();
    const task = await filePdfDocument(supplier.token, 'AddressConfirmation', 'Договор аренды.pdf');
    expect(
      (await form(supplier.token)).postalAddressChapter.documents.map((d) => [d.id, d.fileInfo.name]),
    ).toEqual([[task.id, 'Договор аренды.pdf']]);
    const { changeRequestId } = await ok<{ changeRequestId: string }>(sendPostal(supplier.token, postal));
    const request = (await changeRequests()).find((r) => r.id === changeRequestId);
    if (request?.kind !== 'POSTAL_ADDRESS') throw new Error('expected the postal request');
    expect(request.documents.map((d) => d.id)).toEqual([task.id]);
  });

  it('attaches a legal entity’s charter: charterId is the document, shown with its file', async () => {
    const supplier = await savedSupplier();
    expect((await form(supplier.token)).data.legal).toMatchObject({ charterId: null, charter: null });
    const old = await filePdfDocument(supplier.token, 'Charter', 'Устав 2019.pdf');
    await decideDocument(old.id, 'ACCEPT');
    const charter = await filePdfDocument(supplier.token, 'Charter', 'Устав.pdf');
    const legal = (await form(supplier.token)).data.legal!;
    expect(legal.charterId).toBe(charter.id);
    expect(legal.charter).toEqual({
      id: charter.id,
      fileInfo: { id: charter.files[0]!.id, name: 'Устав.pdf', uploadDate: charter.uploadDate },
    });
    // A rejected charter no longer stands as the company's charter.
    await decideDocument(charter.id, 'REJECT');
    expect((await form(supplier.token)).data.legal).toMatchObject({ charterId: null, charter: null });
  });

  it('lets a supplier on moderation file an address confirmation, and nothing else', async () => {
    const supplier = await savedSupplier();
    // A contacts change request waiting for review puts the account on moderation (02 §4).
    await ok(
      call('POST', '/api/profiles/save-profile-contacts', {
        token: supplier.token,
        body: { phones: ['+79001234568'], emails: ['moderation@example.com'], websites: [] },
      }),
    );
    const postal = (await form(supplier.token)).postalAddressChapter;
    expect(postal.settings.showDocumentUploadLink).toBe(true);

    expectError(
      await call('POST', '/api/profiles/documents/v3/start-creating', {
        token: supplier.token,
        body: { documentType: 'Charter' },
      }),
      409,
    );
    const task = await filePdfDocument(supplier.token, 'AddressConfirmation', 'Договор аренды офиса.pdf');
    expect((await form(supplier.token)).postalAddressChapter.documents.map((d) => d.id)).toEqual([task.id]);
  });

  it('offers the confirmations as additional types of the supplier’s own documents only', async () => {
    const spec = await ok<{
      additional: { documentTypes: { code: string; fileExtensions: string[]; maxCount: number }[] };
    }>(call('GET', '/api/profiles/documents/v3/spec', { token: tokens.individual }));
    const codes = spec.additional.documentTypes.map((t) => t.code);
    expect(codes).toEqual(expect.arrayContaining(['BankDetailsConfirmation', 'AddressConfirmation']));
    // The PDF, or an attached e-signature (.p7m) holding it (issue 19).
    expect(spec.additional.documentTypes.find((t) => t.code === 'BankDetailsConfirmation')).toMatchObject({
      fileExtensions: ['pdf', 'sig'],
      maxCount: 1,
    });
  });
});

describe('a foreign supplier’s contacts and postal address', () => {
  it('saves an international phone and its country’s postal code with the region as text; refuses what its country does not allow', async () => {
    const user = await newUser('foreign');
    const files = await registrationFiles(user.token);
    await ok(
      call('POST', '/api/registration/nonresident/initialize', {
        token: user.token,
        body: {
          personalDataConsent: true,
          info: {
            name: 'Fjordkraft Contacts AS',
            taxId: `NO${(Date.now() + 11).toString().slice(-9)}`,
            actualAddress: { index: '0150', countryCode: 'NO', city: 'Oslo', street: 'Karl Johans gate 3' },
          },
          ...files,
        },
      }),
    );
    const saveContacts = (phones: string[]) =>
      call('POST', '/api/profiles/save-profile-contacts', {
        token: user.token,
        body: { phones, emails: ['post@fjordkraft.test'], websites: [] },
      });
    // Norway's numbers have 8 digits after +47.
    const tooShort = await saveContacts(['+47 22 12 34']);
    expectError(tooShort, 400);
    expect(JSON.stringify(tooShort.body)).toContain(ru('validation.phone'));
    const { changeRequestId } = await ok<{ changeRequestId: string }>(saveContacts(['+47 22 12 34 56']));
    await ok(
      call('POST', `/api/backoffice/change-requests/${changeRequestId}/decision`, {
        token: await signIn('moderator@demo.test'),
        body: { decision: 'APPROVE', comment: 'Контакты подтверждены' },
      }),
    );
    expect((await ok<ProfileForm>(call('GET', '/api/profiles/form', { token: user.token }))).phones).toEqual([
      '+4722123456',
    ]);

    const postal = {
      index: '0150',
      countryCode: 'NO',
      regionCode: 'Oslo fylke',
      city: 'Oslo',
      locality: '-',
      disctrict: '-',
      street: 'Karl Johans gate',
      building: '3',
      block: '-',
      room: '-',
    };
    const send = (body: object) =>
      call('POST', '/api/profiles/sendPostalAddressChangeRequest', { token: user.token, body });
    const wrongCode = await send({ ...postal, index: '125167' });
    expectError(wrongCode, 400);
    expect(JSON.stringify(wrongCode.body)).toContain(ru('validation.postalCodeCountry'));
    await ok(send(postal));
  });
});
