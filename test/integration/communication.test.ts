import { beforeAll, describe, expect, it } from 'vitest';
import type { FullChat, InboxItem } from '@shared/api/areas/communication';
import { FAQ_QUESTION_MAX, MESSAGE_MAX, THEME_MAX } from '@shared/constants/spec';
import { samplePng, sampleZip } from '../../functions/domain/files/file-samples.fixture';
import { call, signIn } from '../support/api';
import { expectError, ok, registeredSupplier, storeUpload, useEmulatorsInProcess } from './supplier-helpers';

/**
 * Communications end to end over the local gateway: a supplier's request through the wizard's
 * rules, the staff inbox of the organisation it is routed to, the chat both ways with attachments
 * and read states, the actions, the polled counts with entity tags, and refusals that change nothing.
 */

/** Register records no other suite registers. */
const REGISTER_SEARCH = 'Гидро';

type Supplier = Awaited<ReturnType<typeof registeredSupplier>>;
type Page<T> = { content: T[]; elementCount: number; pageNumber: number };
type ShortItem = {
  requestCode: string;
  communicationState: string;
  newMessagesCount: number;
  beName: string;
};

let a: Supplier;
let b: Supplier;
let north = '';
let volga = '';

const listBody = (over: Record<string, unknown> = {}) => ({
  showArchived: false,
  requestCode: null,
  createdAtFilter: null,
  lastCommunicatedAtFilter: null,
  requestSpecificationCodes: null,
  beCodes: null,
  pageableRequest: { pageNumber: 1, pageSize: 10 },
  ...over,
});
const list = (token: string, over: Record<string, unknown> = {}) =>
  ok<Page<ShortItem>>(
    call('POST', '/api/communication/get-short-chat-list', { token, body: listBody(over) }),
  );

const requestBody = (over: Record<string, unknown> = {}) => ({
  requestCategory: 'COMMON',
  requestSpecification: '',
  requestTopic: 'COMMON_CHECK',
  paEmailType: 'OTHER',
  paEmailAddress: 'answers@example.com',
  beCode: 'NGS',
  beName: null,
  requestMessages: [{ messageText: 'Когда завершится проверка нашей компании?', fileId: null }],
  ...over,
});
const create = (token: string, over: Record<string, unknown> = {}) =>
  call('POST', '/api/communication/create-request', { token, body: requestBody(over) });

/** A confirmed upload of the given purpose (the files service checks its bytes): its id. */
async function upload(token: string, name: string, purpose: 'ATTACHMENT' | 'GENERIC', bytes?: Uint8Array) {
  const id = await storeUpload(token, name, purpose, bytes);
  await ok(call('POST', `/api/files/${id}/confirm`, { token }));
  return id;
}

const chat = (token: string, requestCode: string) =>
  ok<FullChat>(call('GET', '/api/communication/get-full-chat', { token, query: { requestCode } }));
const staffChat = (token: string, requestCode: string) =>
  ok<FullChat & { request: InboxItem }>(
    call('GET', '/api/communication/staff/chat', { token, query: { requestCode } }),
  );
const inbox = (token: string, query: Record<string, string> = {}) =>
  ok<Page<InboxItem>>(call('GET', '/api/communication/staff/inbox', { token, query }));
const count = (token: string) =>
  ok<number>(call('GET', '/api/communication/get-active-requests-new-messages-count', { token }));

beforeAll(async () => {
  [a, b] = [await registeredSupplier(REGISTER_SEARCH), await registeredSupplier(REGISTER_SEARCH)];
  [north, volga] = await Promise.all([signIn('support-north@demo.test'), signIn('support-volga@demo.test')]);
});

