import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bank, Currency } from '@shared/api/areas/bank';
import type { Notification } from '@shared/api/areas/notifications';
import type { AccessRow, StatementLine, StopFactors } from '@shared/api/areas/tenders';
import type * as ClockModule from '../../functions/lib/clock';
import type * as RegisterModule from '../../functions/domain/tenders/access-register-service';
import type * as ServiceModule from '../../functions/domain/tenders/tender-service';
import type * as RepositoryModule from '../../functions/domain/tenders/tenders-repository';
import type * as JobModule from '../../functions/tenders/job';
import { translate } from '../support/messages';
import { addWorkingDays, moscowDate } from '../../functions/lib/working-days';
import {
  statementBytes,
  statementText,
  type FixturePayment,
} from '../../functions/domain/tenders/statement.fixture';
import { call, signIn } from '../support/api';
import { pdfText, qrCodesIn } from '../support/pdf-reading';
import { expectError, ok, savedSupplier, useEmulatorsInProcess } from './supplier-helpers';
import {
  TENDER_PAYEE,
  TENDER_REGISTER_SEARCH,
  acceptTenderAs,
  accessHistoryOf,
  giveRubAccount,
  tenderInfoOf,
} from './tender-helpers';

/**
 * Tender access through the gateway (real tokens, the emulators), and its clock-driven part in this process:
 * the scheduled job and the matching are run with the clock moved, against the same tables.
 */

type Supplier = Awaited<ReturnType<typeof savedSupplier>>;
const ru = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('ru', key, params);
const OUR_ACCOUNT = TENDER_PAYEE.account;
const OUR_INN = TENDER_PAYEE.inn;
const SBER_BIK = '044525225';

let moderator = '';
let sber: Bank;
let rub: Currency;

const info = tenderInfoOf;
const accept = acceptTenderAs;
const history = (id: string) => accessHistoryOf(moderator, id);
const upload = (bytes: Uint8Array, token = moderator) =>
  call('POST', '/api/tenders/staff/statements', {
    token,
    body: { fileName: 'kl_to_1c.txt', contentBase64: Buffer.from(bytes).toString('base64') },
  });

const paymentOf = (supplier: Supplier, code: string, date: string, amount: string): FixturePayment => ({
  number: String(Math.floor(Math.random() * 900) + 100),
  date,
  amount,
  payerName: supplier.record.shortName,
  payerInn: supplier.record.inn,
  payerAccount: '40702810938000099999',
  payeeAccount: OUR_ACCOUNT,
  payeeInn: OUR_INN,
  purpose: `Лицензионное вознаграждение за ИСУ Снабжение, код ${code}. В т.ч. НДС`,
});

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  useEmulatorsInProcess();
  moderator = await signIn('moderator@demo.test');
  const probe = await signIn('legal@demo.test');
  sber = (
    await ok<Bank[]>(call('GET', '/api/bank/search', { token: probe, query: { search: SBER_BIK } }))
  )[0]!;
  rub = (
    await ok<Currency[]>(
      call('GET', '/api/bank/currency/search', { token: probe, query: { search: 'Российский' } }),
    )
  )[0]!;
});

