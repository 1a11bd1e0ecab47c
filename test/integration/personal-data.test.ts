import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ConsentHistory, PersonalDataExport } from '@shared/api/areas/personal-data';
import { CONSENT_VERSIONS } from '@shared/constants/consents';
import { translate } from '../../functions/lib/messages';
import '../../functions/domain/accounts/messages';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { call, cognito, signIn } from '../support/api';
import { passwordSignIn } from '../support/cognito';
import { filePdfDocument } from './documents-helpers';
import {
  expectError,
  ok,
  registeredSupplier,
  savedSupplier,
  storeUpload,
  useEmulatorsInProcess,
} from './supplier-helpers';

/** Issue 18: consents recorded and withdrawn, the person's own data exported. */

type Supplier = Awaited<ReturnType<typeof savedSupplier>>;
const ru = (key: Parameters<typeof translate>[1]) => translate('ru', key);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) consent-test';
const agreementPath = (code: string) => `/api/profile/${code}/user-agreement-status`;
const consents = (token: string) => ok<ConsentHistory>(call('GET', '/api/account/consents', { token }));

async function adminIdOf(admin: string, email: string): Promise<string> {
  const found = await ok<{ content: { id: string; login: string }[] }>(
    call('GET', '/api/profiles/forms', { token: admin, query: { search: email } }),
  );
  const row = found.content.find((r) => r.login === email);
  if (!row) throw new Error(`${email} is not in the administrators’ search`);
  return row.id;
}

/** Polls an export until it is no longer PENDING (it is built in the background). */
async function settled(read: () => Promise<PersonalDataExport | null>): Promise<PersonalDataExport> {
  for (let i = 0; i < 100; i++) {
    const current = await read();
    if (current && current.status !== 'PENDING') return current;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export stayed pending');
}

/** Opens the short-lived link as the SPA does and unpacks the archive. */
async function downloadZip(path: string, token: string) {
  const { url: location, name } = await ok<{ url: string; name: string }>(call('GET', path, { token }));
  expect(name).toMatch(/^Мои данные \d+ \d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await fetch(location);
  expect(zip.status).toBe(200);
  expect(decodeURIComponent(zip.headers.get('content-disposition') ?? '')).toContain('Мои данные');
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const files = unzipSync(bytes);
  const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as Record<string, unknown>;
  return { files, data, text: JSON.stringify(data), bytes };
}

let a: Supplier;
let b: Supplier;
let admin = '';

beforeAll(async () => {
  // One after the other: both would pick the same free company of the register.
  a = await savedSupplier();
  b = await savedSupplier();
  admin = await signIn('admin@demo.test');
});

describe('consents, proven', () => {
  it('refuses a registration without the consent, stating the rule', async () => {
    const { token } = { token: await signIn('new@demo.test') };
    const refused = await call('POST', '/api/registration/resident/initialize', {
      token,
      body: { type: 'individual', inn: '500100732259', ogrn: '304500116000157' },
    });
    const payload = expectError(refused, 400, ru('validation.personalDataConsent'));
    expect(payload.message).toContain('Регистрация невозможна без согласия на обработку персональных данных');
  });

  it('records the registration’s consent and the agreement with version, person and client', async () => {
    const afterRegistration = await consents(a.token);
    expect(afterRegistration.entries).toEqual([
      expect.objectContaining({
        document: 'PERSONAL_DATA',
        version: CONSENT_VERSIONS.PERSONAL_DATA,
        action: 'ACCEPTED',
        source: 'REGISTRATION',
        login: a.email,
      }),
    ]);
    expect(afterRegistration.entries[0]?.sub).toMatch(/\S/);
    expect(afterRegistration.entries[0]?.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(afterRegistration.mustAccept).toEqual(['USER_AGREEMENT']);
    expect(await ok(call('GET', agreementPath(a.companyCode), { token: a.token }))).toMatchObject({
      status: true,
    });

    await ok(
      call('POST', agreementPath(a.companyCode), {
        token: a.token,
        body: { personalDataConsent: true, confidentialityConsent: true },
        headers: { 'User-Agent': BROWSER },
      }),
    );
    const accepted = await consents(a.token);
    expect(accepted.mustAccept).toEqual([]);
    expect(accepted.entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ document: 'USER_AGREEMENT', source: 'AGREEMENT', userAgent: BROWSER }),
        expect.objectContaining({ document: 'PERSONAL_DATA', source: 'AGREEMENT', userAgent: BROWSER }),
      ]),
    );
    expect(await ok(call('GET', agreementPath(a.companyCode), { token: a.token }))).toMatchObject({
      status: false,
      version: CONSENT_VERSIONS.USER_AGREEMENT,
    });

    // The administrators see the same history on the user's card.
    const seenByAdmin = await ok<ConsentHistory>(
      call('GET', `/api/admin/users/${await adminIdOf(admin, a.email)}/consents`, { token: admin }),
    );
    expect(seenByAdmin.entries).toEqual(accepted.entries);
  });

  it('asks again when the version in force is newer than the one accepted', async () => {
    // The person accepted an earlier version of the user agreement only: as after a version is raised.
    useEmulatorsInProcess();
    const { accountsRepository } = await import('../../functions/domain/accounts/accounts-repository');
    const sub = (await consents(b.token)).entries[0]?.sub ?? '';
    await accountsRepository.addConsents([
      {
        sub,
        login: b.email,
        document: 'USER_AGREEMENT',
        version: '2000-01-01',
        action: 'ACCEPTED',
        source: 'AGREEMENT',
      },
    ]);
    expect((await consents(b.token)).mustAccept).toEqual(['USER_AGREEMENT']);
    expect(await ok(call('GET', agreementPath(b.companyCode), { token: b.token }))).toMatchObject({
      status: true,
    });
  });

  it('takes the time of consents and new accounts from the injectable clock', async () => {
    useEmulatorsInProcess();
    const clocks = await import('../../functions/lib/clock');
    const { accountsRepository } = await import('../../functions/domain/accounts/accounts-repository');
    const restore = clocks.useClock(clocks.fixedClock('2031-03-04T05:06:07.000Z'));
    try {
      const sub = `clock-${Date.now()}`;
      const account = await accountsRepository.createAccountIfMissing(sub, `${sub}@test.local`);
      expect(account.createdAt).toBe('2031-03-04T05:06:07.000Z');
      const [consent] = await accountsRepository.addConsents([
        {
          sub,
          login: `${sub}@test.local`,
          document: 'PERSONAL_DATA',
          version: CONSENT_VERSIONS.PERSONAL_DATA,
          action: 'ACCEPTED',
          source: 'REGISTRATION',
        },
      ]);
      expect(consent?.at).toBe('2031-03-04T05:06:07.000Z');
      expect(await accountsRepository.markConsentWithdrawn(sub)).toBe('2031-03-04T05:06:07.000Z');
    } finally {
      restore();
    }
  });
});