describe('the wizard data', () => {
  it('serves categories with topic rules, organisations and the e-mails to answer to', async () => {
    const spec = await ok<{ code: string; topics: { code: string; canBeOverriddenByUser: boolean }[] }[]>(
      call('GET', '/api/communication/get-full-specification', { token: a.token }),
    );
    const topics = spec.flatMap((c) => c.topics);
    expect(topics.filter((t) => t.canBeOverriddenByUser).map((t) => t.code)).toEqual([
      'TECH_OTHER',
      'COMMON_OTHER',
      'TENDER_OTHER',
      'CONTRACT_OTHER',
    ]);
    const orgs = await ok<{ beCode: string }[]>(
      call('GET', '/api/communication/get-be-list-to-create-request', { token: a.token }),
    );
    expect(orgs.map((o) => o.beCode)).toContain('NGS');
    const emails = await ok<{ email: string }[]>(
      call('GET', '/api/communication/get-emails-list', { token: a.token }),
    );
    expect(emails.map((e) => e.email)).toContain(a.email);
  });

  it('finds tenders, contracts of the chosen organisation and responsible people, says what matched; misses say so', async () => {
    const search = (body: object) =>
      ok<{ isSuccess: boolean; uuid: string | null }>(
        call('POST', '/api/communication/search', { token: a.token, body }),
      );
    expect(await search({ search: '31-2026-0001', searchType: 'TENDER' })).toMatchObject({
      isSuccess: true,
      match: {
        searchType: 'TENDER',
        search: '31-2026-0001',
        title: 'Поставка бурового раствора',
        beCode: 'NGS',
        beName: 'АО «Нефтегаз Север»',
      },
    });
    expect(await search({ search: '31-0000-0000', searchType: 'TENDER' })).toEqual({
      isSuccess: false,
      uuid: null,
      match: null,
    });
    expect(await search({ search: 'Д-2025/114', searchType: 'CONTRACT', beCode: 'NGS' })).toMatchObject({
      isSuccess: true,
      match: { search: 'Д-2025/114', title: 'Договор поставки химреагентов', beCode: 'NGS' },
    });
    expect(await search({ search: 'Д-2025/114', searchType: 'CONTRACT', beCode: 'VNPZ' })).toMatchObject({
      isSuccess: false,
    });
    expect(await search({ search: 'ZAKUPKI@neftegaz-sever.test', searchType: 'EMAIL' })).toMatchObject({
      isSuccess: true,
      match: { search: 'zakupki@neftegaz-sever.test', title: 'Иванова Мария, отдел закупок', beCode: 'NGS' },
    });
    expectError(
      await call('POST', '/api/communication/search', {
        token: a.token,
        body: { search: 'Д-2025/114', searchType: 'CONTRACT' },
      }),
      400,
    );
  });
});

