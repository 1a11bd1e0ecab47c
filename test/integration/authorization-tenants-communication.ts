import { expect } from 'vitest';
import type { FullChat, InboxItem } from '@shared/api/areas/communication';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { call, signIn } from '../support/api';
import { expectError, ok, storeUpload } from './supplier-helpers';

/**
 * The tenant cases of Communications and FAQ for authorization-tenants.test.ts: supplier B uses
 * supplier A's request code and message ids; a support user of another organisation uses the code
 * of a request routed to Neftegaz Sever. Each case reads A's data back to show nothing changed.
 */

interface Party {
  token: string;
  email: string;
}
interface Held {
  code: string;
  answerId: string;
  searchUuid: string;
  north: string;
  volga: string;
}
type Page = { content: { requestCode: string }[]; elementCount: number };

const listBody = (requestCode: string | null) => ({
  showArchived: false,
  requestCode,
  createdAtFilter: null,
  lastCommunicatedAtFilter: null,
  requestSpecificationCodes: null,
  beCodes: null,
  pageableRequest: { pageNumber: 1, pageSize: 10 },
});
const list = (token: string, requestCode: string | null = null) =>
  ok<Page>(call('POST', '/api/communication/get-short-chat-list', { token, body: listBody(requestCode) }));
const chat = (token: string, requestCode: string) =>
  ok<FullChat>(call('GET', '/api/communication/get-full-chat', { token, query: { requestCode } }));
const unread = (token: string) =>
  ok<number>(call('GET', '/api/communication/get-active-requests-new-messages-count', { token }));

