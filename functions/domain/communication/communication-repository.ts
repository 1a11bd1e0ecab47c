import type { COMMUNICATION_STATES, InboxQueue, SEARCH_TYPES } from '@shared/api/areas/communication';
import { defineEntity, isConditionalFailure, type ConditionBuilder } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';
import { byCodeUnits } from '../../lib/order';
import type { GroupOrganisation, SupportStaffMember } from './group-organisations';

const table = tableName('communication');
const service = 'communication';
// Keys keep the case of their values (the default lowercases them): codes and ids are case-sensitive.

type CommunicationState = (typeof COMMUNICATION_STATES)[number];
type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * A request (appeal) of a counterparty. Every read of a supplier is a key or index query under its
 * counterparty; the staff inbox is an index query under the organisation (route) and queue.
 */
export interface RequestItem {
  counterpartyId: string;
  requestCode: string;
  companyName: string;
  companyCode: string;
  category: string;
  topic: string;
  theme: string;
  /** The organisation chosen or found by the search; absent for the support service's topics. */
  beCode?: string;
  /** Whose inbox the request is in: the organisation, or the support service. */
  routeCode: string;
  paEmailType: string;
  paEmailAddress: string;
  mainSearch?: string;
  additionalSearch?: string;
  createdBy: string;
  createdAt: string;
  lastCommunicatedAt: string;
  archived: boolean;
  queue: InboxQueue;
  /** Sort key of the inbox queue: the oldest unanswered supplier message while WAITING. */
  queueSince: string;
  waitingSince?: string;
  state: CommunicationState;
  unreadBySupplier: number;
  unreadByStaff: number;
  messageSeq: number;
  /** Bumped by every change a reader can see: the chat's entity tag. */
  version: number;
}

const RequestEntity = defineEntity<RequestItem>({
  table,
  service,
  entity: 'request',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['requestCode'], casing: 'none' },
    },
    bySupplier: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['counterpartyId', 'archived'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['lastCommunicatedAt', 'requestCode'], casing: 'none' },
    },
    byQueue: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['routeCode', 'queue'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['queueSince', 'requestCode'], casing: 'none' },
    },
  },
});

/** A request code claimed once across all counterparties; staff find a request's owner through it. */
interface RequestCodeItem {
  requestCode: string;
  counterpartyId: string;
}

const RequestCodeEntity = defineEntity<RequestCodeItem>({
  table,
  service,
  entity: 'requestCode',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['requestCode'], casing: 'none' },
      sk: { field: 'sk', composite: [], casing: 'none' },
    },
  },
});

/** A chat message; its sequence number orders the chat and is part of its id. */
export interface MessageItem {
  requestCode: string;
  seq: string;
  side: 'SUPPLIER' | 'STAFF';
  authorName: string;
  text: string;
  fileId?: string;
  fileOwner?: string;
  fileName?: string;
  /** The organisation's request for more information (the ASK_INFO action). */
  infoRequest?: boolean;
  createdAt: string;
  readAt?: string;
}

const MessageEntity = defineEntity<MessageItem>({
  table,
  service,
  entity: 'message',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['requestCode'], casing: 'none' },
      sk: { field: 'sk', composite: ['seq'], casing: 'none' },
    },
  },
});

/**
 * The counts a supplier's header polls: one small item per counterparty. Only atomic additions
 * write it, so a count never moved yet is absent (read as 0).
 */
export interface CountersItem {
  counterpartyId: string;
  openRequests?: number;
  archivedRequests?: number;
  unreadOpen?: number;
  unreadArchived?: number;
  version?: number;
}

const CountersEntity = defineEntity<CountersItem>({
  table,
  service,
  entity: 'counters',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: [], casing: 'none' },
    },
  },
});

const StaffMemberEntity = defineEntity<SupportStaffMember>({
  table,
  service,
  entity: 'staffMember',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['login'], casing: 'none' },
      sk: { field: 'sk', composite: [], casing: 'none' },
    },
  },
});

/** The group's organisations that take requests: one partition, read whole (the stage's setting). */
const OrganisationEntity = defineEntity<GroupOrganisation>({
  table,
  service,
  entity: 'organisation',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [], casing: 'none' },
      sk: { field: 'sk', composite: ['beCode'], casing: 'none' },
    },
  },
});

