import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditEntry, UserProfileRow } from '@shared/api/areas/admin';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import type { Notification } from '@shared/api/areas/notifications';
import { translate } from '../support/messages';
import { addRegisterCompany } from '../../infra/local/emulators/state-register-file';
import { call, createUser, signIn, uniqueEmail } from '../support/api';
import {
  expectError,
  freeRecords,
  me,
  newUser,
  ok,
  registeredSupplier,
  registrationBody,
} from './supplier-helpers';

type Page = { content: UserProfileRow[]; count: number };
type Supplier = Awaited<ReturnType<typeof registeredSupplier>>;

const search = (token: string, query: Record<string, string | number>) =>
  ok<Page>(call('GET', '/api/profiles/forms', { token, query }));
const audit = (token: string, id: string) =>
  ok<AuditEntry[]>(call('GET', `/api/admin/users/${id}/audit`, { token }));
const reason = { reason: 'Обращение в поддержку №42' };

let admin = '';
let supplier: Supplier;
let userId = '';

/** The row of a supplier, found by its login (an INN may be shared by a company's main office and branch). */
async function rowOf(email: string): Promise<UserProfileRow> {
  const { content } = await search(admin, { search: email });
  const [row] = content.filter((r) => r.login === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  supplier = await registeredSupplier('Ресурс');
  userId = (await rowOf(supplier.email)).id;
});

describe('the administrators’ calls', () => {
  const calls = () =>
    [
      ['GET', '/api/profiles/forms', undefined],
      ['POST', `/api/profiles/${userId}/resend-snabgenie`, reason],
      ['POST', `/api/profiles/status/${userId}`, reason],
      ['POST', `/api/profile/${supplier.companyCode}/clean/moderation`, reason],
      ['POST', `/api/profiles/code/${userId}/987654`, reason],
      ['POST', `/api/profiles/username/${userId}/x-${Date.now()}@test.local`, reason],
      ['POST', `/api/profiles/${userId}/open/pbiot`, { ...reason, until: '2030-01-01' }],
      ['GET', `/api/admin/users/${userId}/audit`, undefined],
    ] as const;

  it('are refused to anonymous callers, suppliers, moderators and support', async () => {
    const supportEmail = uniqueEmail('support');
    await createUser(supportEmail, ['support']);
    const others = [
      await signIn('legal@demo.test'),
      await signIn('moderator@demo.test'),
      await signIn(supportEmail),
    ];
    for (const [method, path, body] of calls()) {
      expectError(await call(method, path, { body }), 401);
      for (const token of others) expectError(await call(method, path, { token, body }), 403);
    }
    // Nothing was changed by the refused calls.
    expect(await audit(admin, userId)).toEqual([]);
    expect((await me(supplier.token)).companyCode).toBe(supplier.companyCode);
  });

  it('refuse bad input with field messages', async () => {
    expectError(await call('POST', `/api/profiles/code/${userId}/12a4`, { token: admin, body: reason }), 400);
    expectError(await call('POST', `/api/profiles/code/${userId}/1234`, { token: admin, body: {} }), 400);
    expectError(
      await call('POST', `/api/profiles/code/${userId}/1234`, { token: admin, body: { reason: '   ' } }),
      400,
    );
    expectError(
      await call('POST', `/api/profiles/username/${userId}/not-an-email`, { token: admin, body: reason }),
      400,
    );
    expectError(await call('GET', '/api/profiles/forms', { token: admin, query: { limit: 0 } }), 400);
    expectError(await call('POST', '/api/profiles/status/no-such-user', { token: admin, body: reason }), 404);
    expectError(
      await call('POST', '/api/profile/0000000/clean/moderation', { token: admin, body: reason }),
      404,
    );
  });
});

