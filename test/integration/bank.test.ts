import { beforeAll, describe, expect, it } from 'vitest';
import type { Bank, Currency } from '@shared/api/areas/bank';
import type { ProfileForm } from '@shared/api/areas/profiles';
import { isValidCorrespondentAccountForBik, withControlKey } from '@shared/validation/bank-account';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import { filePdfDocument } from './documents-helpers';
import { expectError, ok, registeredSupplier, savedSupplier } from './supplier-helpers';

const ru = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('ru', key, params);

type ChapterState = Pick<
  NonNullable<ProfileForm['bankAccountChapter']>,
  'bankAccounts' | 'bankAccountsDocuments' | 'settings'
>;
interface AccountCheck {
  validationComplete: boolean;
  currency: Currency | null;
  description: string;
  bankAccountType: string | null;
}

const SBER_BIK = '044525225';
const rubAccount = withControlKey('40702810000000055501', SBER_BIK);
const usdAccount = withControlKey('40702840000000055502', SBER_BIK);

let token = '';
const banks: Record<string, Bank> = {};
const currencies: Record<string, Currency> = {};

const searchBanks = (search: string, lang?: string) =>
  ok<Bank[]>(call('GET', '/api/bank/search', { token, query: { search }, ...(lang ? { lang } : {}) }));
const searchCurrencies = (search: string) =>
  ok<Currency[]>(
    call('GET', '/api/bank/currency/search', { token, query: { search, searchType: 'ANY_FIELD' } }),
  );
const checkAccount = (bankBik: string, accountNumber: string, resultLanguage?: string) =>
  ok<AccountCheck>(
    call('GET', '/api/bank/validateRuAccountNumberAndGetCurrencyInfo', {
      token,
      query: { bankBik, accountNumber, ...(resultLanguage ? { resultLanguage } : {}) },
    }),
  );
const save = (t: string, body: unknown) => call('POST', '/api/profiles/saveBankAccount', { token: t, body });
const form = (t: string) => ok<ProfileForm>(call('GET', '/api/profiles/form', { token: t }));

beforeAll(async () => {
  token = await signIn('legal@demo.test');
  const [sber] = await searchBanks(SBER_BIK);
  const [deutsche] = await searchBanks('DEUTDEFF');
  const [china] = await searchBanks('Bank of China');
  banks.sber = sber!;
  banks.deutsche = deutsche!;
  banks.china = china!;
  currencies.rub = (await searchCurrencies('Российский'))[0]!;
  currencies.usd = (await searchCurrencies('Доллар США'))[0]!;
  currencies.eur = (await searchCurrencies('Евро'))[0]!;
});

describe('the bank directory', () => {
  it('finds Russian banks by name or BIK with correspondent accounts that match the BIK', async () => {
    const found = await searchBanks('Сбербанк');
    expect(found.length).toBeGreaterThan(3);
    // The head office before its regional branches: the closest name first.
    expect(found[0]).toMatchObject({ name: 'ПАО Сбербанк', bankCode: SBER_BIK });
    for (const bank of found) {
      expect(bank).toMatchObject({
        country: 'RU',
        needToValidateAccountNumber: true,
        isIbanSupported: false,
      });
      expect(bank.bankCode).toMatch(/^\d{9}$/);
      const corr = bank.correspondingAccounts[0]!.correspondingAccountNumber;
      expect(isValidCorrespondentAccountForBik(corr, bank.bankCode)).toBe(true);
    }
    expect(banks.sber).toMatchObject({ name: 'ПАО Сбербанк', swift: 'SABRRUMM' });
  });

  it('finds foreign banks by SWIFT, with IBAN support where their country has it', async () => {
    expect(banks.deutsche).toMatchObject({
      bankCode: 'DEUTDEFF',
      country: 'DE',
      countryName: 'Германия',
      isIbanSupported: true,
      needToValidateAccountNumber: false,
      correspondingAccounts: [],
    });
    expect(banks.china?.isIbanSupported).toBe(false);
    expect((await searchBanks('Deutsche', 'en'))[0]?.countryName).toBe('Germany');
  });

  it('finds currencies by name, letters or digits, and starts above 3 characters', async () => {
    expect(currencies.rub).toMatchObject({ code: 'RUB', numericCode: '643', name: 'Российский рубль' });
    expect(currencies.eur?.code).toBe('EUR');
    expect((await searchCurrencies('Dollar')).map((c) => c.code)).toContain('USD');
    expectError(await call('GET', '/api/bank/currency/search', { token, query: { search: 'USD' } }), 400);
    expectError(
      await call('GET', '/api/bank/search', { token, query: { search: 'ВТБ' } }),
      400,
      ru('validation.searchTooShort'),
    );
    expectError(await call('GET', '/api/bank/search', { query: { search: 'Сбербанк' } }), 401);
  });
});