describe('a resident supplier', () => {
  let s: Supplier;
  beforeAll(async () => {
    s = await savedSupplier(TENDER_REGISTER_SEARCH);
  });

  it('starts NOT_CONFIRMED, and accepting opens temporary access for 15 working days, once', async () => {
    expect(await info(s.token)).toMatchObject({
      accessStatus: 'NOT_CONFIRMED',
      dateTo: null,
      paymentCode: `ЛК-${s.companyCode}`,
      // Residents pay in roubles: no currency to choose.
      paymentCurrencies: [],
    });
    expectError(
      await call('GET', '/api/tenders/paymentOrders', { token: s.token }),
      409,
      ru('tender.notAccepted'),
    );

    await ok(accept(s.token));
    const today = moscowDate(new Date());
    const accepted = await info(s.token);
    expect(accepted).toMatchObject({ accessStatus: 'TEMPORARY', dateTo: addWorkingDays(today, 15) });

    expectError(await accept(s.token), 409, ru('tender.alreadyAccepted'));
    expect(await info(s.token)).toEqual(accepted);
    const events = await history(s.counterpartyId);
    expect(events.map((e) => [e.kind, e.by, e.toStatus])).toEqual([['ACCEPTED', s.email, 'TEMPORARY']]);
  });

  it('names the stop factors, each with where to clear it, and the support mailbox', async () => {
    const factors = await ok<StopFactors>(call('GET', '/api/tenders/stopFactors', { token: s.token }));
    const { dateTo } = await info(s.token);
    expect(factors).toMatchObject({
      missingRequiredDocuments: true,
      blockingRiskIndicators: false,
      limitDate: dateTo,
      blockingRiskIndicatorsList: [],
    });
    expect(factors.factors).toEqual([
      { code: 'MISSING_DOCUMENTS', clearedAt: '/documents', detail: null },
      { code: 'LIMIT_DATE', clearedAt: '/tender', detail: dateTo },
    ]);
    expect(factors.supportEmail).toMatch(/@/);
  });

  it('downloads a payment order with its INN, the amount with VAT of the day, the purpose code and a payment QR', async () => {
    expectError(
      await call('GET', '/api/tenders/paymentOrders', { token: s.token }),
      409,
      ru('tender.noRubAccount'),
    );
    const account = await giveRubAccount(s.counterpartyId, sber.id, rub.id);
    const doc = await ok<{ url: string; name: string }>(
      call('GET', '/api/tenders/paymentOrders', { token: s.token }),
    );
    expect(doc.name).toMatch(/^Платежное поручение \d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await download(doc.url);
    const text = await pdfText(pdf);
    // 50 000 roubles plus VAT at 22 % (the rate since 1 January 2026).
    for (const expected of [`ИНН ${s.record.inn}`, account, '61000-00', `ЛК-${s.companyCode}`, OUR_INN]) {
      expect(text).toContain(expected);
    }
    const [qr] = await qrCodesIn(pdf);
    expect(qr).toContain('|Sum=6100000|');
    expect(qr).toContain(`ЛК-${s.companyCode}`);
  });

  it('is refused the non-residents’ details', async () => {
    expectError(
      await call('GET', '/api/tenders/paymentDetails', { token: s.token, query: { currencyCode: 'USD' } }),
      409,
      ru('tender.nonResidentsOnly'),
    );
  });
});

describe('a non-resident supplier', () => {
  it('gets the details in a currency it chooses, and a clear 400 for a currency that does not exist', async () => {
    const token = await signIn('nonresident@demo.test');
    const accepted = await accept(token);
    expect([200, 409]).toContain(accepted.status);
    const doc = await ok<{ url: string; name: string }>(
      call('GET', '/api/tenders/paymentDetails', { token, query: { currencyCode: 'usd' } }),
    );
    const text = (await pdfText(await download(doc.url))).replace(/\s+/g, ' ');
    for (const expected of [
      '650.00 USD',
      '40702840500000012345',
      'ЛК-1000125',
      'Neftegaz Snabzhenie LLC',
      'Sberbank PJSC',
      '19 Vavilova Street, Moscow, 117312, Russian Federation',
      'SABRRUMM',
      'Demo Correspondent Bank N.A.',
      'DEMOUS33',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await info(token)).paymentCurrencies).toEqual(['USD', 'EUR', 'CNY']);
    expectError(
      await call('GET', '/api/tenders/paymentDetails', { token, query: { currencyCode: 'XYZ' } }),
      400,
      ru('tender.unknownCurrency', { code: 'XYZ' }),
    );
    expectError(
      await call('GET', '/api/tenders/paymentDetails', { token, query: { currencyCode: 'KZT' } }),
      400,
      ru('tender.currencyNotAccepted', { code: 'KZT', accepted: 'USD, EUR, CNY' }),
    );
    expectError(await call('GET', '/api/tenders/paymentOrders', { token }), 409, ru('tender.residentsOnly'));
  });
});

describe('the licence agreement', () => {
  it('is a real PDF behind a short-lived link, open to anyone like the user manual', async () => {
    const answer = await call('GET', '/api/tenders/licence', { query: { lang: 'ru' } });
    expect(answer.status).toBe(302);
    const text = await pdfText(await download(answer.headers.get('location') ?? ''));
    expect(text).toContain('Лицензионный договор');
  });
});

describe('the working-day clock, the job and the statement (time moved in this process)', () => {
  let s: Supplier;
  // Loaded once the emulators' addresses are in this process's environment.
  let lifecycle: typeof ServiceModule;
  let register: typeof RegisterModule;
  let job: typeof JobModule;
  let clocks: typeof ClockModule;
  let repository: typeof RepositoryModule;
  const staff = { sub: 'moderator', login: 'moderator@demo.test', groups: ['moderator' as const] };

  /** Runs `run` with the clock standing at `at`. */
  async function at<T>(instant: string, run: () => Promise<T>): Promise<T> {
    const restore = clocks.useClock(clocks.fixedClock(instant));
    try {
      return await run();
    } finally {
      restore();
    }
  }
  const stored = async () => {
    const item = await repository.tendersRepository.getAccess(s.counterpartyId);
    if (!item) throw new Error('no access record');
    return item;
  };

  beforeAll(async () => {
    lifecycle = await import('../../functions/domain/tenders/tender-service');
    register = await import('../../functions/domain/tenders/access-register-service');
    job = await import('../../functions/tenders/job');
    clocks = await import('../../functions/lib/clock');
    repository = await import('../../functions/domain/tenders/tenders-repository');
    s = await savedSupplier(TENDER_REGISTER_SEARCH);
  });

  it('counts 15 working days across the New Year holidays, blocks after them, opens on payment; the job twice changes nothing more', async () => {
    const { tenantOfCounterparty } = await import('../../functions/domain/accounts/tenant-resolution');
    const tenant = await tenantOfCounterparty(s.counterpartyId);
    const caller = { sub: 'supplier', login: s.email, groups: [] };
    // Thursday 25 December 2025, noon in Moscow.
    await at('2025-12-25T09:00:00Z', () => lifecycle.acceptTender(tenant, caller, clocks.clock.now()));
    expect(await stored()).toMatchObject({ status: 'TEMPORARY', dateTo: '2026-01-27' });

    // 23:59 in Moscow on the last day: still temporary.
    await at('2026-01-27T20:59:00Z', () => job.handler());
    expect(await stored()).toMatchObject({ status: 'TEMPORARY', dateTo: '2026-01-27' });

    // Midnight in Moscow: blocked from 28 January.
    await at('2026-01-27T21:00:00Z', () => job.handler());
    const blocked = await stored();
    expect(blocked).toMatchObject({ status: 'BLOCKED', blockedFrom: '2026-01-28' });
    expect(blocked.dateTo).toBeUndefined();

    await at('2026-01-27T21:05:00Z', () => job.handler());
    expect((await stored()).version).toBe(blocked.version);
    expect((await history(s.counterpartyId)).map((e) => [e.kind, e.by])).toEqual([
      ['BLOCKED', 'system'],
      ['ACCEPTED', s.email],
    ]);
    expect(await info(s.token)).toMatchObject({ accessStatus: 'BLOCKED', blockedFrom: '2026-01-28' });

    // The payment arrives on 5 February 2026 with the code and the amount with VAT at 22 %.
    const statement = statementBytes(OUR_ACCOUNT, [
      paymentOf(s, `ЛК ${s.companyCode}`, '05.02.2026', '61000.00'),
    ]);
    const content = { fileName: 'kl_to_1c.txt', contentBase64: Buffer.from(statement).toString('base64') };
    const first = await at('2026-02-05T12:00:00Z', () =>
      register.uploadStatement(staff, content, clocks.clock.now()),
    );
    expect(first.lines.map((l) => [l.outcome, l.counterpartyId])).toEqual([['MATCHED', s.counterpartyId]]);
    const open = await stored();
    expect(open).toMatchObject({ status: 'OPEN', dateTo: '2027-02-04' });

    // The same statement again, and the job again: nothing changes.
    const again = await at('2026-02-06T12:00:00Z', () =>
      register.uploadStatement(staff, content, clocks.clock.now()),
    );
    expect(again.lines.map((l) => l.outcome)).toEqual(['ALREADY_RECORDED']);
    await at('2026-02-06T21:00:00Z', () => job.handler());
    await at('2026-02-06T21:01:00Z', () => job.handler());
    expect(await stored()).toMatchObject({ status: 'OPEN', dateTo: '2027-02-04', version: open.version });
    expect(await info(s.token)).toMatchObject({ accessStatus: 'OPEN', dateTo: '2027-02-04' });

    const notices = await ok<Notification[]>(
      call('GET', '/api/profiles/get-all-notifications', { token: s.token }),
    );
    const texts = notices.map((n) => n.notificationText).join('\n');
    expect(texts).toContain('заблокирован с 28.01.2026');
    expect(texts).toContain('открыт до 04.02.2027');
  });
});

describe('the back office', () => {
  it('matches a statement by code and amount, leaves the rest to a person, and refuses a malformed file', async () => {
    const s = await savedSupplier(TENDER_REGISTER_SEARCH);
    await ok(accept(s.token));
    const before = await info(s.token);
    const today = moscowDate(new Date());
    const date = today.split('-').reverse().join('.');

    expectError(await upload(new TextEncoder().encode('%PDF-1.7 not a statement')), 400);
    const cut = statementBytes(OUR_ACCOUNT, [paymentOf(s, `ЛК-${s.companyCode}`, date, '61000.00')]).slice(
      0,
      600,
    );
    const refused = await upload(cut);
    expectError(refused, 400);
    expect((refused.body as { message: string }).message).toBe(
      'Выписка не прочитана: нет строки «КонецФайла», файл обрезан.',
    );
    expect(await info(s.token)).toEqual(before);

    const answer = await ok<{ id: string; lines: StatementLine[] }>(
      upload(
        statementBytes(OUR_ACCOUNT, [
          paymentOf(s, `ЛК-${s.companyCode}`, date, '60000.00'),
          paymentOf(s, 'по счёту 17', date, '61000.00'),
          paymentOf(s, 'ЛК-9999999', date, '61000.00'),
          paymentOf(s, `ЛК-${s.companyCode}`, date, '61000.00'),
        ]),
      ),
    );
    expect(answer.lines.map((l) => [l.outcome, l.reason])).toEqual([
      ['UNMATCHED', 'AMOUNT_MISMATCH'],
      ['UNMATCHED', 'NO_CODE'],
      ['UNMATCHED', 'UNKNOWN_CODE'],
      ['MATCHED', null],
    ]);
    const paid = await info(s.token);
    expect(paid.accessStatus).toBe('OPEN');
    expect(paid.dateTo && paid.dateTo > today).toBe(true);

    const rows = await ok<AccessRow[]>(
      call('GET', '/api/tenders/staff/suppliers', { token: moderator, query: { status: 'OPEN' } }),
    );
    expect(rows.find((r) => r.counterpartyId === s.counterpartyId)).toMatchObject({
      accessStatus: 'OPEN',
      dateTo: paid.dateTo,
      paymentCode: `ЛК-${s.companyCode}`,
    });
  });

  it('states the rule of a refused statement in the moderator’s language, and reads one re-saved as UTF-8', async () => {
    // An empty file was refused as "contentBase64: Слишком маленькое значение…".
    const empty = expectError(await upload(new Uint8Array(0)), 400);
    expect(empty.message).toBe(
      'Файл не соответствует требованиям: файл пуст (0 байт). Выгрузите выписку из банк-клиента заново.',
    );
    expect(empty.message).not.toContain('contentBase64');
    const english = await call('POST', '/api/tenders/staff/statements', {
      token: moderator,
      lang: 'en',
      body: { fileName: 'kl_to_1c.txt', contentBase64: '' },
    });
    expectError(english, 400, 'The file does not meet the requirements: it is empty (0 bytes).');
    expectError(
      await upload(new Uint8Array(1_000_001).fill(0x20)),
      400,
      'размер выписки — не более 1 МБ (1 000 000 байт)',
    );
    expectError(await upload(new TextEncoder().encode('%PDF-1.7')), 400, 'Неверный формат');
    const payer = { name: 'ООО «Ромашка»', inn: '7708123457' };
    const utf8 = new TextEncoder().encode(
      statementText(OUR_ACCOUNT, [
        {
          number: '501',
          date: '15.01.2026',
          amount: '100.00',
          payerName: payer.name,
          payerInn: payer.inn,
          payerAccount: '40702810938000099999',
          payeeAccount: '40702810000000000001',
          payeeInn: '7700000001',
          purpose: 'Оплата по счёту',
        },
      ]),
    );
    const read = await ok<{ lines: StatementLine[] }>(upload(utf8));
    expect(read.lines).toMatchObject([{ payerName: 'ООО «Ромашка»', purpose: 'Оплата по счёту' }]);
  });

  it('records a manual "payment received" with who, when and why, and tells the supplier', async () => {
    const s = await savedSupplier(TENDER_REGISTER_SEARCH);
    expectError(
      await call('POST', `/api/tenders/staff/suppliers/${s.counterpartyId}/payment`, {
        token: moderator,
        body: { paidOn: moscowDate(new Date()), comment: 'до принятия условий' },
      }),
      404,
    );
    await ok(accept(s.token));
    const comment = `Платёж ${randomUUID().slice(0, 6)} из выписки за 03.11`;
    const row = await ok<AccessRow>(
      call('POST', `/api/tenders/staff/suppliers/${s.counterpartyId}/payment`, {
        token: moderator,
        body: { paidOn: moscowDate(new Date()), comment },
      }),
    );
    expect(row.accessStatus).toBe('OPEN');
    const [latest] = await history(s.counterpartyId);
    expect(latest).toMatchObject({ kind: 'PAID', by: 'moderator@demo.test', comment, toStatus: 'OPEN' });
    const notices = await ok<Notification[]>(
      call('GET', '/api/profiles/get-all-notifications', { token: s.token }),
    );
    expect(notices.some((n) => n.notificationText.includes(comment))).toBe(true);
    // A supplier is no moderator.
    expectError(
      await call('POST', `/api/tenders/staff/suppliers/${s.counterpartyId}/payment`, {
        token: s.token,
        body: { paidOn: moscowDate(new Date()), comment: 'сам себе' },
      }),
      403,
    );
  });
});
