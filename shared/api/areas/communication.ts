import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { MESSAGE_MAX, THEME_MAX } from '../../constants/spec';
import { MAX_PAGE_NUMBER, ok, page, pagingQuery } from './common';

/** Topics whose theme the user types (01 §3). */
export const USER_THEME_TOPICS = ['TECH_OTHER', 'COMMON_OTHER', 'TENDER_OTHER', 'CONTRACT_OTHER'] as const;
export const COMMUNICATION_STATES = ['Received', 'Sent', 'SentAndRead'] as const;
export const SEARCH_TYPES = ['TENDER', 'EMAIL', 'CONTRACT'] as const;
/** The e-mail type of a custom address ('Иное' in step 2). */
export const OTHER_EMAIL_TYPE = 'OTHER';

/** A calendar date that exists (the fuzzer's 4580-57-22 reached the query and failed there with a 500). */
const filterDate = lazySchema(() => z.nullable(z.iso.date()));
const dateRange = lazySchema(() =>
  z.nullable(
    z
      .object({ dateFrom: filterDate(), dateTo: filterDate() })
      .check(z.refine((r) => !r.dateFrom || !r.dateTo || r.dateFrom <= r.dateTo, { path: ['dateTo'] })),
  ),
);
const code = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(64)));
const emailAddress = lazySchema(() => z.email().check(z.maxLength(254)));
export const shortChatItemSchema = lazySchema(() =>
  z.object({
    requestCode: z.string(),
    requestTopic: z.string(),
    createdAt: z.string(),
    lastCommunicatedAt: z.string(),
    beName: z.string(),
    communicationState: z.enum(COMMUNICATION_STATES),
    newMessagesCount: z.number().check(z.int()),
  }),
);
const topic = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    tenderSearchRequired: z.boolean(),
    contractSearchRequired: z.boolean(),
    beRequired: z.boolean(),
    canBeOverriddenByUser: z.boolean(),
  }),
);
const category = lazySchema(() => z.object({ code: z.string(), name: z.string(), topics: z.array(topic()) }));
const organisation = lazySchema(() => z.object({ beCode: z.string(), beName: z.string() }));
/** A tender, a contract or a responsible person found by the request search, and its organisation. */
const searchMatch = lazySchema(() =>
  z.object({
    searchType: z.enum(SEARCH_TYPES),
    /** The number or e-mail as the port knows it. */
    search: z.string(),
    /** The tender's or contract's subject, or the responsible person's name and department. */
    title: z.string(),
    beCode: z.string(),
    beName: z.string(),
  }),
);
export type SearchMatch = z.infer<ReturnType<typeof searchMatch>>;
export type Category = z.infer<ReturnType<typeof category>>;
export type Topic = z.infer<ReturnType<typeof topic>>;
export type Organisation = z.infer<ReturnType<typeof organisation>>;
const chatMessage = lazySchema(() =>
  z.object({
    id: z.string(),
    authorName: z.string(),
    messageText: z.string(),
    createdAt: z.string(),
    delivered: z.boolean(),
    read: z.boolean(),
    incoming: z.boolean(),
    file: z.nullable(z.object({ id: z.string(), name: z.string() })),
    /** The organisation asks for more information (01 §2.8 info-question modal). */
    infoRequest: z.boolean(),
  }),
);
export type ChatMessage = z.infer<ReturnType<typeof chatMessage>>;
const requestAction = lazySchema(() =>
  z.object({
    actionCode: z.string(),
    actionName: z.string(),
    userNotificationMessage: z.string(),
  }),
);
export const fullChatSchema = lazySchema(() =>
  z.object({
    requestCode: z.string(),
    isArchived: z.boolean(),
    isBeRequiredForActivate: z.boolean(),
    availableRequestActions: z.array(requestAction()),
    requestMessages: z.array(chatMessage()),
  }),
);
export type FullChat = z.infer<ReturnType<typeof fullChatSchema>>;
const requestCode = lazySchema(() => code());
const count = lazySchema(() => z.number().check(z.int(), z.gte(0)));
const created = lazySchema(() => z.object({ requestCode: z.string() }));
const messageCreated = lazySchema(() => z.object({ id: z.string() }));
/** An attachment of one message, as a short-lived link under its own name. */
const attachmentLinkSchema = lazySchema(() =>
  z.object({ url: z.string(), name: z.string(), size: z.number().check(z.int()) }),
);

