import * as z from 'zod';
import { endpoint } from '../endpoint';
import { MESSAGE_MAX, THEME_MAX } from '../../constants/spec';
import { notShown, page } from './common';

const dateRange = z.object({ dateFrom: z.string().nullable(), dateTo: z.string().nullable() }).nullable();
export const shortChatItemSchema = z.object({
  requestCode: z.string(),
  requestTopic: z.string(),
  createdAt: z.string(),
  lastCommunicatedAt: z.string(),
  beName: z.string(),
  communicationState: z.enum(['Received', 'Sent', 'SentAndRead']),
  newMessagesCount: z.number().int(),
});
const topic = z.object({
  code: z.string(),
  name: z.string(),
  tenderSearchRequired: z.boolean(),
  contractSearchRequired: z.boolean(),
  beRequired: z.boolean(),
  canBeOverriddenByUser: z.boolean(),
});
const category = z.object({ code: z.string(), name: z.string(), topics: z.array(topic) });
const organisation = z.object({ beCode: z.string(), beName: z.string() });
const chatMessage = z.object({
  id: z.string(),
  authorName: z.string(),
  messageText: z.string(),
  createdAt: z.string(),
  delivered: z.boolean(),
  read: z.boolean(),
  incoming: z.boolean(),
  file: z.object({ id: z.string(), name: z.string() }).nullable(),
});
const requestCode = z.string().min(1).max(64);
const count = z.number().int().min(0);

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
  body: z.object({
    showArchived: z.boolean(),
    requestCode: z.string().max(64).nullable(),
    createdAtFilter: dateRange,
    lastCommunicatedAtFilter: dateRange,
    requestSpecificationCodes: z.array(z.string()).nullable(),
    beCodes: z.array(z.string()).nullable(),
    pageableRequest: z.object({
      pageNumber: z.number().int().min(1),
      pageSize: z.number().int().min(1).max(100),
    }),
  }),
  response: page(shortChatItemSchema),
  doc: '01',
});
export const fullSpecification = endpoint({
  id: 'fullSpecification',
  method: 'GET',
  path: '/api/communication/get-full-specification',
  fn: 'communication',
  access: 'supplier',
  response: z.array(category),
  doc: '01',
});
export const beListToFilters = endpoint({
  id: 'beListToFilters',
  method: 'GET',
  path: '/api/communication/get-be-list-to-filters',
  fn: 'communication',
  access: 'supplier',
  response: z.array(organisation),
  doc: '01',
});
export const specificationList = endpoint({
  id: 'specificationList',
  method: 'GET',
  path: '/api/communication/specification',
  fn: 'communication',
  access: 'supplier',
  response: z.array(category),
  doc: '01',
});
export const emailsList = endpoint({
  id: 'emailsList',
  method: 'GET',
  path: '/api/communication/get-emails-list',
  fn: 'communication',
  access: 'supplier',
  response: z.array(z.object({ email: z.string(), emailTypeCode: z.string() })),
  doc: '01',
});
export const beListToCreateRequest = endpoint({
  id: 'beListToCreateRequest',
  method: 'GET',
  path: '/api/communication/get-be-list-to-create-request',
  fn: 'communication',
  access: 'supplier',
  response: z.array(organisation),
  doc: '01',
});
export const communicationSearch = endpoint({
  id: 'communicationSearch',
  method: 'POST',
  path: '/api/communication/search',
  fn: 'communication',
  access: 'supplier',
  body: z.object({
    search: z.string().min(1).max(256),
    searchType: z.enum(['TENDER', 'EMAIL', 'CONTRACT']),
    beCode: z.string().optional(),
  }),
  response: z.object({ isSuccess: z.boolean(), uuid: z.string().nullable() }),
  doc: '01',
});
export const createRequest = endpoint({
  id: 'createRequest',
  method: 'POST',
  path: '/api/communication/create-request',
  fn: 'communication',
  access: 'supplier',
  body: z.object({
    requestCategory: z.string(),
    requestSpecification: z.string().max(THEME_MAX),
    requestTopic: z.string(),
    paEmailType: z.string(),
    paEmailAddress: z.string().email(),
    beCode: z.string().nullable(),
    beName: z.string().nullable(),
    requestMessages: z
      .array(z.object({ messageText: z.string().min(1).max(MESSAGE_MAX), fileId: z.string().nullable() }))
      .min(1),
    searchUuid: z.string().optional(),
    mainSearch: z.string().optional(),
    additionalSearch: z.string().optional(),
  }),
  response: notShown,
  doc: '01',
});
export const fullChat = endpoint({
  id: 'fullChat',
  method: 'GET',
  path: '/api/communication/get-full-chat',
  fn: 'communication',
  access: 'supplier',
  query: z.object({ requestCode }),
  response: z.object({
    requestCode: z.string(),
    isArchived: z.boolean(),
    isBeRequiredForActivate: z.boolean(),
    availableRequestActions: z.array(
      z.object({ actionCode: z.string(), actionName: z.string(), userNotificationMessage: z.string() }),
    ),
    requestMessages: z.array(chatMessage),
  }),
  doc: '01',
});
export const createMessage = endpoint({
  id: 'createMessage',
  method: 'POST',
  path: '/api/communication/create-message',
  fn: 'communication',
  access: 'supplier',
  body: z.object({
    requestCode,
    messageText: z.string().trim().min(1).max(MESSAGE_MAX),
    fileId: z.string().nullable(),
  }),
  response: notShown,
  doc: '01',
});
export const makeActionOnRequest = endpoint({
  id: 'makeActionOnRequest',
  method: 'POST',
  path: '/api/communication/make-action-on-request',
  fn: 'communication',
  access: 'supplier',
  body: z.object({
    requestCode,
    chatAction: z.string(),
    beCode: z.string().nullable(),
    beName: z.string().nullable(),
  }),
  response: notShown,
  doc: '01',
});
export const markMessagesAsRead = endpoint({
  id: 'markMessagesAsRead',
  method: 'POST',
  path: '/api/communication/mark-messages-as-read',
  fn: 'communication',
  access: 'supplier',
  body: z.array(z.string()).max(500),
  response: notShown,
  doc: '01',
});
/** The spec's "load chat info" action has no path (spec README): ours. */
export const chatInfo = endpoint({
  id: 'chatInfo',
  method: 'GET',
  path: '/api/communication/chat-info',
  fn: 'communication',
  access: 'supplier',
  response: z.object({ activeRequests: count, newMessages: count }),
  doc: 'own',
});
