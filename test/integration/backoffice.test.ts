import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import type { Bank, Currency } from '@shared/api/areas/bank';
import type { Notification } from '@shared/api/areas/notifications';
import type { ProfileForm } from '@shared/api/areas/profiles';
import { withControlKey } from '@shared/validation/bank-account';
import { translate } from '../support/messages';
import { call, createUser, signIn, uniqueEmail } from '../support/api';
import { filePdfDocument } from './documents-helpers';
import { expectError, me, ok, registeredSupplier, savedSupplier } from './supplier-helpers';

const ru = (key: Parameters<typeof translate>[1]) => translate('ru', key);
const form = (token: string) => ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
const queue = (token: string, status?: string) =>
  ok<ChangeRequest[]>(
    call('GET', '/api/backoffice/change-requests', { token, query: status ? { status } : {} }),
  );
const decide = (token: string, id: string, body: unknown) =>
  call('POST', `/api/backoffice/change-requests/${id}/decision`, { token, body });
const newNotifications = (token: string) =>
  ok<Notification[]>(call('GET', '/api/profiles/get-new-notifications', { token }));
const sendPostal = (token: string, changes: Record<string, string> = {}) =>
  ok<{ changeRequestId: string }>(
    call('POST', '/api/profiles/sendPostalAddressChangeRequest', {
      token,
      body: {
        index: '450077',
        countryCode: 'RU',
        regionCode: '02',
        city: 'Уфа',
        locality: '-',
        disctrict: '-',
        street: 'ул. Ленина',
        building: '5',
        block: '-',
        room: '12',
        ...changes,
      },
    }),
  );

let moderator = '';
beforeAll(async () => {
  moderator = await signIn('moderator@demo.test');
});

describe('the change request queue', () => {
  it('is open to moderators only', async () => {
    expectError(await call('GET', '/api/backoffice/change-requests'), 401);
    expectError(
      await call('GET', '/api/backoffice/change-requests', { token: await signIn('legal@demo.test') }),
      403,
    );
    expectError(
      await call('GET', '/api/backoffice/change-requests', { token: await signIn('admin@demo.test') }),
      403,
    );
    const supplier = await registeredSupplier();
    const { changeRequestId } = await sendPostal(supplier.token);
    expectError(
      await decide(supplier.token, changeRequestId, { decision: 'APPROVE', comment: 'сам себе' }),
      403,
    );
    expect((await form(supplier.token)).postalAddressChapter.pendingPostalAddress).not.toBeNull();
  });
});