export const activeRequestsNewMessagesCount = endpoint({
  id: 'activeRequestsNewMessagesCount',
  method: 'GET',
  path: '/api/communication/get-active-requests-new-messages-count',
  fn: 'communication',
  access: 'supplier',
  response: count,
  doc: '01',
});
export const messagesCountNew = endpoint({
  id: 'messagesCountNew',
  method: 'GET',
  path: '/api/messages/countNew',
  fn: 'communication',
  access: 'supplier',
  response: count,
  doc: '01',
});
export const shortChatList = endpoint({
  id: 'shortChatList',
  method: 'POST',
  path: '/api/communication/get-short-chat-list',
  fn: 'communication',
  access: 'supplier',
  body: () =>
    z.object({
      showArchived: z.boolean(),
      requestCode: z.nullable(z.string().check(z.trim(), z.maxLength(64))),
      createdAtFilter: dateRange(),
      lastCommunicatedAtFilter: dateRange(),
      requestSpecificationCodes: z.nullable(z.array(code()).check(z.maxLength(100))),
      beCodes: z.nullable(z.array(code()).check(z.maxLength(100))),
      pageableRequest: z.object({
        pageNumber: z.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_NUMBER)),
        pageSize: z.number().check(z.int(), z.gte(1), z.lte(100)),
      }),
    }),
  response: () => page(shortChatItemSchema()),
  doc: '01',
});
export const fullSpecification = endpoint({
  id: 'fullSpecification',
  method: 'GET',
  path: '/api/communication/get-full-specification',
  fn: 'communication',
  access: 'supplier',
  response: () => z.array(category()),
  doc: '01',
});
export const beListToFilters = endpoint({
  id: 'beListToFilters',
  method: 'GET',
  path: '/api/communication/get-be-list-to-filters',
  fn: 'communication',
  access: 'supplier',
  response: () => z.array(organisation()),
  doc: '01',
});
export const specificationList = endpoint({
  id: 'specificationList',
  method: 'GET',
  path: '/api/communication/specification',
  fn: 'communication',
  access: 'supplier',
  response: () => z.array(category()),
  doc: '01',
});
export const emailsList = endpoint({
  id: 'emailsList',
  method: 'GET',
  path: '/api/communication/get-emails-list',
  fn: 'communication',
  access: 'supplier',
  response: () => z.array(z.object({ email: z.string(), emailTypeCode: z.string() })),
  doc: '01',
});
export const beListToCreateRequest = endpoint({
  id: 'beListToCreateRequest',
  method: 'GET',
  path: '/api/communication/get-be-list-to-create-request',
  fn: 'communication',
  access: 'supplier',
  response: () => z.array(organisation()),
  doc: '01',
});
export const communicationSearch = endpoint({
  id: 'communicationSearch',
  method: 'POST',
  path: '/api/communication/search',
  fn: 'communication',
  access: 'supplier',
  body: () =>
    z.object({
      search: requiredText(256),
      searchType: z.enum(SEARCH_TYPES),
      beCode: z.optional(code()),
    }),
  response: () =>
    z.object({
      isSuccess: z.boolean(),
      uuid: z.nullable(z.string()),
      /** What the procurement port matched, for the wizard to say (null on a miss). */
      match: z.nullable(searchMatch()),
    }),
  doc: '01',
});
export const createRequest = endpoint({
  id: 'createRequest',
  method: 'POST',
  path: '/api/communication/create-request',
  fn: 'communication',
  access: 'supplier',
  body: () =>
    z.object({
      requestCategory: code(),
      requestSpecification: z.string().check(z.trim(), z.maxLength(THEME_MAX)),
      requestTopic: code(),
      paEmailType: code(),
      paEmailAddress: emailAddress(),
      beCode: z.nullable(code()),
      beName: z.nullable(z.string().check(z.maxLength(500))),
      requestMessages: z
        .array(
          z.object({
            messageText: requiredText(MESSAGE_MAX),
            fileId: z.nullable(z.string().check(z.maxLength(64))),
          }),
        )
        .check(z.length(1)),
      searchUuid: z.optional(z.string().check(z.maxLength(64))),
      mainSearch: z.optional(z.string().check(z.trim(), z.maxLength(256))),
      additionalSearch: z.optional(z.string().check(z.trim(), z.maxLength(256))),
    }),
  response: created,
  doc: '01',
});
export const fullChat = endpoint({
  id: 'fullChat',
  method: 'GET',
  path: '/api/communication/get-full-chat',
  fn: 'communication',
  access: 'supplier',
  query: () => z.object({ requestCode: requestCode() }),
  response: fullChatSchema,
  doc: '01',
});
export const createMessage = endpoint({
  id: 'createMessage',
  method: 'POST',
  path: '/api/communication/create-message',
  fn: 'communication',
  access: 'supplier',
  body: () =>
    z.object({
      requestCode: requestCode(),
      messageText: requiredText(MESSAGE_MAX),
      fileId: z.nullable(z.string().check(z.maxLength(64))),
    }),
  response: messageCreated,
  doc: '01',
});
export const makeActionOnRequest = endpoint({
  id: 'makeActionOnRequest',
  method: 'POST',
  path: '/api/communication/make-action-on-request',
  fn: 'communication',
  access: 'supplier',
  body: () =>
    z.object({
      requestCode: requestCode(),
      chatAction: code(),
      beCode: z.nullable(code()),
      beName: z.nullable(z.string().check(z.maxLength(500))),
    }),
  response: ok,
  doc: '01',
});
export const markMessagesAsRead = endpoint({
  id: 'markMessagesAsRead',
  method: 'POST',
  path: '/api/communication/mark-messages-as-read',
  fn: 'communication',
  access: 'supplier',
  body: () =>
    z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.minLength(1), z.maxLength(1000)),
  response: ok,
  doc: '01',
});
/** The spec's "load chat info" action has no path (spec README): ours. */
export const chatInfo = endpoint({
  id: 'chatInfo',
  method: 'GET',
  path: '/api/communication/chat-info',
  fn: 'communication',
  access: 'supplier',
  response: () => z.object({ activeRequests: count(), newMessages: count() }),
  doc: 'own',
});

