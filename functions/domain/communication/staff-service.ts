import type { InboxItem, InboxQueue } from '@shared/api/areas/communication';
import type { Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { conditional } from '../../lib/route';
import { topicNames } from './catalogue';
import type { SupportStaffMember } from './group-organisations';
import { organisationsIn } from './organisations';
import { communicationRepository as repo, type RequestItem } from './communication-repository';
import { attachmentOf, messageAttachment } from './attachments';
import { chatOf, faqTopicName, markRead, postMessage, runAction } from './messages-service';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { count } from '../../lib/metrics';
import { byCodeUnits } from '../../lib/order';

/** A support user with no routing record answers no organisation: an empty inbox, every request unknown. */
async function memberOf(caller: Caller): Promise<SupportStaffMember> {
  return (
    (await repo.getStaffMember(caller.login)) ?? {
      login: caller.login,
      displayName: caller.login,
      routeCodes: [],
      categories: [],
    }
  );
}

const reaches = (member: SupportStaffMember, r: RequestItem) =>
  member.routeCodes.includes(r.routeCode) &&
  (member.categories.length === 0 || member.categories.includes(r.category));

/**
 * A request routed to the caller's organisation and topics. Requests of other organisations are
 * not found, exactly as unknown codes are: staff of one organisation learn nothing of another's.
 */
async function reachableRequest(caller: Caller, requestCode: string) {
  const member = await memberOf(caller);
  const owner = await repo.ownerOfCode(requestCode);
  const request = owner ? await repo.getRequest(owner, requestCode) : null;
  if (!request || !reaches(member, request)) throw notFound();
  return { member, request };
}

export function toInboxItem(r: RequestItem, lang: Language, routeName: (code: string) => string): InboxItem {
  const names = topicNames(r.category, r.topic, lang, (c) => faqTopicName(c, lang));
  return {
    requestCode: r.requestCode,
    companyName: r.companyName,
    companyCode: r.companyCode,
    ...names,
    theme: r.theme,
    beName: routeName(r.routeCode),
    createdAt: r.createdAt,
    lastCommunicatedAt: r.lastCommunicatedAt,
    waitingSince: r.waitingSince ?? null,
    newMessagesCount: Math.max(0, r.unreadByStaff),
  };
}

/**
 * The inbox: one index query per organisation the member answers (queue partition, ordered by how
 * long the supplier has waited), merged in that order.
 */
export async function inbox(
  caller: Caller,
  query: { queue: InboxQueue; order: 'oldest' | 'newest'; pageNumber: number; pageSize: number },
  lang: Language,
) {
  const [member, names] = await Promise.all([memberOf(caller), organisationsIn(lang)]);
  const order = query.order === 'oldest' ? 'asc' : 'desc';
  const queues = await Promise.all(
    member.routeCodes.map((code) => repo.queueItems(code, query.queue, order)),
  );
  const items = queues
    .flat()
    .filter((r) => reaches(member, r))
    .sort((a, b) => (order === 'asc' ? 1 : -1) * byCodeUnits(a.queueSince, b.queueSince));
  const end = query.pageNumber * query.pageSize;
  return {
    content: items.slice(end - query.pageSize, end).map((r) => toInboxItem(r, lang, names.routeName)),
    elementCount: items.length,
    pageNumber: query.pageNumber,
    organisations: member.routeCodes.map((code) => ({ beCode: code, beName: names.routeName(code) })),
  };
}

export async function staffChat(
  caller: Caller,
  requestCode: string,
  ctx: { ifNoneMatch: string | null },
  lang: Language,
) {
  const { request } = await reachableRequest(caller, requestCode);
  return conditional(ctx, `staff-${request.version}-${lang}`, async () => ({
    ...(await chatOf(request, 'STAFF', lang)),
    request: toInboxItem(request, lang, (await organisationsIn(lang)).routeName),
    paEmailAddress: request.paEmailAddress,
  }));
}

export async function staffMessage(
  caller: Caller,
  body: { requestCode: string; messageText: string; fileId: string | null },
  now: Date,
) {
  const { member, request } = await reachableRequest(caller, body.requestCode);
  const file = body.fileId ? await attachmentOf(caller, body.fileId) : null;
  const id = await postMessage(
    request,
    { side: 'STAFF', authorName: member.displayName, text: body.messageText, file },
    now,
  );
  count(BUSINESS_METRICS.requestAnswered);
  return { id };
}

export async function staffAction(
  caller: Caller,
  body: { requestCode: string; chatAction: string },
  lang: Language,
  now: Date,
) {
  const { member, request } = await reachableRequest(caller, body.requestCode);
  await runAction(request, 'STAFF', body.chatAction, null, member.displayName, lang, now);
  return { success: true as const };
}

export async function staffMarkRead(
  caller: Caller,
  body: { requestCode: string; messageIds: string[] },
  now: Date,
) {
  const { request } = await reachableRequest(caller, body.requestCode);
  await markRead(request, 'STAFF', body.messageIds, now);
  return { success: true as const };
}

export async function staffAttachment(caller: Caller, requestCode: string, messageId: string) {
  const { request } = await reachableRequest(caller, requestCode);
  return messageAttachment(request, messageId);
}
