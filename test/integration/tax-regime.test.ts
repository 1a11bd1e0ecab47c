import { describe, expect, inject, it } from 'vitest';
import type { DocumentSpec } from '@shared/api/areas/documents';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import type { ProfileForm, TaxRegimeInput } from '@shared/api/areas/profiles';
import { completeIndividualInn, completeLegalInn } from '@shared/validation/tax-ids';
import { addRegisterCompany } from '../../infra/local/emulators/state-register-file';
import { call, signIn } from '../support/api';
import { translate } from '../support/messages';
import {
  expectError,
  newUser,
  ok,
  registrationBody,
  saveFirstContacts,
  searchResidents,
  uploadRegistrationFile,
} from './supplier-helpers';

/**
 * The supplier declares or corrects its tax regime where the register says nothing or is wrong: a change
 * request with the confirming document, decided by the group's reviewer. Nothing is written into the database
 * by the test: the register's regime comes from the emulator at registration, the declared one through the API.
 */
const stack = inject('localStack');
const year = new Date().getUTCFullYear();
const spec = (token: string) => ok<DocumentSpec>(call('GET', '/api/profiles/documents/v3/spec', { token }));
const codes = (group: DocumentSpec['required']) => group.documentTypes.map((t) => t.code);
const form = (token: string) => ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
const declare = (token: string, body: TaxRegimeInput) =>
  call('POST', '/api/profiles/tax-regime', { token, body });
const moderator = () => signIn('moderator@demo.test');
const queue = async () =>
  ok<ChangeRequest[]>(call('GET', '/api/backoffice/change-requests', { token: await moderator() }));
const decide = async (id: string, decision: 'APPROVE' | 'REJECT', comment: string) =>
  ok(
    call('POST', `/api/backoffice/change-requests/${id}/decision`, {
      token: await moderator(),
      body: { decision, comment },
    }),
  );
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A new supplier registered as a company the test adds to the local register with the given regime. */
async function registered(type: 'legal' | 'individual', name: string, taxSystem?: 'OSN' | 'USN') {
  const inn = type === 'legal' ? completeLegalInn(`72${digits(7)}`) : completeIndividualInn(`72${digits(8)}`);
  await addRegisterCompany(stack.stateDir, {
    inn,
    name,
    ...(taxSystem ? { taxSystem } : {}),
    address: { index: '625000', regionCode: '72', city: 'Тюмень', street: 'ул Республики', building: '1' },
  });
  const { token } = await newUser('regime');
  const [record] = await searchResidents(token, inn, type);
  expect(record, inn).toBeDefined();
  await ok(call('POST', '/api/registration/resident/initialize', { token, body: registrationBody(record!) }));
  await saveFirstContacts(token);
  return { token, inn };
}

/** The pending TAX_REGIME request of the company, as the reviewer's queue shows it. */
async function requestOf(companyName: string) {
  const request = (await queue()).find(
    (r) => r.kind === 'TAX_REGIME' && r.status === 'PENDING' && r.companyName === companyName,
  );
  expect(request, companyName).toBeDefined();
  return request as Extract<ChangeRequest, { kind: 'TAX_REGIME' }>;
}

