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
import { organisations, specification } from '../domain/communication/catalogue';
import * as chat from '../domain/communication/chat-service';
import * as requests from '../domain/communication/requests-service';
import * as staff from '../domain/communication/staff-service';

export const routes = [
  route(activeRequestsNewMessagesCount, (ctx) => chat.activeNewMessagesCount(tenantOf(ctx), ctx)),
  route(messagesCountNew, (ctx) => chat.allNewMessagesCount(tenantOf(ctx), ctx)),
  route(chatInfo, (ctx) => chat.chatInfo(tenantOf(ctx))),
  route(shortChatList, (ctx) => requests.shortList(tenantOf(ctx), ctx.body, ctx.lang)),
  route(fullSpecification, async (ctx) => specification(ctx.lang)),
  route(specificationList, async (ctx) => specification(ctx.lang)),
  route(beListToFilters, async (ctx) => organisations(ctx.lang)),
  route(beListToCreateRequest, async (ctx) => organisations(ctx.lang)),
  route(emailsList, (ctx) => requests.emailsList(tenantOf(ctx), callerOfCtx(ctx))),
  route(communicationSearch, (ctx) => requests.search(tenantOf(ctx), ctx.body, ctx.lang, clock.now())),
  route(createRequest, (ctx) =>
    requests.createRequest(tenantOf(ctx), callerOfCtx(ctx), ctx.body, clock.now()),
  ),
  route(fullChat, (ctx) => chat.fullChat(tenantOf(ctx), ctx.query.requestCode, ctx, ctx.lang)),
  route(createMessage, (ctx) => chat.createMessage(tenantOf(ctx), callerOfCtx(ctx), ctx.body, clock.now())),
  route(makeActionOnRequest, (ctx) => chat.makeAction(tenantOf(ctx), ctx.body, ctx.lang, clock.now())),
  route(markMessagesAsRead, (ctx) => chat.markMessagesAsRead(tenantOf(ctx), ctx.body, clock.now())),
  route(attachmentLink, (ctx) => chat.attachment(tenantOf(ctx), ctx.query.requestCode, ctx.query.messageId)),
  route(staffInbox, (ctx) => staff.inbox(callerOfCtx(ctx), ctx.query, ctx.lang)),
  route(staffChat, (ctx) => staff.staffChat(callerOfCtx(ctx), ctx.query.requestCode, ctx, ctx.lang)),
  route(staffMessage, (ctx) => staff.staffMessage(callerOfCtx(ctx), ctx.body, clock.now())),
  route(staffAction, (ctx) => staff.staffAction(callerOfCtx(ctx), ctx.body, ctx.lang, clock.now())),
  route(staffMarkRead, (ctx) => staff.staffMarkRead(callerOfCtx(ctx), ctx.body, clock.now())),
  route(staffAttachmentLink, (ctx) =>
    staff.staffAttachment(callerOfCtx(ctx), ctx.query.requestCode, ctx.query.messageId),
  ),
];

export const handler = createGroupHandler('communication', routes);