describe('the users search', () => {
  it('finds a profile by INN, supplier code, name words and login, with N/D-able columns', async () => {
    const byInn = await search(admin, { search: supplier.record.inn });
    expect(byInn.content.find((r) => r.id === userId)).toMatchObject({
      login: supplier.email,
      code: supplier.companyCode,
      typeName: 'LEGAL',
      registrationStateName: 'REGISTERED',
    });
    expect((await search(admin, { search: supplier.companyCode })).content.map((r) => r.id)).toContain(
      userId,
    );
    expect((await search(admin, { search: supplier.email.toUpperCase() })).content.map((r) => r.id)).toEqual([
      userId,
    ]);
    const legal = await search(admin, { search: 'северная БУРОВ' });
    expect(legal.content.map((r) => r.login)).toContain('legal@demo.test');
  });

  it('finds a user who has an account but no counterparty yet by its login, N/D columns empty', async () => {
    const fresh = await newUser('fresh');
    await me(fresh.token); // the first visit makes the account (status NEW)
    const [row] = (await search(admin, { search: fresh.email })).content;
    expect(row).toMatchObject({
      login: fresh.email,
      registrationStateName: 'NEW',
      name: null,
      typeName: null,
      code: null,
      taxId: null,
      kpp: null,
      ogrn: null,
    });
    // Once registered, the same row shows the counterparty and is found by its INN too.
    const [record] = await freeRecords(fresh.token, 'Снаб', 'legal');
    const { companyCode } = await ok<{ companyCode: string }>(
      call('POST', '/api/registration/resident/initialize', {
        token: fresh.token,
        body: registrationBody(record!),
      }),
    );
    const byLogin = await search(admin, { search: fresh.email });
    expect(byLogin.content).toEqual([
      expect.objectContaining({ id: row!.id, code: companyCode, registrationStateName: 'REGISTERED' }),
    ]);
    expect((await search(admin, { search: record!.inn })).content.map((r) => r.id)).toContain(row!.id);
  });

  it('finds a profile renamed by an approved register refresh by its new name, no longer by the old', async () => {
    const renamed = await registeredSupplier();
    const id = (await rowOf(renamed.email)).id;
    // The words inside the quotes: the index holds the charter name, whose form ("ООО" or in full) varies.
    const oldName = /«(.+)»/.exec(renamed.record.shortName)?.[1] ?? renamed.record.shortName;
    expect((await search(admin, { search: oldName })).content.map((r) => r.id)).toContain(id);

    // The register (EGRUL) renames the company; the supplier asks to refresh, the reviewer approves.
    const word = `Кварцит${Date.now().toString(36).replace(/\d/g, '')}`;
    // The tester's entry in the local register's emulator replaces the seeded one of the same INN and KPP.
    await addRegisterCompany(inject('localStack').stateDir, {
      inn: renamed.record.inn,
      kpp: renamed.record.kpp!,
      name: `ООО «${word}»`,
    });
    const { changeRequestId } = await ok<{ changeRequestId: string }>(
      call('POST', '/api/profiles/requestKsssToUpdateProfileByEgrul', { token: renamed.token }),
    );
    const moderator = await signIn('moderator@demo.test');
    await ok(
      call('POST', `/api/backoffice/change-requests/${changeRequestId}/decision`, {
        token: moderator,
        body: { decision: 'APPROVE', comment: 'переименование' },
      }),
    );

    const byNew = await search(admin, { search: word.slice(0, 5) });
    expect(byNew.content.filter((r) => r.id === id)).toEqual([
      expect.objectContaining({ name: `ООО «${word}»`, login: renamed.email }),
    ]);
    expect((await search(admin, { search: oldName })).content.map((r) => r.id)).not.toContain(id);
  });

  it('pages every profile with the total, and answers an unknown search with nothing', async () => {
    const first = await search(admin, { search: '', offset: 0, limit: 2 });
    expect(first.content).toHaveLength(2);
    expect(first.count).toBeGreaterThanOrEqual(4);
    const second = await search(admin, { search: '', offset: 2, limit: 2 });
    expect(second.content.map((r) => r.id)).not.toContain(first.content[0]?.id);
    expect(await search(admin, { search: 'нетакойорганизации' })).toEqual({ content: [], count: 0 });
  });
});