/** The procurement port's records: tenders, contracts and their responsible people. */
export interface ProcurementItem {
  kind: SearchType;
  /** Tender number; `<beCode>/<contract number>`; the responsible person's e-mail in lower case. */
  lookup: string;
  beCode: string;
  title: string;
}

const ProcurementEntity = defineEntity<ProcurementItem>({
  table,
  service,
  entity: 'procurement',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['kind', 'lookup'], casing: 'none' },
      sk: { field: 'sk', composite: [], casing: 'none' },
    },
  },
});

/** A successful search of a counterparty: create-request names it by uuid (it proves the search happened). */
export interface SearchResult {
  uuid: string;
  counterpartyId: string;
  kind: SearchType;
  search: string;
  beCode: string;
  createdAt: string;
}

const SearchResultEntity = defineEntity<SearchResult>({
  table,
  service,
  entity: 'searchResult',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['uuid'], casing: 'none' },
    },
  },
});

/** Sequence numbers as sort keys: fixed width so that text order is number order. */
export const seqKey = (seq: number): string => String(seq).padStart(7, '0');
/** A message id names its request, so a list of ids finds its items by key. */
export const messageId = (requestCode: string, seq: string): string => `${requestCode}.${seq}`;
export function parseMessageId(id: string): { requestCode: string; seq: string } | null {
  const match = /^(.+)\.(\d{7})$/.exec(id);
  return match?.[1] && match[2] ? { requestCode: match[1], seq: match[2] } : null;
}