describe('account number checks', () => {
  it('checks the control key against the BIK and reads the currency from the number', async () => {
    expect(await checkAccount(SBER_BIK, rubAccount)).toMatchObject({
      validationComplete: true,
      currency: { code: 'RUB' },
      bankAccountType: 'SETTLEMENT',
      description: ru('bank.accountValid'),
    });
    expect((await checkAccount(SBER_BIK, usdAccount)).currency?.code).toBe('USD');
  });

  it('answers a failure with a description in the caller’s language and no currency', async () => {
    const typo = rubAccount.slice(0, 19) + ((Number(rubAccount[19]) + 1) % 10);
    expect(await checkAccount(SBER_BIK, typo)).toEqual({
      validationComplete: false,
      currency: null,
      bankAccountType: null,
      description: ru('bank.accountControlKey', { bik: SBER_BIK }),
    });
    expect((await checkAccount(SBER_BIK, typo, 'EN')).description).toBe(
      translate('en', 'bank.accountControlKey', { bik: SBER_BIK }),
    );
    // Correct for Sberbank, wrong for VTB.
    expect((await checkAccount('044525187', rubAccount)).validationComplete).toBe(false);
    expect((await checkAccount(SBER_BIK, rubAccount.slice(1))).description).toBe(ru('bank.accountLength'));
    expect((await checkAccount('044525999', rubAccount)).description).toBe(
      ru('bank.unknownBik', { bik: '044525999' }),
    );
    const strangeCurrency = withControlKey('40702999000000055501', SBER_BIK);
    expect((await checkAccount(SBER_BIK, strangeCurrency)).description).toBe(
      ru('bank.accountCurrencyUnknown', { digits: '999' }),
    );
    expectError(
      await call('GET', '/api/bank/validateRuAccountNumberAndGetCurrencyInfo', {
        token,
        query: { bankBik: SBER_BIK },
      }),
      400,
    );
  });

  it('checks an IBAN by mod-97', async () => {
    const check = (iban: string) =>
      ok<{ valid: boolean; description: string }>(
        call('GET', '/api/bank/validate-iban', { token, query: { iban } }),
      );
    expect(await check('DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      description: ru('bank.ibanValid'),
    });
    expect(await check('DE89370400440532013001')).toEqual({
      valid: false,
      description: ru('bank.ibanInvalid'),
    });
    expectError(await call('GET', '/api/bank/validate-iban', { token }), 400);
  });
});