describe('the person’s own data', () => {
  it('exports the questionnaire, documents with files and messages with attachments, and nothing of others', async () => {
    const document = await filePdfDocument(a.token, 'BankDetailsConfirmation', 'Справка банка А.pdf');
    await filePdfDocument(b.token, 'BankDetailsConfirmation', 'Справка банка Б.pdf');
    const attachment = await storeUpload(a.token, 'Акт сверки.pdf', 'ATTACHMENT');
    await ok(call('POST', `/api/files/${attachment}/confirm`, { token: a.token }));
    const request = await ok<{ requestCode: string }>(
      call('POST', '/api/communication/create-request', {
        token: a.token,
        body: {
          requestCategory: 'COMMON',
          requestSpecification: '',
          requestTopic: 'COMMON_CHECK',
          paEmailType: 'OTHER',
          paEmailAddress: 'answers@example.com',
          beCode: 'NGS',
          beName: null,
          requestMessages: [{ messageText: 'Просим выгрузить наши данные.', fileId: attachment }],
        },
      }),
    );

    const requested = await ok<PersonalDataExport>(
      call('POST', '/api/account/personal-data-export', { token: a.token }),
    );
    expect(requested.status).toBe('PENDING');
    const ready = await settled(() =>
      ok<PersonalDataExport | null>(call('GET', '/api/account/personal-data-export', { token: a.token })),
    );
    expect(ready).toMatchObject({ exportId: requested.exportId, status: 'READY', requestedBy: a.email });

    const { files, data, text, bytes } = await downloadZip(
      `/api/account/personal-data-export/${ready.exportId}/download`,
      a.token,
    );
    expect(data).toMatchObject({
      counterpartyId: a.counterpartyId,
      questionnaire: { counterpartyId: a.counterpartyId, registration: { inn: a.record.inn } },
      documents: [expect.objectContaining({ publicId: document.publicId })],
      communication: [
        expect.objectContaining({
          requestCode: request.requestCode,
          messages: [expect.objectContaining({ text: 'Просим выгрузить наши данные.' })],
        }),
      ],
    });
    const names = Object.keys(files);
    expect(names).toContain(`documents/${document.publicId}/Справка банка А.pdf`);
    expect(
      names.some((n) => n.startsWith(`messages/${request.requestCode}/`) && n.endsWith('Акт сверки.pdf')),
    ).toBe(true);
    expect(
      new TextDecoder().decode(files[`documents/${document.publicId}/Справка банка А.pdf`]?.subarray(0, 5)),
    ).toBe('%PDF-');
    // Info-ZIP's unzip (Debian) lists the Cyrillic names as they are (the PBIOT package zip's writer).
    const dir = mkdtempSync(join(tmpdir(), 'personal-data-'));
    try {
      writeFileSync(join(dir, 'export.zip'), bytes);
      const listing = execFileSync('/usr/bin/unzip', ['-l', join(dir, 'export.zip')], {
        encoding: 'utf8',
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      });
      expect(listing).toContain(` documents/${document.publicId}/Справка банка А.pdf\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Never another counterparty's data.
    expect(text).not.toContain(b.counterpartyId);
    expect(text).not.toContain(b.email);
    expect(names.join('\n')).not.toContain('Справка банка Б');

    // The supplier is told it is ready.
    const notifications = await ok<{ notificationText: string }[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: a.token }),
    );
    expect(notifications.map((n) => n.notificationText).join('\n')).toContain('Архив с вашими данными готов');

    // B cannot reach A's export by its id.
    expectError(
      await call('GET', `/api/account/personal-data-export/${ready.exportId}/download`, { token: b.token }),
      404,
    );
  });

  it('lets an administrator produce the same export for a user’s counterparty', async () => {
    const id = await adminIdOf(admin, b.email);
    await ok(call('POST', `/api/admin/users/${id}/personal-data-export`, { token: admin }));
    const ready = await settled(() =>
      ok<PersonalDataExport | null>(
        call('GET', `/api/admin/users/${id}/personal-data-export`, { token: admin }),
      ),
    );
    expect(ready.status).toBe('READY');
    const { data, text } = await downloadZip(
      `/api/admin/users/${id}/personal-data-export/${ready.exportId}/download`,
      admin,
    );
    expect(data).toMatchObject({ counterpartyId: b.counterpartyId });
    expect(text).not.toContain(a.counterpartyId);
  });
});

describe('withdrawing the consent', () => {
  it('records the withdrawal, closes the account and disables sign-in', async () => {
    const withdrawn = await ok<{ consentWithdrawnAt: string }>(
      call('POST', '/api/account/consents/withdraw', { token: b.token, body: { confirm: true } }),
    );
    expect(Date.parse(withdrawn.consentWithdrawnAt)).not.toBeNaN();

    // The account record carries the field the retention job reads.
    useEmulatorsInProcess();
    const { accountsRepository } = await import('../../functions/domain/accounts/accounts-repository');
    const history = await ok<ConsentHistory>(
      call('GET', `/api/admin/users/${await adminIdOf(admin, b.email)}/consents`, { token: admin }),
    );
    const sub = history.entries[0]?.sub ?? '';
    expect((await accountsRepository.getAccount(sub))?.consentWithdrawnAt).toBe(withdrawn.consentWithdrawnAt);
    expect(history).toMatchObject({ consentWithdrawnAt: withdrawn.consentWithdrawnAt });
    expect(history.entries[0]).toMatchObject({
      document: 'PERSONAL_DATA',
      action: 'WITHDRAWN',
      source: 'PROFILE',
    });

    // The token still held is refused, and the person can no longer sign in.
    expectError(await call('GET', '/api/account/me', { token: b.token }), 403, ru('consent.accountClosed'));
    const stack = inject('localStack');
    await expect(passwordSignIn(cognito, stack.userPoolClientId, b.email, DEMO_PASSWORD)).rejects.toThrow(
      /disabled/,
    );
    // A's account is untouched.
    expect((await consents(a.token)).consentWithdrawnAt).toBeNull();
  });
});

describe('a new supplier, before its questionnaire is saved', () => {
  it('sees its consents, downloads its data and can withdraw its consent', async () => {
    const supplier = await registeredSupplier();
    const me = await ok<{ hasSavedData: boolean }>(call('GET', '/api/account/me', { token: supplier.token }));
    expect(me.hasSavedData).toBe(false);

    const history = await ok<ConsentHistory>(call('GET', '/api/account/consents', { token: supplier.token }));
    expect(JSON.stringify(history)).toContain(supplier.email);

    const requested = await ok<PersonalDataExport>(
      call('POST', '/api/account/personal-data-export', { token: supplier.token }),
    );
    const ready = await settled(() =>
      ok<PersonalDataExport | null>(
        call('GET', '/api/account/personal-data-export', { token: supplier.token }),
      ),
    );
    expect(ready).toMatchObject({ exportId: requested.exportId, status: 'READY' });

    const withdrawn = await ok<{ consentWithdrawnAt: string }>(
      call('POST', '/api/account/consents/withdraw', { token: supplier.token, body: { confirm: true } }),
    );
    expect(Date.parse(withdrawn.consentWithdrawnAt)).not.toBeNaN();
  });
});