describe('a regime declared by the supplier', () => {
  it('moves a company the register calls general-regime to УСН once the reviewer accepts the notice', async () => {
    const { token } = await registered('legal', 'ООО «Тобольский кирпич»', 'OSN');
    expect((await form(token)).taxRegimeChapter?.regimes).toEqual([
      { callYear: year, taxSystem: 'OSN', source: 'REGISTER', previousYearIncome: null, notes: null },
    ]);
    expect(codes((await spec(token)).required)).toEqual(
      expect.arrayContaining(['VatXML', 'IncomeTaxReturnQuarterXML']),
    );

    const notice = await uploadRegistrationFile(token, 'Уведомление о переходе на УСН.pdf');
    const sent = await ok<{ description: string }>(
      declare(token, {
        callYear: year,
        taxSystem: 'USN',
        notes: 'Перешли на УСН с 1 января',
        fileId: notice,
      }),
    );
    expect(sent.description).toBe(translate('ru', 'profile.taxRegimeSent'));
    // Until the decision the questionnaire keeps the register's regime and shows the declaration waiting.
    const waiting = (await form(token)).taxRegimeChapter;
    expect(waiting).toMatchObject({ canDeclare: false, pending: { callYear: year, taxSystem: 'USN' } });
    expect(waiting?.regimes[0]).toMatchObject({ taxSystem: 'OSN', source: 'REGISTER' });
    expect(codes((await spec(token)).required)).toContain('VatXML');
    // A second declaration while one waits is refused.
    expectError(
      await declare(token, { callYear: year, taxSystem: 'ESHN', fileId: notice }),
      409,
      translate('ru', 'profile.taxRegimePending'),
    );

    // The reviewer sees the year, the regime before and as declared, and the notice.
    const request = await requestOf('ООО «Тобольский кирпич»');
    expect(request).toMatchObject({
      accountType: 'LEGAL',
      oldValue: { callYear: year, taxSystem: 'OSN', source: 'REGISTER' },
      newValue: { callYear: year, taxSystem: 'USN', notes: 'Перешли на УСН с 1 января' },
    });
    expect(request.newValue.documents.map((d) => d.fileInfo.name)).toEqual([
      'Уведомление о переходе на УСН.pdf',
    ]);
    await decide(request.id, 'APPROVE', 'Уведомление по форме 26.2-1 сверено');

    const after = await form(token);
    expect(after.data.legal).toMatchObject({ taxSystem: 'USN' });
    expect(after.taxRegimeChapter).toMatchObject({
      canDeclare: true,
      pending: null,
      regimes: [{ callYear: year, taxSystem: 'USN', source: 'DECLARED', notes: 'Перешли на УСН с 1 января' }],
    });
    const asked = await spec(token);
    expect(asked.taxRegime).toBe('USN');
    expect(codes(asked.required)).toEqual(expect.arrayContaining(['UsnXML', 'TaxTypeConfirmationUSN']));
    expect(codes(asked.required)).not.toContain('VatXML');
    expect(codes(asked.required)).not.toContain('IncomeTaxReturnQuarterXML');
    expect(asked.taxReturnWarnings.map((w) => w.documentType)).not.toContain('IncomeTaxReturnQuarterXML');
  });

  it('keeps the register’s regime when the reviewer rejects the declaration', async () => {
    const { token } = await registered('legal', 'ООО «Ишимский элеватор»', 'OSN');
    const notice = await uploadRegistrationFile(token, 'Уведомление ЕСХН.pdf');
    await ok(declare(token, { callYear: year, taxSystem: 'ESHN', fileId: notice }));
    await decide((await requestOf('ООО «Ишимский элеватор»')).id, 'REJECT', 'Уведомление не читается');
    expect((await form(token)).taxRegimeChapter?.regimes).toMatchObject([
      { callYear: year, taxSystem: 'OSN', source: 'REGISTER' },
    ]);
    expect(codes((await spec(token)).required)).toContain('IncomeTaxReturnQuarterXML');
  });

  it('refuses a declaration without the confirming PDF', async () => {
    const { token } = await registered('legal', 'ООО «Заводоуковский хлеб»');
    const refused = translate('ru', 'profile.taxRegimeDocumentRequired');
    expectError(
      await declare(token, { callYear: year, taxSystem: 'USN', fileId: 'no-such-file' }),
      400,
      refused,
    );
    expectError(await declare(token, { callYear: year, taxSystem: 'USN' } as TaxRegimeInput), 400);
    expect((await form(token)).taxRegimeChapter).toMatchObject({
      regimes: [],
      pending: null,
      canDeclare: true,
    });
    expect((await queue()).some((r) => r.companyName === 'ООО «Заводоуковский хлеб»')).toBe(false);
  });
});

describe('VAT of a УСН payer since 2025', () => {
  it('asks an entrepreneur on УСН over the year’s income limit for VAT returns, and not one under it', async () => {
    // 2026: the limit of the previous year's income is 20 mln RUB (425-FZ); 2025: 60 mln (176-FZ).
    const over = year >= 2026 ? 25_000_000 : 65_000_000;
    const under = year >= 2026 ? 15_000_000 : 55_000_000;
    for (const [income, paysVat] of [
      [over, true],
      [under, false],
    ] as const) {
      const name = `ИП Лаптев ${paysVat ? 'Олег' : 'Пётр'} Ильич`;
      const { token } = await registered('individual', name, 'USN');
      expect(codes((await spec(token)).required)).not.toContain('VatQuarter_IP');
      const notice = await uploadRegistrationFile(token, 'Уведомление 26.2-1.pdf');
      await ok(
        declare(token, { callYear: year, taxSystem: 'USN', previousYearIncome: income, fileId: notice }),
      );
      const request = (await queue()).find(
        (r) => r.kind === 'TAX_REGIME' && r.status === 'PENDING' && r.companyName.includes(name.slice(3)),
      );
      expect(request).toBeDefined();
      await decide(request!.id, 'APPROVE', 'Доход сверен с декларацией');
      const required = codes((await spec(token)).required);
      expect(required).toContain('UsnXML');
      if (paysVat) expect(required).toContain('VatQuarter_IP');
      else expect(required).not.toContain('VatQuarter_IP');
    }
  });
});

describe('tenant isolation of a declaration', () => {
  it('another supplier neither sees nor decides it, nor declares with its document', async () => {
    const owner = await registered('legal', 'ООО «Ялуторовский молокозавод»', 'OSN');
    const notice = await uploadRegistrationFile(owner.token, 'Уведомление УСН.pdf');
    await ok(declare(owner.token, { callYear: year, taxSystem: 'USN', fileId: notice }));
    const request = await requestOf('ООО «Ялуторовский молокозавод»');

    const other = await registered('legal', 'ООО «Голышмановский завод»', 'OSN');
    expect((await call('GET', '/api/backoffice/change-requests', { token: other.token })).status).toBe(403);
    const decided = await call('POST', `/api/backoffice/change-requests/${request.id}/decision`, {
      token: other.token,
      body: { decision: 'APPROVE', comment: 'сам себе' },
    });
    expect(decided.status).toBe(403);
    // The owner's notice is not the other's file: its declaration is refused.
    expectError(await declare(other.token, { callYear: year, taxSystem: 'USN', fileId: notice }), 400);
    expect((await form(other.token)).taxRegimeChapter).toMatchObject({ pending: null });
    expect((await form(owner.token)).taxRegimeChapter?.pending).toMatchObject({ taxSystem: 'USN' });
    expect((await requestOf('ООО «Ялуторовский молокозавод»')).status).toBe('PENDING');
  });
});