describe('a postal address change request', () => {
  it('is applied on approval, recorded with who and when, and the supplier is notified', async () => {
    const supplier = await registeredSupplier();
    const { changeRequestId } = await sendPostal(supplier.token);

    const pending = (await queue(moderator)).find((r) => r.id === changeRequestId);
    expect(pending).toMatchObject({
      kind: 'POSTAL_ADDRESS',
      status: 'PENDING',
      companyName: supplier.record.shortName,
      companyCode: supplier.companyCode,
      accountType: 'LEGAL',
      createdBy: supplier.email,
      oldValue: null,
      decidedAt: null,
      decidedBy: null,
    });
    if (pending?.kind !== 'POSTAL_ADDRESS') throw new Error('expected a postal request');
    expect(pending.newValue.fullAddress).toBe(
      '450077, Россия, Республика Башкортостан, Уфа, ул. Ленина, д. 5, пом. 12',
    );

    const decided = await ok<ChangeRequest>(
      decide(moderator, changeRequestId, { decision: 'APPROVE', comment: 'Адрес подтвержден' }),
    );
    expect(decided).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'moderator@demo.test',
      comment: 'Адрес подтвержден',
    });
    expect(Date.parse(decided.decidedAt!)).toBeGreaterThan(Date.parse(decided.createdAt));

    const f = await form(supplier.token);
    expect(f.postalAddressChapter.viewModePostalAddress).toMatchObject({
      city: 'Уфа',
      building: '5',
      room: '12',
    });
    expect(f.postalAddressChapter.pendingPostalAddress).toBeNull();
    expect(f.postalAddressChapter.settings).toMatchObject({ isButtonEnabled: true, description: [] });

    const notices = await newNotifications(supplier.token);
    expect(notices.map((n) => n.notificationText)).toContain(
      'Запрос на изменение «Почтовый адрес» одобрен. Комментарий: Адрес подтвержден',
    );
    expect((await queue(moderator)).map((r) => r.id)).not.toContain(changeRequestId);
    expect((await queue(moderator, 'APPROVED')).map((r) => r.id)).toContain(changeRequestId);

    expectError(
      await decide(moderator, changeRequestId, { decision: 'REJECT', comment: 'передумал' }),
      409,
      ru('backoffice.alreadyDecided'),
    );
    expect((await form(supplier.token)).postalAddressChapter.viewModePostalAddress?.city).toBe('Уфа');
  });

  it('keeps the old address on rejection and tells the supplier why', async () => {
    const supplier = await registeredSupplier();
    const first = await sendPostal(supplier.token);
    await ok(decide(moderator, first.changeRequestId, { decision: 'APPROVE', comment: 'ok' }));
    const second = await sendPostal(supplier.token, { city: 'Стерлитамак', index: '453100' });
    const rejected = await ok<ChangeRequest>(
      decide(moderator, second.changeRequestId, {
        decision: 'REJECT',
        comment: 'Нет подтверждающего документа',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      oldValue: { city: 'Уфа' },
      newValue: { city: 'Стерлитамак' },
    });

    const f = await form(supplier.token);
    expect(f.postalAddressChapter.viewModePostalAddress).toMatchObject({ city: 'Уфа', index: '450077' });
    expect(f.postalAddressChapter.settings.isButtonEnabled).toBe(true);
    const texts = (await newNotifications(supplier.token)).map((n) => n.notificationText);
    expect(texts).toContain(
      'Запрос на изменение «Почтовый адрес» отклонен. Комментарий: Нет подтверждающего документа',
    );
  });

  it('takes one decision when two moderators decide at once', async () => {
    const second = uniqueEmail('moderator');
    await createUser(second, ['moderator']);
    const otherModerator = await signIn(second);
    const supplier = await registeredSupplier();
    const { changeRequestId } = await sendPostal(supplier.token);
    const results = await Promise.all([
      decide(moderator, changeRequestId, { decision: 'APPROVE', comment: 'да' }),
      decide(otherModerator, changeRequestId, { decision: 'REJECT', comment: 'нет' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = (results.find((r) => r.status === 200)!.body as { response: ChangeRequest }).response;
    const applied = (await form(supplier.token)).postalAddressChapter.viewModePostalAddress;
    expect(applied?.city ?? null).toBe(winner.status === 'APPROVED' ? 'Уфа' : null);
    expect((await newNotifications(supplier.token)).length).toBe(1);
  });

  it('refuses a decision without a comment, an unknown decision or request, and changes nothing', async () => {
    const supplier = await registeredSupplier();
    const { changeRequestId } = await sendPostal(supplier.token);
    const cases: [string, unknown, number][] = [
      [changeRequestId, { decision: 'APPROVE' }, 400],
      [changeRequestId, { decision: 'APPROVE', comment: '   ' }, 400],
      [changeRequestId, { decision: 'MAYBE', comment: 'x' }, 400],
      [changeRequestId, { decision: 'APPROVE', comment: 'x'.repeat(2001) }, 400],
      [changeRequestId, undefined, 400],
      ['00000000-0000-0000-0000-000000000000', { decision: 'APPROVE', comment: 'x' }, 404],
    ];
    for (const [id, body, status] of cases) expectError(await decide(moderator, id, body), status);
    expect((await queue(moderator)).find((r) => r.id === changeRequestId)?.status).toBe('PENDING');
    expect((await form(supplier.token)).postalAddressChapter.viewModePostalAddress).toBeNull();
    expectError(
      await call('GET', '/api/backoffice/change-requests', { token: moderator, query: { status: 'DONE' } }),
      400,
    );
  });
});

describe('other kinds of change requests', () => {
  it('applies approved contacts, keeping the tender contacts', async () => {
    const supplier = await registeredSupplier();
    const { changeRequestId } = await ok<{ changeRequestId: string }>(
      call('POST', '/api/profiles/save-profile-contacts', {
        token: supplier.token,
        body: { phones: ['+7 912 000-11-22'], emails: ['buh@example.ru'], websites: ['example.ru'] },
      }),
    );
    const request = (await queue(moderator)).find((r) => r.id === changeRequestId);
    expect(request).toMatchObject({
      kind: 'CONTACTS',
      oldValue: { phones: [] },
      newValue: { phones: ['+79120001122'] },
    });
    await ok(decide(moderator, changeRequestId, { decision: 'APPROVE', comment: 'ok' }));
    const f = await form(supplier.token);
    expect(f).toMatchObject({
      phones: ['+79120001122'],
      emails: ['buh@example.ru'],
      websites: ['example.ru'],
      phonesForTender: [],
    });
    expect(f.contactsSettings.isEditable).toBe(true);
  });

  it('makes approved bank accounts the ones KSSS holds; a rejected draft is dropped', async () => {
    const supplier = await savedSupplier();
    const [sber] = await ok<Bank[]>(
      call('GET', '/api/bank/search', { token: supplier.token, query: { search: '044525225' } }),
    );
    const [rub] = await ok<Currency[]>(
      call('GET', '/api/bank/currency/search', { token: supplier.token, query: { search: 'Российский' } }),
    );
    const account = (n: string) => withControlKey(`4070281000000000${n}`, '044525225');
    const save = (n: string) =>
      ok(
        call('POST', '/api/profiles/saveBankAccount', {
          token: supplier.token,
          body: { bankId: sber!.id, currencyId: rub!.id, accountNumber: account(n) },
        }),
      );
    // Each request goes with the bank's letter confirming the new details.
    const send = async () => {
      await filePdfDocument(supplier.token, 'BankDetailsConfirmation', 'Справка банка.pdf');
      return ok<{ changeRequestId: string }>(
        call('POST', '/api/profiles/sendProfileBankAccountChangeRequest', { token: supplier.token }),
      );
    };

    await save('1111');
    const approved = await send();
    const request = (await queue(moderator)).find((r) => r.id === approved.changeRequestId);
    if (request?.kind !== 'BANK_ACCOUNTS') throw new Error('expected a bank request');
    expect(request.oldValue.bankAccounts).toEqual([]);
    expect(request.newValue.bankAccounts.map((a) => [a.bank.name, a.accountNumber])).toEqual([
      ['ПАО Сбербанк', account('1111')],
    ]);
    expect(request.oldValue.bankAccountsDocuments).toEqual([]);
    expect(request.newValue.bankAccountsDocuments.map((d) => d.fileInfo.name)).toEqual(['Справка банка.pdf']);
    await ok(decide(moderator, approved.changeRequestId, { decision: 'APPROVE', comment: 'ok' }));
    let f = await form(supplier.token);
    expect(f.bankAccountChapter!.viewModeBankAccounts.map((a) => a.accountNumber)).toEqual([account('1111')]);
    // The letter was answered with its request: the next change needs its own.
    expect(f.bankAccountChapter!.bankAccountsDocuments).toEqual([]);

    await save('2222');
    const rejected = await send();
    await ok(
      decide(moderator, rejected.changeRequestId, { decision: 'REJECT', comment: 'нет справки банка' }),
    );
    f = await form(supplier.token);
    expect(f.bankAccountChapter!.viewModeBankAccounts.map((a) => a.accountNumber)).toEqual([account('1111')]);
    expect(f.bankAccountChapter!.bankAccounts.map((a) => a.accountNumber)).toEqual([account('1111')]);
    expect(f.bankAccountChapter!.settings.isButtonVisible).toBe(true);
  });

  it('refreshes registration data from the register on approval', async () => {
    const supplier = await registeredSupplier('Индивидуальный', 'individual');
    const { changeRequestId } = await ok<{ changeRequestId: string }>(
      call('POST', '/api/profiles/requestKsssToUpdateProfileByEgrul', { token: supplier.token }),
    );
    const request = (await queue(moderator)).find((r) => r.id === changeRequestId);
    expect(request).toMatchObject({ kind: 'EGRUL_REFRESH', newValue: { name: supplier.record.name } });
    await ok(decide(moderator, changeRequestId, { decision: 'APPROVE', comment: 'обновлено' }));
    const f = await form(supplier.token);
    expect(f.requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('ENABLED');
    expect(f.data.individual?.factAddress.fullAddress).toBe(supplier.record.address);
    expect((await me(supplier.token)).companyName).toBe(supplier.record.shortName);
  });
});