/** A chat attachment of the supplier's own request (its own files and the staff's answers). */
export const attachmentLink = endpoint({
  id: 'attachmentLink',
  method: 'GET',
  path: '/api/communication/attachment',
  fn: 'communication',
  access: 'supplier',
  query: () =>
    z.object({ requestCode: requestCode(), messageId: z.string().check(z.minLength(1), z.maxLength(80)) }),
  response: attachmentLinkSchema,
  doc: 'own',
});

// The group's side: the staff inbox of the `support` group, routed by organisation and topic.

export const INBOX_QUEUES = ['WAITING', 'ANSWERED', 'ARCHIVED'] as const;
export type InboxQueue = (typeof INBOX_QUEUES)[number];

export const inboxItemSchema = lazySchema(() =>
  z.object({
    requestCode: z.string(),
    companyName: z.string(),
    companyCode: z.string(),
    categoryName: z.string(),
    topicName: z.string(),
    theme: z.string(),
    beName: z.string(),
    createdAt: z.string(),
    lastCommunicatedAt: z.string(),
    /** When the supplier's oldest unanswered message came; null when nothing waits for an answer. */
    waitingSince: z.nullable(z.string()),
    newMessagesCount: count(),
  }),
);
export type InboxItem = z.infer<ReturnType<typeof inboxItemSchema>>;

export const staffInbox = endpoint({
  id: 'staffInbox',
  method: 'GET',
  path: '/api/communication/staff/inbox',
  fn: 'communication',
  access: 'support',
  query: () =>
    z.extend(pagingQuery(), {
      queue: z._default(z.enum(INBOX_QUEUES), 'WAITING'),
      order: z._default(z.enum(['oldest', 'newest']), 'oldest'),
    }),
  response: () => z.extend(page(inboxItemSchema()), { organisations: z.array(organisation()) }),
  doc: 'own',
});
export const staffChat = endpoint({
  id: 'staffChat',
  method: 'GET',
  path: '/api/communication/staff/chat',
  fn: 'communication',
  access: 'support',
  query: () => z.object({ requestCode: requestCode() }),
  response: () => z.extend(fullChatSchema(), { request: inboxItemSchema(), paEmailAddress: z.string() }),
  doc: 'own',
});
export const staffMessage = endpoint({
  id: 'staffMessage',
  method: 'POST',
  path: '/api/communication/staff/message',
  fn: 'communication',
  access: 'support',
  body: () =>
    z.object({
      requestCode: requestCode(),
      messageText: requiredText(MESSAGE_MAX),
      fileId: z.nullable(z.string().check(z.maxLength(64))),
    }),
  response: messageCreated,
  doc: 'own',
});
export const staffAction = endpoint({
  id: 'staffAction',
  method: 'POST',
  path: '/api/communication/staff/action',
  fn: 'communication',
  access: 'support',
  body: () => z.object({ requestCode: requestCode(), chatAction: code() }),
  response: ok,
  doc: 'own',
});
export const staffMarkRead = endpoint({
  id: 'staffMarkRead',
  method: 'POST',
  path: '/api/communication/staff/mark-read',
  fn: 'communication',
  access: 'support',
  body: () =>
    z.object({
      requestCode: requestCode(),
      messageIds: z
        .array(z.string().check(z.minLength(1), z.maxLength(80)))
        .check(z.minLength(1), z.maxLength(1000)),
    }),
  response: ok,
  doc: 'own',
});
export const staffAttachmentLink = endpoint({
  id: 'staffAttachmentLink',
  method: 'GET',
  path: '/api/communication/staff/attachment',
  fn: 'communication',
  access: 'support',
  query: () =>
    z.object({ requestCode: requestCode(), messageId: z.string().check(z.minLength(1), z.maxLength(80)) }),
  response: attachmentLinkSchema,
  doc: 'own',
});