describe('the actions on a user', () => {
  it('sets a unique supplier code: the supplier sees it, a taken code is a 409 naming it', async () => {
    const code = String(9_000_000 + Math.floor(Math.random() * 900_000));
    const entry = await ok<AuditEntry>(
      call('POST', `/api/profiles/code/${userId}/${code}`, { token: admin, body: reason }),
    );
    expect(entry).toMatchObject({
      action: 'SET_CODE',
      actor: 'admin@demo.test',
      reason: reason.reason,
      before: supplier.companyCode,
      after: code,
    });
    expect((await me(supplier.token)).companyCode).toBe(code);
    expect((await search(admin, { search: code })).content.map((r) => r.id)).toEqual([userId]);
    expect((await search(admin, { search: supplier.companyCode })).content.map((r) => r.id)).not.toContain(
      userId,
    );

    const taken = expectError(
      await call('POST', `/api/profiles/code/${userId}/1000123`, { token: admin, body: reason }),
      409,
    );
    expect(taken.message).toBe(translate('ru', 'accounts.codeTaken', { code: '1000123' }));
    expect((await me(supplier.token)).companyCode).toBe(code);
    supplier.companyCode = code;
  });

  it('sets the login in the identity provider: the user signs in with the new one', async () => {
    const other = await registeredSupplier('Ресурс');
    const otherId = (await rowOf(other.email)).id;
    const login = uniqueEmail('renamed');
    const entry = await ok<AuditEntry>(
      call('POST', `/api/profiles/username/${otherId}/${login}`, { token: admin, body: reason }),
    );
    expect(entry).toMatchObject({ action: 'SET_LOGIN', before: other.email, after: login });
    const token = await signIn(login);
    expect((await me(token)).login).toBe(login);
    // The search finds the user by the new login, no longer by the old one.
    expect((await search(admin, { search: login })).content.map((r) => r.id)).toEqual([otherId]);
    expect((await search(admin, { search: other.email })).content).toEqual([]);
    expectError(
      await call('POST', `/api/profiles/username/${otherId}/legal@demo.test`, { token: admin, body: reason }),
      409,
    );
  });

  it('re-sends to the supply system and refreshes the status, each recorded', async () => {
    const sent = await ok<AuditEntry>(
      call('POST', `/api/profiles/${userId}/resend-snabgenie`, { token: admin, body: reason }),
    );
    expect(sent).toMatchObject({ action: 'RESEND_SNABGENIE', before: null });
    const again = await ok<AuditEntry>(
      call('POST', `/api/profiles/${userId}/resend-snabgenie`, { token: admin, body: reason }),
    );
    expect(again.before).toBe(sent.after);
    const status = await ok<AuditEntry>(
      call('POST', `/api/profiles/status/${userId}`, { token: admin, body: reason }),
    );
    expect(status).toMatchObject({ action: 'UPDATE_STATUS', before: 'REGISTERED', after: 'REGISTERED' });
  });

  it('cleans moderation: the pending request is closed and the supplier told', async () => {
    const moderator = await signIn('moderator@demo.test');
    const sent = await ok<{ changeRequestId: string }>(
      call('POST', '/api/profiles/save-profile-contacts', {
        token: supplier.token,
        body: {
          phonesForTender: [],
          phones: ['+79001234567'],
          emails: ['office@example.com'],
          emailsForTender: [],
          websites: [],
        },
      }),
    );
    const entry = await ok<AuditEntry>(
      call('POST', `/api/profile/${supplier.companyCode}/clean/moderation`, { token: admin, body: reason }),
    );
    expect(entry).toMatchObject({ action: 'CLEAN_MODERATION', before: 'CONTACTS' });
    const pending = await ok<ChangeRequest[]>(
      call('GET', '/api/backoffice/change-requests', { token: moderator, query: { status: 'PENDING' } }),
    );
    expect(pending.map((r) => r.id)).not.toContain(sent.changeRequestId);
    const news = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: supplier.token }),
    );
    expect(JSON.stringify(news)).toContain(reason.reason);
  });

  it('opens the safety questionnaire until a date (the PBIOT section’s grant)', async () => {
    expectError(
      await call('POST', `/api/profiles/${userId}/open/pbiot`, {
        token: admin,
        body: { ...reason, until: '2020-01-01' },
      }),
      400,
    );
    const entry = await ok<AuditEntry>(
      call('POST', `/api/profiles/${userId}/open/pbiot`, {
        token: admin,
        body: { ...reason, until: '2099-12-31' },
      }),
    );
    expect(entry).toMatchObject({ action: 'OPEN_PBIOT', after: '2099-12-31T23:59:59.999Z' });
  });

  it('keeps an audit of every action, which the supplier sees for its own account only', async () => {
    const entries = await audit(admin, userId);
    expect(entries.map((e) => e.action).sort()).toEqual(
      [
        'CLEAN_MODERATION',
        'OPEN_PBIOT',
        'RESEND_SNABGENIE',
        'RESEND_SNABGENIE',
        'SET_CODE',
        'UPDATE_STATUS',
      ].sort(),
    );
    expect(entries.every((e) => e.actor === 'admin@demo.test' && e.reason === reason.reason)).toBe(true);
    const own = await ok<AuditEntry[]>(call('GET', '/api/account/admin-changes', { token: supplier.token }));
    expect(own.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    const legal = await ok<AuditEntry[]>(
      call('GET', '/api/account/admin-changes', { token: await signIn('legal@demo.test') }),
    );
    expect(legal.map((e) => e.id)).not.toContain(entries[0]?.id);
    expectError(await call('GET', '/api/account/admin-changes', { token: admin }), 403);
  });
});