describe('a request from creation to archive', () => {
  let code = '';

  it('refuses bad input with a clear 400 and creates nothing', async () => {
    const before = (await list(a.token)).elementCount;
    const zip = await upload(a.token, 'scan.zip', 'GENERIC', sampleZip());
    const cases: Record<string, unknown>[] = [
      { requestTopic: 'COMMON_OTHER', requestSpecification: 'я'.repeat(THEME_MAX + 1) },
      { requestTopic: 'COMMON_OTHER', requestSpecification: '' },
      { requestMessages: [{ messageText: 'я'.repeat(MESSAGE_MAX + 1), fileId: null }] },
      { requestMessages: [{ messageText: '   ', fileId: null }] },
      { paEmailAddress: 'not-an-address' },
      { paEmailType: 'COMPANY', paEmailAddress: 'stranger@example.com' },
      { beCode: null },
      { beCode: 'NOPE' },
      { requestCategory: 'TENDER', requestTopic: 'TENDER_PARTICIPATION', beCode: null },
      { requestCategory: 'TECH', requestTopic: 'COMMON_CHECK' },
      { requestMessages: [{ messageText: 'Вложение-архив', fileId: zip }] },
      { requestMessages: [{ messageText: 'Чужое вложение', fileId: 'no-such-file' }] },
    ];
    for (const over of cases) expectError(await create(a.token, over), 400);
    expect((await list(a.token)).elementCount).toBe(before);
  });

  it('creates a request with a checked attachment; it tops the list as Sent', async () => {
    const png = await upload(a.token, 'photo.png', 'ATTACHMENT', samplePng());
    const created = await ok<{ requestCode: string }>(
      create(a.token, { requestMessages: [{ messageText: 'Прикладываем фото акта.', fileId: png }] }),
    );
    code = created.requestCode;
    const page = await list(a.token);
    expect(page.content[0]).toMatchObject({
      requestCode: code,
      communicationState: 'Sent',
      newMessagesCount: 0,
    });
    expect(page.elementCount).toBe(1);
    const filtered = await list(a.token, { requestCode: code.slice(0, 8), beCodes: ['NGS'] });
    expect(filtered.content.map((r) => r.requestCode)).toEqual([code]);
    expect((await list(a.token, { beCodes: ['VNPZ'] })).content).toEqual([]);
  });

  it('creates a tender request only with a search that succeeded, routed to the tender’s organisation', async () => {
    const { uuid } = await ok<{ uuid: string }>(
      call('POST', '/api/communication/search', {
        token: b.token,
        body: { search: '31-2026-0002', searchType: 'TENDER' },
      }),
    );
    const tender = { requestCategory: 'TENDER', requestTopic: 'TENDER_PARTICIPATION', beCode: null };
    expectError(await create(b.token, { ...tender, searchUuid: uuid, mainSearch: '31-2026-0003' }), 400);
    // A's search proves nothing for B.
    expectError(await create(a.token, { ...tender, searchUuid: uuid, mainSearch: '31-2026-0002' }), 400);
    const { requestCode } = await ok<{ requestCode: string }>(
      create(b.token, { ...tender, searchUuid: uuid, mainSearch: '31-2026-0002' }),
    );
    const routed = await inbox(volga);
    expect(routed.content.map((r) => r.requestCode)).toContain(requestCode);
  });

  it('routes a request whose topic does not require a search to the organisation an optional search found', async () => {
    const { uuid } = await ok<{ uuid: string }>(
      call('POST', '/api/communication/search', {
        token: b.token,
        body: { search: 'tender@volga-npz.test', searchType: 'EMAIL' },
      }),
    );
    const { requestCode } = await ok<{ requestCode: string }>(
      create(b.token, {
        requestCategory: 'TENDER',
        requestTopic: 'TENDER_OTHER',
        requestSpecification: 'Вопрос ответственному за тендер',
        beCode: null,
        searchUuid: uuid,
        additionalSearch: 'tender@volga-npz.test',
      }),
    );
    expect((await inbox(volga)).content.map((r) => r.requestCode)).toContain(requestCode);
  });

  it('reaches the organisation’s inbox, oldest waiting first; staff of another organisation cannot open it', async () => {
    const waiting = await inbox(north);
    const item = waiting.content.find((r) => r.requestCode === code);
    expect(item).toMatchObject({ companyCode: a.companyCode, newMessagesCount: 1 });
    expect(item?.waitingSince).toBeTruthy();
    const since = waiting.content.map((r) => r.waitingSince ?? '');
    expect(since).toEqual([...since].sort());
    expect((await inbox(volga)).content.map((r) => r.requestCode)).not.toContain(code);
    expectError(
      await call('GET', '/api/communication/staff/chat', { token: volga, query: { requestCode: code } }),
      404,
    );
    expectError(
      await call('POST', '/api/communication/staff/message', {
        token: volga,
        body: { requestCode: code, messageText: 'Чужой ответ', fileId: null },
      }),
      404,
    );
    expectError(
      await call('POST', '/api/communication/staff/action', {
        token: volga,
        body: { requestCode: code, chatAction: 'ARCHIVE' },
      }),
      404,
    );
    expect((await chat(a.token, code)).requestMessages).toHaveLength(1);
  });

  it('staff read the message and answer with a file; the supplier’s count moves, polls without news answer 304', async () => {
    const first = await call('GET', '/api/communication/get-active-requests-new-messages-count', {
      token: a.token,
    });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await call('GET', '/api/communication/get-active-requests-new-messages-count', {
      token: a.token,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    const opened = await staffChat(north, code);
    const supplierMessage = opened.requestMessages[0];
    expect(supplierMessage).toMatchObject({ incoming: true, read: false, file: { name: 'photo.png' } });
    await ok(
      call('GET', '/api/communication/staff/attachment', {
        token: north,
        query: { requestCode: code, messageId: supplierMessage?.id ?? '' },
      }),
    );
    await ok(
      call('POST', '/api/communication/staff/mark-read', {
        token: north,
        body: { requestCode: code, messageIds: [supplierMessage?.id] },
      }),
    );
    expect((await list(a.token)).content[0]).toMatchObject({ communicationState: 'SentAndRead' });

    const pdf = await upload(north, 'Ответ.pdf', 'ATTACHMENT');
    await ok(
      call('POST', '/api/communication/staff/message', {
        token: north,
        body: { requestCode: code, messageText: 'Проверка завершится через 3 дня.', fileId: pdf },
      }),
    );
    // The answer goes by e-mail (mailing COMMUNICATION) to the address the request chose, once.
    useEmulatorsInProcess();
    const { listOutbox } = await import('../../functions/domain/notifications/outbox');
    const mails = (await listOutbox('PENDING', 10_000)).filter(
      (m) => m.counterpartyId === a.counterpartyId && m.mailingType === 'COMMUNICATION',
    );
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['answers@example.com', `Ответ по обращению № ${code}`],
    ]);
    expect(mails[0]?.body).toContain(`/communication/chat/?requestCode=${encodeURIComponent(code)}`);
    const changed = await call('GET', '/api/communication/get-active-requests-new-messages-count', {
      token: a.token,
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ response: 1 });
    expect((await list(a.token)).content[0]).toMatchObject({
      communicationState: 'Received',
      newMessagesCount: 1,
    });
    expect((await inbox(north, { queue: 'ANSWERED' })).content.map((r) => r.requestCode)).toContain(code);
  });

  it('the supplier downloads the answer’s file and marks it read; another supplier reaches none of it', async () => {
    const polled = await call('GET', '/api/communication/get-full-chat', {
      token: a.token,
      query: { requestCode: code },
    });
    const tag = polled.headers.get('etag') ?? '';
    const unchanged = await call('GET', '/api/communication/get-full-chat', {
      token: a.token,
      query: { requestCode: code },
      headers: { 'If-None-Match': tag },
    });
    expect([unchanged.status, unchanged.body]).toEqual([304, '']);
    const full = await chat(a.token, code);
    const answer = full.requestMessages.find((m) => m.incoming);
    expect(answer).toMatchObject({ read: false, file: { name: 'Ответ.pdf' } });
    const id = answer?.id ?? '';
    const link = await ok<{ url: string; name: string }>(
      call('GET', '/api/communication/attachment', {
        token: a.token,
        query: { requestCode: code, messageId: id },
      }),
    );
    expect(link.name).toBe('Ответ.pdf');
    expect((await fetch(link.url)).status).toBe(200);

    // B with A's code and ids: not found, nothing changes.
    const foreign = [
      call('GET', '/api/communication/get-full-chat', { token: b.token, query: { requestCode: code } }),
      call('POST', '/api/communication/create-message', {
        token: b.token,
        body: { requestCode: code, messageText: 'Чужое', fileId: null },
      }),
      call('POST', '/api/communication/make-action-on-request', {
        token: b.token,
        body: { requestCode: code, chatAction: 'ARCHIVE', beCode: null, beName: null },
      }),
      call('POST', '/api/communication/mark-messages-as-read', { token: b.token, body: [id] }),
      call('GET', '/api/communication/attachment', {
        token: b.token,
        query: { requestCode: code, messageId: id },
      }),
    ];
    for (const result of await Promise.all(foreign)) expectError(result, 404);
    expect(await count(a.token)).toBe(1);

    await ok(call('POST', '/api/communication/mark-messages-as-read', { token: a.token, body: [id] }));
    expect(await count(a.token)).toBe(0);
    // Reading changed the chat: the old tag no longer matches.
    const after = await call('GET', '/api/communication/get-full-chat', {
      token: a.token,
      query: { requestCode: code },
      headers: { 'If-None-Match': tag },
    });
    expect(after.status).toBe(200);
    expect((await chat(a.token, code)).requestMessages.find((m) => m.incoming)?.read).toBe(true);
  });

  it('archives and restores by the actions the server offers; an archived request takes no messages', async () => {
    const open = await chat(a.token, code);
    expect(open.availableRequestActions.map((x) => x.actionCode)).toEqual(['ARCHIVE']);
    expectError(
      await call('POST', '/api/communication/make-action-on-request', {
        token: a.token,
        body: { requestCode: code, chatAction: 'RESTORE', beCode: null, beName: null },
      }),
      400,
    );
    await ok(
      call('POST', '/api/communication/make-action-on-request', {
        token: a.token,
        body: { requestCode: code, chatAction: 'ARCHIVE', beCode: null, beName: null },
      }),
    );
    const archived = await chat(a.token, code);
    expect(archived).toMatchObject({ isArchived: true });
    expect(archived.availableRequestActions.map((x) => x.actionCode)).toEqual(['RESTORE']);
    expect((await list(a.token)).elementCount).toBe(0);
    expect((await list(a.token, { showArchived: true })).content.map((r) => r.requestCode)).toEqual([code]);
    expectError(
      await call('POST', '/api/communication/create-message', {
        token: a.token,
        body: { requestCode: code, messageText: 'Ещё вопрос', fileId: null },
      }),
      409,
    );
    await ok(
      call('POST', '/api/communication/staff/action', {
        token: north,
        body: { requestCode: code, chatAction: 'RESTORE' },
      }),
    );
    expect((await chat(a.token, code)).isArchived).toBe(false);
    await ok(
      call('POST', '/api/communication/staff/action', {
        token: north,
        body: { requestCode: code, chatAction: 'ASK_INFO' },
      }),
    );
    expect(await count(a.token)).toBe(1);
    // The supplier's chat marks the question so the page can open the info-question modal.
    const asked = (await chat(a.token, code)).requestMessages.at(-1);
    expect(asked).toMatchObject({ incoming: true, read: false, infoRequest: true });
    expect((await chat(a.token, code)).requestMessages.filter((m) => m.infoRequest)).toHaveLength(1);
  });
});

