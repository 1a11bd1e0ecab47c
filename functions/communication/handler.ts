import {
  activeRequestsNewMessagesCount,
  attachmentLink,
  beListToCreateRequest,
  beListToFilters,
  chatInfo,
  communicationSearch,
  createMessage,
  createRequest,
  emailsList,
  fullChat,
  fullSpecification,
  makeActionOnRequest,
  markMessagesAsRead,
  messagesCountNew,
  shortChatList,
  specificationList,
  staffAction,
  staffAttachmentLink,
  staffChat,
  staffInbox,
  staffMarkRead,
  staffMessage,
} from '@shared/api/areas/communication';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
// Each route loads its own domain code on its first call (a chunk per dynamic import): the unread
// counter every screen asks for does not parse the requests' search or the support staff's inbox.
const catalogue = () => import('../domain/communication/catalogue');
const chatService = () => import('../domain/communication/chat-service');
const unread = () => import('../domain/communication/unread-counters');
const requestsService = () => import('../domain/communication/requests-service');
const staffService = () => import('../domain/communication/staff-service');
const organisations = () => import('../domain/communication/organisations');

export const routes = [
  route(activeRequestsNewMessagesCount, async (ctx) =>
    (await unread()).activeNewMessagesCount(tenantOf(ctx), ctx),
  ),
  route(messagesCountNew, async (ctx) => (await unread()).allNewMessagesCount(tenantOf(ctx), ctx)),
  route(chatInfo, async (ctx) => (await unread()).chatInfo(tenantOf(ctx))),
  route(shortChatList, async (ctx) => (await requestsService()).shortList(tenantOf(ctx), ctx.body, ctx.lang)),
  route(fullSpecification, async (ctx) => (await catalogue()).specification(ctx.lang)),
  route(specificationList, async (ctx) => (await catalogue()).specification(ctx.lang)),
  route(beListToFilters, async (ctx) => (await (await organisations()).organisationsIn(ctx.lang)).options()),
  route(beListToCreateRequest, async (ctx) =>
    (await (await organisations()).organisationsIn(ctx.lang)).options(),
  ),
  route(emailsList, async (ctx) => (await requestsService()).emailsList(tenantOf(ctx), callerOfCtx(ctx))),
  route(communicationSearch, async (ctx) =>
    (await requestsService()).search(tenantOf(ctx), ctx.body, ctx.lang, clock.now()),
  ),
  route(createRequest, async (ctx) =>
    (await requestsService()).createRequest(tenantOf(ctx), callerOfCtx(ctx), ctx.body, clock.now()),
  ),
  route(fullChat, async (ctx) =>
    (await chatService()).fullChat(tenantOf(ctx), ctx.query.requestCode, ctx, ctx.lang),
  ),
  route(createMessage, async (ctx) =>
    (await chatService()).createMessage(tenantOf(ctx), callerOfCtx(ctx), ctx.body, clock.now()),
  ),
  route(makeActionOnRequest, async (ctx) =>
    (await chatService()).makeAction(tenantOf(ctx), ctx.body, ctx.lang, clock.now()),
  ),
  route(markMessagesAsRead, async (ctx) =>
    (await chatService()).markMessagesAsRead(tenantOf(ctx), ctx.body, clock.now()),
  ),
  route(attachmentLink, async (ctx) =>
    (await chatService()).attachment(tenantOf(ctx), ctx.query.requestCode, ctx.query.messageId),
  ),
  route(staffInbox, async (ctx) => (await staffService()).inbox(callerOfCtx(ctx), ctx.query, ctx.lang)),
  route(staffChat, async (ctx) =>
    (await staffService()).staffChat(callerOfCtx(ctx), ctx.query.requestCode, ctx, ctx.lang),
  ),
  route(staffMessage, async (ctx) =>
    (await staffService()).staffMessage(callerOfCtx(ctx), ctx.body, clock.now()),
  ),
  route(staffAction, async (ctx) =>
    (await staffService()).staffAction(callerOfCtx(ctx), ctx.body, ctx.lang, clock.now()),
  ),
  route(staffMarkRead, async (ctx) =>
    (await staffService()).staffMarkRead(callerOfCtx(ctx), ctx.body, clock.now()),
  ),
  route(staffAttachmentLink, async (ctx) =>
    (await staffService()).staffAttachment(callerOfCtx(ctx), ctx.query.requestCode, ctx.query.messageId),
  ),
];

export const handler = createGroupHandler('communication', routes);