async function claimCode(requestCode: string, counterpartyId: string): Promise<boolean> {
  try {
    await RequestCodeEntity.create({ requestCode, counterpartyId });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function ownerOfCode(requestCode: string): Promise<string | null> {
  return (await RequestCodeEntity.get({ requestCode }))?.counterpartyId ?? null;
}

async function createRequest(item: RequestItem): Promise<void> {
  await RequestEntity.create(item);
}

async function getRequest(counterpartyId: string, requestCode: string): Promise<RequestItem | null> {
  return (await RequestEntity.get({ counterpartyId, requestCode })) ?? null;
}

interface ListQuery {
  counterpartyId: string;
  archived: boolean;
  /** Inclusive bounds on lastCommunicatedAt (ISO), narrowing the key range itself. */
  from: string | null;
  to: string | null;
  filter: {
    /** The beginning of a request code: read by key, never the whole partition. */
    codePrefix: string | null;
    createdFrom: string | null;
    createdTo: string | null;
    topics: readonly string[] | null;
    beCodes: readonly string[] | null;
  };
  /** How many items to read at most (the requested page's end), when no filter applies; null reads all matches. */
  limit: number | null;
}

/** The filter expression of the list: the filters that are not part of the key read. */
function listConditions(q: ListQuery, c: ConditionBuilder, withKeyParts: boolean): string {
  const { filter } = q;
  // An empty list compares with '' (an expression cannot be empty).
  const anyOf = (values: readonly string[], one: (v: string) => string) =>
    values.length > 0 ? c.or(...values.map(one)) : one('');
  return c.and(
    withKeyParts && c.eq('archived', q.archived),
    withKeyParts && q.from ? c.gte('lastCommunicatedAt', q.from) : '',
    withKeyParts && q.to ? c.lte('lastCommunicatedAt', `${q.to}\uffff`) : '',
    filter.createdFrom ? c.gte('createdAt', filter.createdFrom) : '',
    filter.createdTo ? c.lte('createdAt', `${filter.createdTo}\uffff`) : '',
    filter.topics ? anyOf(filter.topics, (t) => c.eq('topic', t)) : '',
    filter.beCodes ? anyOf(filter.beCodes, (b) => c.eq('routeCode', b)) : '',
  );
}

/**
 * The supplier's list, newest communication first. A code search reads the codes that begin with
 * the text (primary key); otherwise one index query whose key range is the last-communication
 * dates. Without filters only the requested page's end is read (DynamoDB Limit).
 */
async function listRequests(q: ListQuery): Promise<RequestItem[]> {
  if (q.filter.codePrefix) {
    const found = await RequestEntity.query(
      'primary',
      { counterpartyId: q.counterpartyId },
      {
        range: { begins: { requestCode: q.filter.codePrefix } },
        filter: (c) => listConditions(q, c, true),
      },
    );
    return found.sort((a, b) => byCodeUnits(b.lastCommunicatedAt, a.lastCommunicatedAt));
  }
  // The sort key starts with the date: a date bound covers the whole day, whatever follows it.
  const to = q.to && { lastCommunicatedAt: `${q.to}\uffff` };
  const from = q.from && { lastCommunicatedAt: q.from };
  const range =
    from && to ? { between: [from, to] as const } : from ? { gte: from } : to ? { lte: to } : undefined;
  const { createdFrom, createdTo, topics, beCodes } = q.filter;
  const filtered = Boolean(createdFrom || createdTo || topics || beCodes);
  return RequestEntity.query(
    'bySupplier',
    { counterpartyId: q.counterpartyId, archived: q.archived },
    {
      ...(range ? { range } : {}),
      ...(filtered ? { filter: (c: ConditionBuilder) => listConditions(q, c, false) } : {}),
      order: 'desc',
      ...(q.limit === null ? {} : { limit: q.limit, pages: 1 as const }),
    },
  );
}

/** Every request of a counterparty, archived or not (the personal-data export). */
async function listAllRequests(counterpartyId: string): Promise<RequestItem[]> {
  return RequestEntity.query('primary', { counterpartyId });
}

async function getCounters(counterpartyId: string): Promise<CountersItem | null> {
  return (await CountersEntity.get({ counterpartyId })) ?? null;
}

interface CounterChange {
  openRequests?: number;
  archivedRequests?: number;
  unreadOpen?: number;
  unreadArchived?: number;
}

/** Moves the counters by deltas atomically (ADD creates the item the first time). */
async function changeCounters(counterpartyId: string, change: CounterChange): Promise<void> {
  await CountersEntity.update({ counterpartyId }, { add: { ...change, version: 1 } });
}

/** Reserves the next message number of a request (never reused, even if the message write then fails). */
async function nextSeq(counterpartyId: string, requestCode: string): Promise<string> {
  const result = await RequestEntity.patch({ counterpartyId, requestCode }, { add: { messageSeq: 1 } });
  return seqKey(result.messageSeq);
}

async function putMessage(item: MessageItem): Promise<void> {
  await MessageEntity.create(item);
}

async function listMessages(requestCode: string): Promise<MessageItem[]> {
  return MessageEntity.query('primary', { requestCode });
}

async function getMessage(requestCode: string, seq: string): Promise<MessageItem | null> {
  return (await MessageEntity.get({ requestCode, seq })) ?? null;
}

/** Marks one message read once; false when it was already read. */
async function markRead(requestCode: string, seq: string, at: string): Promise<boolean> {
  try {
    await MessageEntity.patch(
      { requestCode, seq },
      { set: { readAt: at }, when: (c) => c.notExists('readAt') },
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

type RequestPatch = Partial<
  Pick<
    RequestItem,
    | 'archived'
    | 'queue'
    | 'queueSince'
    | 'waitingSince'
    | 'state'
    | 'lastCommunicatedAt'
    | 'unreadBySupplier'
    | 'unreadByStaff'
    | 'beCode'
    | 'routeCode'
  >
>;

/**
 * Changes a request and bumps its version, on the condition that it is still in the state the
 * change was decided on (archived or not): a race loses with a conditional failure, never silently.
 * Index key parts are always written together, so the indexes follow.
 */
async function updateRequest(
  current: RequestItem,
  patch: RequestPatch & { clearWaiting?: boolean },
  add: { unreadBySupplier?: number; unreadByStaff?: number } = {},
): Promise<RequestItem | null> {
  const { clearWaiting, ...set } = patch;
  const next = { ...current, ...set };
  try {
    return await RequestEntity.patch(
      { counterpartyId: current.counterpartyId, requestCode: current.requestCode },
      {
        set: {
          ...set,
          archived: next.archived,
          lastCommunicatedAt: next.lastCommunicatedAt,
          routeCode: next.routeCode,
          queue: next.queue,
          queueSince: next.queueSince,
        },
        add: { version: 1, ...add },
        ...(clearWaiting ? { remove: ['waitingSince'] as const } : {}),
        when: (c) => c.eq('archived', current.archived),
      },
    );
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** An inbox queue (an organisation or the support service), oldest or newest first. */
async function queueItems(
  routeCode: string,
  queue: InboxQueue,
  order: 'asc' | 'desc',
): Promise<RequestItem[]> {
  return RequestEntity.query('byQueue', { routeCode, queue }, { order });
}

async function getStaffMember(login: string): Promise<SupportStaffMember | null> {
  return (await StaffMemberEntity.get({ login })) ?? null;
}

async function putStaffMember(item: SupportStaffMember): Promise<void> {
  await StaffMemberEntity.put(item);
}

async function listOrganisations(): Promise<GroupOrganisation[]> {
  return OrganisationEntity.query('primary', {});
}

async function putOrganisations(items: readonly GroupOrganisation[]): Promise<void> {
  await OrganisationEntity.putMany(items);
}

async function deleteOrganisations(beCodes: readonly string[]): Promise<void> {
  await OrganisationEntity.deleteMany(beCodes.map((beCode) => ({ beCode })));
}

async function deleteStaffMember(login: string): Promise<void> {
  await StaffMemberEntity.delete({ login });
}

async function findProcurement(
  kind: ProcurementItem['kind'],
  lookup: string,
): Promise<ProcurementItem | null> {
  return (await ProcurementEntity.get({ kind, lookup })) ?? null;
}

async function putProcurement(items: ProcurementItem[]): Promise<void> {
  await ProcurementEntity.putMany(items);
}

async function putSearchResult(item: SearchResult): Promise<void> {
  await SearchResultEntity.put(item);
}

async function getSearchResult(counterpartyId: string, uuid: string): Promise<SearchResult | null> {
  return (await SearchResultEntity.get({ counterpartyId, uuid })) ?? null;
}

/** Bulk writes of the seed and the benchmark: plain puts, no conditions. */
async function putRequests(items: RequestItem[]): Promise<void> {
  await RequestEntity.putMany(items);
}
async function putCodes(items: RequestCodeItem[]): Promise<void> {
  await RequestCodeEntity.putMany(items);
}
async function putMessages(items: MessageItem[]): Promise<void> {
  await MessageEntity.putMany(items);
}

/**
 * Erasure (retention): the counterparty's requests, their codes, counters and search results, and the messages
 * of its requests (its e-mails go with the notifications). A message carries no counterparty id (its partition
 * is its request's code), so the messages go first, found through the requests and the codes it claimed: a run
 * stopped midway still finds them next time.
 */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  const filter = (c: ConditionBuilder) => c.eq('counterpartyId', counterpartyId);
  const [requests, codes] = await Promise.all([
    RequestEntity.query('primary', { counterpartyId }),
    RequestCodeEntity.scan(filter),
  ]);
  const requestCodes = [...new Set([...requests, ...codes].map((r) => r.requestCode))];
  let messages = 0;
  for (const requestCode of requestCodes) {
    const items = await MessageEntity.query('primary', { requestCode });
    await MessageEntity.deleteMany(items);
    messages += items.length;
  }
  const counts = await Promise.all([
    RequestEntity.eraseWhere(filter),
    RequestCodeEntity.eraseWhere(filter),
    CountersEntity.eraseWhere(filter),
    SearchResultEntity.eraseWhere(filter),
  ]);
  return counts.reduce((a, b) => a + b, messages);
}

export const communicationRepository = {
  claimCode,
  ownerOfCode,
  createRequest,
  getRequest,
  listRequests,
  listAllRequests,
  getCounters,
  changeCounters,
  nextSeq,
  putMessage,
  listMessages,
  getMessage,
  markRead,
  updateRequest,
  queueItems,
  getStaffMember,
  putStaffMember,
  deleteStaffMember,
  listOrganisations,
  putOrganisations,
  deleteOrganisations,
  findProcurement,
  putProcurement,
  putSearchResult,
  getSearchResult,
  putRequests,
  putCodes,
  putMessages,
  eraseCounterparty,
};