describe('the bank accounts draft', () => {
  const rubBody = () => ({
    bankId: banks.sber!.id,
    currencyId: currencies.rub!.id,
    accountNumber: rubAccount,
    isIBAN: false,
  });

  it('adds, ignores a duplicate, edits, deletes and resets, then sends the draft for review', async () => {
    const supplier = await savedSupplier();
    const first = await ok<ChapterState>(save(supplier.token, rubBody()));
    expect(first.bankAccounts).toHaveLength(1);
    expect(first.bankAccounts[0]).toMatchObject({
      accountNumber: rubAccount,
      accountType: 'SETTLEMENT',
      bank: { bankCode: SBER_BIK },
    });
    expect(first.settings).toMatchObject({ isButtonEnabled: true, showDocumentUploadLink: true });

    // Same bank, currency and number: silently ignored.
    const again = await ok<ChapterState>(save(supplier.token, rubBody()));
    expect(again.bankAccounts).toEqual(first.bankAccounts);

    const id = first.bankAccounts[0]!.id;
    const edited = await ok<ChapterState>(
      save(supplier.token, { ...rubBody(), id, currencyId: currencies.usd!.id, accountNumber: usdAccount }),
    );
    expect(edited.bankAccounts).toHaveLength(1);
    expect(edited.bankAccounts[0]).toMatchObject({
      id,
      accountNumber: usdAccount,
      currency: { code: 'USD' },
    });

    const iban = await ok<ChapterState>(
      save(supplier.token, {
        bankId: banks.deutsche!.id,
        currencyId: currencies.eur!.id,
        accountNumber: 'de89 3704 0044 0532 0130 00',
        isIBAN: true,
      }),
    );
    expect(iban.bankAccounts.map((a) => a.accountNumber)).toEqual([usdAccount, 'DE89370400440532013000']);
    // A bank that does not validate numbers takes an account without one.
    const china = await ok<ChapterState>(
      save(supplier.token, { bankId: banks.china!.id, currencyId: currencies.usd!.id }),
    );
    expect(china.bankAccounts).toHaveLength(3);

    const afterDelete = await ok<ChapterState>(
      call('POST', `/api/profiles/deleteBankAccount/${id}`, { token: supplier.token }),
    );
    expect(afterDelete.bankAccounts.map((a) => a.id)).not.toContain(id);
    const reset = await ok<ChapterState>(
      call('POST', '/api/profiles/resetBankAccountsChapter', { token: supplier.token }),
    );
    expect(reset.bankAccounts).toEqual([]);
    expect((await form(supplier.token)).bankAccountChapter?.bankAccounts).toEqual([]);

    const send = () =>
      call('POST', '/api/profiles/sendProfileBankAccountChangeRequest', { token: supplier.token });
    expectError(await send(), 400, ru('profile.noChanges'));
    await ok(save(supplier.token, rubBody()));
    // New details go to review only with the document that confirms them.
    expect((await form(supplier.token)).bankAccountChapter!.showDocumentUploadLink).toBe(true);
    expectError(await send(), 400, ru('profile.bankDocumentRequired'));
    await filePdfDocument(supplier.token, 'BankDetailsConfirmation', 'Справка банка.pdf');
    expect((await form(supplier.token)).bankAccountChapter!.showDocumentUploadLink).toBe(false);
    const sent = await ok<{ description: string }>(send());
    expect(sent.description).toBe(ru('profile.bankSent'));

    const f = await form(supplier.token);
    expect(f.bankAccountChapter!.viewModeBankAccounts).toEqual([]);
    expect(f.bankAccountChapter!.bankAccounts).toHaveLength(1);
    expect(f.bankAccountChapter!.settings).toMatchObject({
      isButtonVisible: false,
      isButtonEnabled: false,
      showEditModeFields: false,
    });
    expect(f.bankAccountChapter!.description[0]).toBe(ru('profile.bankPending'));
    // While it waits, the chapter cannot change.
    expectError(await send(), 409, ru('profile.bankPending'));
    expectError(
      await save(supplier.token, { ...rubBody(), accountNumber: usdAccount, currencyId: currencies.usd!.id }),
      409,
      ru('profile.bankPending'),
    );
    expectError(await call('POST', '/api/profiles/resetBankAccountsChapter', { token: supplier.token }), 409);
  });

  it('refuses wrong numbers, unknown banks and currencies, and keeps the draft as it was', async () => {
    const supplier = await registeredSupplier();
    const typo = rubAccount.slice(0, 19) + ((Number(rubAccount[19]) + 1) % 10);
    const cases: [unknown, number, string?][] = [
      [{ ...rubBody(), accountNumber: typo }, 400, ru('bank.accountControlKey', { bik: SBER_BIK })],
      [{ ...rubBody(), accountNumber: rubAccount.slice(1) }, 400, ru('validation.accountLength20')],
      [
        { ...rubBody(), currencyId: currencies.usd!.id },
        400,
        ru('bank.accountCurrencyMismatch', { code: '643' }),
      ],
      [{ ...rubBody(), isIBAN: true }, 400, ru('bank.ibanNotSupported')],
      [{ ...rubBody(), bankId: 'no-such-bank' }, 400, ru('bank.unknownBank')],
      [{ ...rubBody(), currencyId: 'no-such-currency' }, 400, ru('bank.unknownCurrency')],
      [
        {
          bankId: banks.deutsche!.id,
          currencyId: currencies.eur!.id,
          accountNumber: 'DE89370400440532013001',
          isIBAN: true,
        },
        400,
        ru('bank.ibanInvalid'),
      ],
      [
        {
          bankId: banks.deutsche!.id,
          currencyId: currencies.eur!.id,
          accountNumber: 'DE8937040044',
          isIBAN: true,
        },
        400,
        ru('validation.ibanLength'),
      ],
      [{ ...rubBody(), id: 'demo-legal-rub' }, 404],
      [{ ...rubBody(), isIBAN: 'no' }, 400],
      [{ currencyId: currencies.rub!.id }, 400],
    ];
    for (const [body, status, message] of cases)
      expectError(await save(supplier.token, body), status, message);
    const f = await form(supplier.token);
    expect(f.bankAccountChapter!.bankAccounts).toEqual([]);
    expect(f.bankAccountChapter!.settings.isButtonEnabled).toBe(false);
  });

  it('reaches only the caller’s own accounts and documents', async () => {
    const supplier = await registeredSupplier();
    // The demo legal entity's account id is not the supplier's: it does not exist for it.
    expectError(
      await call('POST', '/api/profiles/deleteBankAccount/demo-legal-rub', { token: supplier.token }),
      404,
    );
    expectError(
      await call('POST', '/api/profiles/deleteBankAccountDocument/no-such-document', {
        token: supplier.token,
      }),
      404,
    );
    const demo = await form(token);
    expect(demo.bankAccountChapter!.bankAccounts.map((a) => a.id)).toEqual([
      'demo-legal-rub',
      'demo-legal-usd',
    ]);
  });

  it('is for residents only', async () => {
    const nonresident = await signIn('nonresident@demo.test');
    expectError(await save(nonresident, rubBody()), 400, ru('profile.residentsOnly'));
    expectError(
      await call('POST', '/api/profiles/sendProfileBankAccountChangeRequest', { token: nonresident }),
      400,
    );
  });
});