describe('section notices from the administrators', () => {
  type Notice = { id: string; section: string; type: string; activeTo: string | null };
  type Availability = {
    isAvailable: boolean;
    textMessage: string | null;
    notifications: { id: string; text: string }[];
  };
  const availability = async (section: string) =>
    ok<Availability>(
      call('GET', '/api/notifications/section-availability', {
        token: await signIn('individual@demo.test'),
        query: { section },
      }),
    );

  it('publishes a blocking notice the shell honours, then withdraws it; each recorded', async () => {
    const text = `Раздел «Взаимоотношения» на обслуживании ${Date.now()}`;
    const body = {
      section: 'RELATIONSHIPS',
      type: 'BLOCKING',
      textRu: text,
      textEn: 'Relationships under maintenance',
      activeFrom: new Date(Date.now() - 60_000).toISOString(),
      activeTo: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Плановые работы',
    };
    expectError(
      await call('POST', '/api/admin/notices', { token: await signIn('legal@demo.test'), body }),
      403,
    );
    expectError(
      await call('POST', '/api/admin/notices', { token: admin, body: { ...body, reason: '' } }),
      400,
    );
    expectError(
      await call('POST', '/api/admin/notices', {
        token: admin,
        body: { ...body, activeTo: body.activeFrom },
      }),
      400,
    );
    const published = await ok<Notice>(call('POST', '/api/admin/notices', { token: admin, body }));
    expect(
      (await ok<Notice[]>(call('GET', '/api/admin/notices', { token: admin }))).map((n) => n.id),
    ).toContain(published.id);
    const blocked = await availability('RELATIONSHIPS');
    expect(blocked.isAvailable).toBe(false);
    expect(blocked.textMessage).toBe(text);

    const withdrawn = await ok<Notice>(
      call('POST', `/api/admin/notices/${published.id}/withdraw`, { token: admin, body: reason }),
    );
    expect(withdrawn.activeTo).not.toBeNull();
    expect((await availability('RELATIONSHIPS')).isAvailable).toBe(true);
    expectError(
      await call('POST', '/api/admin/notices/no-such-notice/withdraw', { token: admin, body: reason }),
      404,
    );
  });

  it('stores an HTML message with links and basic formatting only: scripts, handlers, styles and javascript: links go', async () => {
    const stamp = Date.now();
    const attack =
      `<p><b>Важно</b> ${stamp}: <a href="https://example.com/faq">FAQ</a>, <a href="mailto:help@example.com">почта</a></p>` +
      '<img src=x onerror=alert(1)><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">ссылка</a><a href="JaVaScRiPt:alert(4)">вторая</a>' +
      '<p style="color:red" onclick="alert(5)">стиль</p><ul><li><em>один</em></li></ul>';
    const window = {
      section: 'FAQ',
      type: 'INFO',
      activeFrom: new Date(Date.now() - 60_000).toISOString(),
      activeTo: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Новость',
    };
    const published = await ok<Notice & { textRu: string; textEn: string }>(
      call('POST', '/api/admin/notices', {
        token: admin,
        body: { ...window, textRu: attack, textEn: `Line one\nline two & more ${stamp}` },
      }),
    );
    expect(published.textRu).toBe(
      `<p><b>Важно</b> ${stamp}: <a href="https://example.com/faq" target="_blank" rel="noopener noreferrer">FAQ</a>, ` +
        '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">почта</a></p>' +
        '<a target="_blank" rel="noopener noreferrer">ссылка</a><a target="_blank" rel="noopener noreferrer">вторая</a>' +
        '<p>стиль</p><ul><li><em>один</em></li></ul>',
    );
    // Plain text keeps its line breaks; the ampersand is escaped, which the browser shows as typed.
    expect(published.textEn).toBe(`Line one\nline two &amp; more ${stamp}`);
    const shown = (await availability('FAQ')).notifications.find((n) => n.id === published.id);
    expect(shown?.text).toBe(published.textRu);
    expectError(
      await call('POST', '/api/admin/notices', {
        token: admin,
        body: { ...window, textRu: '<script>alert(1)</script><img src=x onerror=alert(1)>', textEn: 'x' },
      }),
      400,
    );
    await ok(call('POST', `/api/admin/notices/${published.id}/withdraw`, { token: admin, body: reason }));
  });

  it("lets the publisher decide whether suppliers may hide a notice for good ('Больше не показывать')", async () => {
    const window = {
      section: 'PORTAL',
      type: 'WARNING',
      textEn: 'Planned technical work',
      activeFrom: new Date(Date.now() - 60_000).toISOString(),
      activeTo: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Плановые работы',
    };
    const technical = await ok<Notice & { shownAgain: boolean }>(
      call('POST', '/api/admin/notices', {
        token: admin,
        body: { ...window, textRu: `Технические работы ${Date.now()}`, shownAgain: false },
      }),
    );
    const news = await ok<Notice & { shownAgain: boolean }>(
      call('POST', '/api/admin/notices', {
        token: admin,
        body: { ...window, textRu: `Новость ${Date.now()}` },
      }),
    );
    expect([technical.shownAgain, news.shownAgain]).toEqual([false, true]);
    const supplier = await signIn('individual@demo.test');
    const hide = (notificationId: string) =>
      call('POST', '/api/notifications/dismiss', { token: supplier, body: { notificationId } });

    expectError(await hide(technical.id), 409, 'Это уведомление нельзя скрыть');
    expect((await hide(news.id)).status).toBe(200);
    const shown = (await availability('FAQ')).notifications.map((n) => n.id);
    expect(shown).toContain(technical.id);
    expect(shown).not.toContain(news.id);
    for (const n of [technical, news]) {
      await ok(call('POST', `/api/admin/notices/${n.id}/withdraw`, { token: admin, body: reason }));
    }
  });
});
