import type { ChatMessage, FullChat } from '@shared/api/areas/communication';
import type { Language } from '@shared/constants/spec';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { FAQ_TOPICS } from '../dictionaries/data/reference-lists';
import { actionsFor, ASK_INFO_TEXT, describeActions, type ActionCode } from './catalogue';
import { isGroupOrganisation } from './organisations';
import {
  communicationRepository as repo,
  messageId,
  parseMessageId,
  type MessageItem,
  type RequestItem,
} from './communication-repository';
import type { Attachment } from './attachments';
import { queueAnswerEmail } from './answer-mail';
import './messages';

export type Side = 'SUPPLIER' | 'STAFF';

export function faqTopicName(code: string, lang: Language): string {
  const row = FAQ_TOPICS.find(([c]) => c === code);
  return row ? (lang === 'ru' ? row[1] : row[2]) : code;
}

export interface NewMessage {
  side: Side;
  authorName: string;
  text: string;
  file: Attachment | null;
  infoRequest?: boolean;
}

/** A message as stored under its request, numbered `seq`. */
export const messageItemOf = (
  requestCode: string,
  seq: string,
  message: NewMessage,
  at: string,
): MessageItem => ({
  requestCode,
  seq,
  side: message.side,
  authorName: message.authorName,
  text: message.text,
  ...(message.file
    ? { fileId: message.file.id, fileOwner: message.file.owner, fileName: message.file.name }
    : {}),
  ...(message.infoRequest ? { infoRequest: true } : {}),
  createdAt: at,
});

/** How a supplier's message moves its request: to the staff's queue, waiting since its oldest unanswered message. */
export const supplierMessageSummary = (at: string, waitingSince: string | undefined) => ({
  lastCommunicatedAt: at,
  state: 'Sent' as const,
  queue: 'WAITING' as const,
  waitingSince: waitingSince ?? at,
  queueSince: waitingSince ?? at,
});

/**
 * Adds a message: its number is reserved first, the message written, and only then the request's
 * summary (state, unread counts, queue, version) moves, so a poller never sees a version whose
 * message is not there yet. Returns the message id.
 */
export async function postMessage(request: RequestItem, message: NewMessage, now: Date): Promise<string> {
  if (request.archived) throw conflict('communication.archived');
  const at = now.toISOString();
  const seq = await repo.nextSeq(request.counterpartyId, request.requestCode);
  await repo.putMessage(messageItemOf(request.requestCode, seq, message, at));
  const fromSupplier = message.side === 'SUPPLIER';
  const updated = await repo.updateRequest(
    request,
    fromSupplier
      ? supplierMessageSummary(at, request.waitingSince)
      : { lastCommunicatedAt: at, state: 'Received', queue: 'ANSWERED', queueSince: at, clearWaiting: true },
    fromSupplier ? { unreadByStaff: 1 } : { unreadBySupplier: 1 },
  );
  if (!updated) throw conflict('communication.archived');
  if (!fromSupplier) {
    await repo.changeCounters(request.counterpartyId, { unreadOpen: 1 });
    await queueAnswerEmail(request, now);
  }
  return messageId(request.requestCode, seq);
}

function toChatMessage(m: MessageItem, viewer: Side): ChatMessage {
  return {
    id: messageId(m.requestCode, m.seq),
    authorName: m.authorName,
    messageText: m.text,
    createdAt: m.createdAt,
    delivered: true,
    read: m.readAt !== undefined,
    incoming: m.side !== viewer,
    file: m.fileId && m.fileName ? { id: m.fileId, name: m.fileName } : null,
    infoRequest: m.infoRequest === true,
  };
}

/** isBeRequiredForActivate: an archived request with no organisation whose topic needs one. */
const needsOrganisation = (r: RequestItem) =>
  r.archived && r.routeCode === 'SUPPORT' && r.category !== 'TECH' && r.category !== 'FAQ';

export async function chatOf(request: RequestItem, viewer: Side, lang: Language): Promise<FullChat> {
  const messages = await repo.listMessages(request.requestCode);
  return {
    requestCode: request.requestCode,
    isArchived: request.archived,
    isBeRequiredForActivate: needsOrganisation(request),
    availableRequestActions: describeActions(actionsFor(viewer, request.archived), lang),
    requestMessages: messages.map((m) => toChatMessage(m, viewer)),
  };
}

/**
 * Marks the other side's messages read, once each; the request's unread count and (for the
 * supplier) the header counters move by the number actually marked.
 */
export async function markRead(
  request: RequestItem,
  reader: Side,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  let marked = 0;
  for (const id of new Set(ids)) {
    const parsed = parseMessageId(id);
    if (parsed?.requestCode !== request.requestCode) throw notFound();
    const message = await repo.getMessage(request.requestCode, parsed.seq);
    if (!message) throw notFound();
    if (message.side === reader) continue;
    if (await repo.markRead(request.requestCode, parsed.seq, at)) marked += 1;
  }
  if (marked === 0) return;
  const supplierReads = reader === 'SUPPLIER';
  const unread = supplierReads ? request.unreadBySupplier : request.unreadByStaff;
  const change = Math.min(marked, unread);
  // Staff reading the supplier's last message turns its tick to "read".
  const state =
    !supplierReads && request.state === 'Sent' && change === unread ? 'SentAndRead' : request.state;
  const updated = await repo.updateRequest(
    request,
    { state },
    supplierReads ? { unreadBySupplier: -change } : { unreadByStaff: -change },
  );
  if (!updated) throw conflict('error.conflict');
  if (supplierReads && change > 0) {
    await repo.changeCounters(
      request.counterpartyId,
      request.archived ? { unreadArchived: -change } : { unreadOpen: -change },
    );
  }
}

/** Runs an action the side may take in the request's state (01 §4.3); anything else is refused. */
export async function runAction(
  request: RequestItem,
  side: Side,
  action: string,
  organisation: string | null,
  staffName: string,
  lang: Language,
  now: Date,
): Promise<void> {
  const allowed: readonly string[] = actionsFor(side, request.archived);
  if (!allowed.includes(action)) throw badRequest('communication.unknownAction');
  const code = action as ActionCode;
  if (code === 'ASK_INFO') {
    await postMessage(
      request,
      { side: 'STAFF', authorName: staffName, text: ASK_INFO_TEXT[lang], file: null, infoRequest: true },
      now,
    );
    return;
  }
  const archive = code === 'ARCHIVE';
  let routeCode = request.routeCode;
  if (!archive && needsOrganisation(request)) {
    if (!organisation) throw badRequest('communication.organisationRequired');
    if (!(await isGroupOrganisation(organisation))) throw badRequest('communication.unknownOrganisation');
    routeCode = organisation;
  }
  const at = now.toISOString();
  const waiting = request.state === 'Sent' || request.state === 'SentAndRead';
  const updated = await repo.updateRequest(request, {
    archived: archive,
    queue: archive ? 'ARCHIVED' : waiting ? 'WAITING' : 'ANSWERED',
    queueSince: archive ? at : (request.waitingSince ?? at),
    routeCode,
    ...(routeCode !== request.routeCode ? { beCode: routeCode } : {}),
  });
  if (!updated) throw conflict('error.conflict');
  const unread = request.unreadBySupplier;
  await repo.changeCounters(
    request.counterpartyId,
    archive
      ? { openRequests: -1, archivedRequests: 1, unreadOpen: -unread, unreadArchived: unread }
      : { openRequests: 1, archivedRequests: -1, unreadOpen: unread, unreadArchived: -unread },
  );
}