export function communicationTenantCases(parties: () => { a: Party; b: Party }) {
  let prepared: Promise<Held> | null = null;
  /** A's request to Neftegaz Sever with an unread answer carrying a file; made once, on first use. */
  const held = () =>
    (prepared ??= (async () => {
      const { a } = parties();
      const [north, volga] = await Promise.all([
        signIn('support-north@demo.test'),
        signIn('support-volga@demo.test'),
      ]);
      const { requestCode: code } = await ok<{ requestCode: string }>(
        call('POST', '/api/communication/create-request', {
          token: a.token,
          body: {
            requestCategory: 'COMMON',
            requestSpecification: '',
            requestTopic: 'COMMON_CHECK',
            paEmailType: 'OTHER',
            paEmailAddress: 'a-replies@tenant.test',
            beCode: 'NGS',
            beName: null,
            requestMessages: [{ messageText: 'Только для A', fileId: null }],
          },
        }),
      );
      const fileId = await storeUpload(north, 'Ответ A.pdf', 'ATTACHMENT', samplePdf('A'));
      await ok(call('POST', `/api/files/${fileId}/confirm`, { token: north }));
      const { id: answerId } = await ok<{ id: string }>(
        call('POST', '/api/communication/staff/message', {
          token: north,
          body: { requestCode: code, messageText: 'Ответ для A', fileId },
        }),
      );
      const { uuid } = await ok<{ uuid: string }>(
        call('POST', '/api/communication/search', {
          token: a.token,
          body: { search: '31-2026-0001', searchType: 'TENDER' },
        }),
      );
      return { code, answerId, searchUuid: uuid, north, volga };
    })());

  /** A still sees its request open, with its one unread answer. */
  const aUnchanged = async () => {
    const { a } = parties();
    const h = await held();
    expect(await unread(a.token)).toBe(1);
    const full = await chat(a.token, h.code);
    expect(full.isArchived).toBe(false);
    expect(full.requestMessages.map((m) => [m.messageText, m.read])).toEqual([
      ['Только для A', false],
      ['Ответ для A', false],
    ]);
  };

  const staffCase = (run: (h: Held) => Promise<{ status: number; body: unknown }>) => ({
    title: 'a support user of another organisation does not find the request',
    run: async () => {
      const h = await held();
      expectError(await run(h), 404);
      await aUnchanged();
    },
  });

  return {
    activeRequestsNewMessagesCount: {
      title: 'B counts only its own unread answers',
      run: async () => {
        await held();
        expect(await unread(parties().b.token)).toBe(0);
        await aUnchanged();
      },
    },
    messagesCountNew: {
      title: 'B’s legacy count holds none of A’s messages',
      run: async () => {
        await held();
        expect(await ok(call('GET', '/api/messages/countNew', { token: parties().b.token }))).toBe(0);
        expect(await ok(call('GET', '/api/messages/countNew', { token: parties().a.token }))).toBe(1);
      },
    },
    chatInfo: {
      title: 'B’s chat info counts only B’s requests',
      run: async () => {
        await held();
        const info = (token: string) =>
          ok<{ activeRequests: number }>(call('GET', '/api/communication/chat-info', { token }));
        expect((await info(parties().a.token)).activeRequests).toBeGreaterThan(0);
        const seenByB = await list(parties().b.token);
        expect((await info(parties().b.token)).activeRequests).toBe(seenByB.elementCount);
      },
    },
    shortChatList: {
      title: 'B’s list never shows A’s request, even searched by its code',
      run: async () => {
        const h = await held();
        expect((await list(parties().b.token, h.code)).content).toEqual([]);
        expect((await list(parties().b.token)).content.map((r) => r.requestCode)).not.toContain(h.code);
        expect((await list(parties().a.token, h.code)).content.map((r) => r.requestCode)).toEqual([h.code]);
      },
    },
    emailsList: {
      title: 'B is offered its own addresses, not A’s',
      run: async () => {
        const emails = await ok<{ email: string }[]>(
          call('GET', '/api/communication/get-emails-list', { token: parties().b.token }),
        );
        expect(emails.map((e) => e.email)).toContain(parties().b.email);
        expect(emails.map((e) => e.email)).not.toContain(parties().a.email);
      },
    },
    communicationSearch: {
      title: 'a search result belongs to the counterparty that searched',
      run: async () => {
        const h = await held();
        const found = await ok<{ uuid: string }>(
          call('POST', '/api/communication/search', {
            token: parties().b.token,
            body: { search: '31-2026-0001', searchType: 'TENDER' },
          }),
        );
        expect(found.uuid).not.toBe(h.searchUuid);
      },
    },
    createRequest: {
      title: 'B cannot create a tender request on A’s search result',
      run: async () => {
        const h = await held();
        const before = (await list(parties().b.token)).elementCount;
        expectError(
          await call('POST', '/api/communication/create-request', {
            token: parties().b.token,
            body: {
              requestCategory: 'TENDER',
              requestSpecification: '',
              requestTopic: 'TENDER_PARTICIPATION',
              paEmailType: 'OTHER',
              paEmailAddress: 'b@tenant.test',
              beCode: null,
              beName: null,
              requestMessages: [{ messageText: 'По тендеру', fileId: null }],
              searchUuid: h.searchUuid,
              mainSearch: '31-2026-0001',
            },
          }),
          400,
        );
        expect((await list(parties().b.token)).elementCount).toBe(before);
      },
    },
    fullChat: {
      title: 'A’s chat does not exist for B',
      run: async () => {
        const h = await held();
        expectError(
          await call('GET', '/api/communication/get-full-chat', {
            token: parties().b.token,
            query: { requestCode: h.code },
          }),
          404,
        );
        await aUnchanged();
      },
    },
    createMessage: {
      title: 'B cannot write into A’s chat',
      run: async () => {
        const h = await held();
        expectError(
          await call('POST', '/api/communication/create-message', {
            token: parties().b.token,
            body: { requestCode: h.code, messageText: 'Чужое сообщение', fileId: null },
          }),
          404,
        );
        await aUnchanged();
      },
    },
    makeActionOnRequest: {
      title: 'B cannot archive A’s request',
      run: async () => {
        const h = await held();
        expectError(
          await call('POST', '/api/communication/make-action-on-request', {
            token: parties().b.token,
            body: { requestCode: h.code, chatAction: 'ARCHIVE', beCode: null, beName: null },
          }),
          404,
        );
        await aUnchanged();
      },
    },
    markMessagesAsRead: {
      title: 'B cannot mark A’s messages read',
      run: async () => {
        const h = await held();
        expectError(
          await call('POST', '/api/communication/mark-messages-as-read', {
            token: parties().b.token,
            body: [h.answerId],
          }),
          404,
        );
        await aUnchanged();
      },
    },
    attachmentLink: {
      title: 'B cannot download the file of A’s chat',
      run: async () => {
        const h = await held();
        expectError(
          await call('GET', '/api/communication/attachment', {
            token: parties().b.token,
            query: { requestCode: h.code, messageId: h.answerId },
          }),
          404,
        );
        await ok(
          call('GET', '/api/communication/attachment', {
            token: parties().a.token,
            query: { requestCode: h.code, messageId: h.answerId },
          }),
        );
      },
    },
    askAQuestion: {
      title: 'B’s FAQ question is B’s request, not A’s',
      run: async () => {
        await held();
        const before = (await list(parties().a.token)).elementCount;
        const beforeB = (await list(parties().b.token)).elementCount;
        await ok(
          call('POST', '/api/faqs/askaquestion', {
            token: parties().b.token,
            body: { question: 'Вопрос B', topic: 'OTHER' },
          }),
        );
        expect((await list(parties().a.token)).elementCount).toBe(before);
        expect((await list(parties().b.token)).elementCount).toBe(beforeB + 1);
      },
    },
    staffInbox: {
      title: 'another organisation’s inbox does not list the request; its own does',
      run: async () => {
        const h = await held();
        const codes = async (token: string) =>
          (
            await ok<{ content: InboxItem[] }>(
              call('GET', '/api/communication/staff/inbox', {
                token,
                query: { queue: 'ANSWERED', pageSize: 100 },
              }),
            )
          ).content.map((r) => r.requestCode);
        expect(await codes(h.volga)).not.toContain(h.code);
        expect(await codes(h.north)).toContain(h.code);
      },
    },
    staffChat: staffCase((h) =>
      call('GET', '/api/communication/staff/chat', { token: h.volga, query: { requestCode: h.code } }),
    ),
    staffMessage: staffCase((h) =>
      call('POST', '/api/communication/staff/message', {
        token: h.volga,
        body: { requestCode: h.code, messageText: 'Чужой ответ', fileId: null },
      }),
    ),
    staffAction: staffCase((h) =>
      call('POST', '/api/communication/staff/action', {
        token: h.volga,
        body: { requestCode: h.code, chatAction: 'ARCHIVE' },
      }),
    ),
    staffMarkRead: staffCase((h) =>
      call('POST', '/api/communication/staff/mark-read', {
        token: h.volga,
        body: { requestCode: h.code, messageIds: [h.answerId] },
      }),
    ),
    staffAttachmentLink: staffCase((h) =>
      call('GET', '/api/communication/staff/attachment', {
        token: h.volga,
        query: { requestCode: h.code, messageId: h.answerId },
      }),
    ),
  };
}