describe('FAQ questions', () => {
  it('arrive in the support service’s inbox as requests, a question of the full 4096 characters whole', async () => {
    // The question may be longer than a typed chat message (4096 > 4000, 01 §5.2, §9); the request keeps all of it.
    const question = `Как продлить доступ? ${Date.now()} `.padEnd(FAQ_QUESTION_MAX, 'я');
    expect(question.length).toBeGreaterThan(MESSAGE_MAX);
    await ok(
      call('POST', '/api/faqs/askaquestion', { token: a.token, body: { question, topic: 'TENDER_ACCESS' } }),
    );
    const waiting = await inbox(north, { order: 'newest' });
    const item = waiting.content.find((r) => r.companyCode === a.companyCode && r.topicName.includes('ИСУ'));
    expect(item).toBeTruthy();
    const full = await staffChat(north, item?.requestCode ?? '');
    expect(full.requestMessages[0]?.messageText).toBe(question);
  });

  it('refuses an unknown topic and a question over 4096 characters', async () => {
    expectError(
      await call('POST', '/api/faqs/askaquestion', {
        token: a.token,
        body: { question: 'x', topic: 'NOPE' },
      }),
      400,
    );
    expectError(
      await call('POST', '/api/faqs/askaquestion', {
        token: a.token,
        body: { question: 'я'.repeat(FAQ_QUESTION_MAX + 1), topic: 'OTHER' },
      }),
      400,
    );
  });
});