describe('the Bank of Russia BIK directory behind the bank chapter', () => {
  const QIWI_BIK = '044525416';
  const BINBANK_BIK = '044525176';

  it('gives a bank found by its BIK with its correspondent account', async () => {
    const [sber] = await ok<Bank[]>(call('GET', '/api/search/bik', { token, query: { search: SBER_BIK } }));
    expect(sber).toMatchObject({
      bankCode: SBER_BIK,
      correspondingAccounts: [{ correspondingAccountNumber: '30101810400000000225' }],
      swift: 'SABRRUMM',
    });
    expect(isValidCorrespondentAccountForBik('30101810400000000225', SBER_BIK)).toBe(true);
  });

  it('refuses an account at a bank whose licence was withdrawn, or one deleted from the directory, saying why', async () => {
    const atQiwi = withControlKey('40702810000000055503', QIWI_BIK);
    expect(await checkAccount(QIWI_BIK, atQiwi)).toMatchObject({
      validationComplete: false,
      description: ru('bank.restricted.LWRS', { bik: QIWI_BIK }),
    });
    expect((await checkAccount(QIWI_BIK, atQiwi, 'EN')).description).toBe(
      translate('en', 'bank.restricted.LWRS', { bik: QIWI_BIK }),
    );
    const atBinbank = withControlKey('40702810000000055504', BINBANK_BIK);
    expect((await checkAccount(BINBANK_BIK, atBinbank)).description).toBe(
      ru('bank.closed', { bik: BINBANK_BIK }),
    );

    const supplier = await savedSupplier();
    const [qiwi] = await ok<Bank[]>(call('GET', '/api/search/bik', { token, query: { search: QIWI_BIK } }));
    expectError(
      await save(supplier.token, {
        bankId: qiwi!.id,
        currencyId: currencies.rub!.id,
        accountNumber: atQiwi,
        isIBAN: false,
      }),
      400,
      ru('bank.restricted.LWRS', { bik: QIWI_BIK }),
    );
    expect((await form(supplier.token)).bankAccountChapter?.bankAccounts ?? []).toEqual([]);
  });
});
