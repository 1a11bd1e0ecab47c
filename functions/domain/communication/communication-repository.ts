import { Entity, type EntityItem } from 'electrodb';
import { COMMUNICATION_STATES, INBOX_QUEUES, SEARCH_TYPES } from '@shared/api/areas/communication';
import { documentClient } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { isConditionalFailure } from '../accounts/accounts-repository';

const table = tableName('communication');
const service = 'communication';
const config = { client: documentClient, table };
// Keys keep the case of their values (ElectroDB lowercases by default): codes and ids are case-sensitive.

/**
 * A request (appeal) of a counterparty. Every read of a supplier is a key or index query under its
 * counterparty; the staff inbox is an index query under the organisation (route) and queue.
 */
export const RequestEntity = new Entity(
  {
    model: { entity: 'request', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      requestCode: { type: 'string', required: true },
      companyName: { type: 'string', required: true },
      companyCode: { type: 'string', required: true },
      category: { type: 'string', required: true },
      topic: { type: 'string', required: true },
      theme: { type: 'string', required: true },
      /** The organisation chosen or found by the search; null for the support service's topics. */
      beCode: { type: 'string' },
      /** Whose inbox the request is in: the organisation, or the support service. */
      routeCode: { type: 'string', required: true },
      paEmailType: { type: 'string', required: true },
      paEmailAddress: { type: 'string', required: true },
      mainSearch: { type: 'string' },
      additionalSearch: { type: 'string' },
      createdBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      lastCommunicatedAt: { type: 'string', required: true },
      archived: { type: 'boolean', required: true },
      queue: { type: INBOX_QUEUES, required: true },
      /** Sort key of the inbox queue: the oldest unanswered supplier message while WAITING. */
      queueSince: { type: 'string', required: true },
      waitingSince: { type: 'string' },
      state: { type: COMMUNICATION_STATES, required: true },
      unreadBySupplier: { type: 'number', required: true },
      unreadByStaff: { type: 'number', required: true },
      messageSeq: { type: 'number', required: true },
      /** Bumped by every change a reader can see: the chat's entity tag. */
      version: { type: 'number', required: true },
    },
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
  },
  config,
);

/** A request code claimed once across all counterparties; staff find a request's owner through it. */
export const RequestCodeEntity = new Entity(
  {
    model: { entity: 'requestCode', version: '1', service },
    attributes: {
      requestCode: { type: 'string', required: true },
      counterpartyId: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['requestCode'], casing: 'none' },
        sk: { field: 'sk', composite: [], casing: 'none' },
      },
    },
  },
  config,
);

/** A chat message; its sequence number orders the chat and is part of its id. */
export const MessageEntity = new Entity(
  {
    model: { entity: 'message', version: '1', service },
    attributes: {
      requestCode: { type: 'string', required: true },
      seq: { type: 'string', required: true },
      side: { type: ['SUPPLIER', 'STAFF'] as const, required: true },
      authorName: { type: 'string', required: true },
      text: { type: 'string', required: true },
      fileId: { type: 'string' },
      fileOwner: { type: 'string' },
      fileName: { type: 'string' },
      createdAt: { type: 'string', required: true },
      readAt: { type: 'string' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['requestCode'], casing: 'none' },
        sk: { field: 'sk', composite: ['seq'], casing: 'none' },
      },
    },
  },
  config,
);

/** The counts a supplier's header polls: one small item per counterparty. */
export const CountersEntity = new Entity(
  {
    model: { entity: 'counters', version: '1', service },
    attributes: {
      counterpartyId: { type: 'string', required: true },
      openRequests: { type: 'number', required: true, default: 0 },
      archivedRequests: { type: 'number', required: true, default: 0 },
      unreadOpen: { type: 'number', required: true, default: 0 },
      unreadArchived: { type: 'number', required: true, default: 0 },
      version: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: [], casing: 'none' },
      },
    },
  },
  config,
);

/** A member of the `support` group: which organisations' (and which categories') requests they answer. */
export const StaffMemberEntity = new Entity(
  {
    model: { entity: 'staffMember', version: '1', service },
    attributes: {
      login: { type: 'string', required: true },
      displayName: { type: 'string', required: true },
      routeCodes: { type: 'list', items: { type: 'string' }, required: true },
      /** Empty: every category. */
      categories: { type: 'list', items: { type: 'string' }, required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['login'], casing: 'none' },
        sk: { field: 'sk', composite: [], casing: 'none' },
      },
    },
  },
  config,
);

/** The procurement port's records: tenders, contracts and their responsible people. */
export const ProcurementEntity = new Entity(
  {
    model: { entity: 'procurement', version: '1', service },
    attributes: {
      kind: { type: SEARCH_TYPES, required: true },
      /** Tender number; `<beCode>/<contract number>`; the responsible person's e-mail in lower case. */
      lookup: { type: 'string', required: true },
      beCode: { type: 'string', required: true },
      title: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['kind', 'lookup'], casing: 'none' },
        sk: { field: 'sk', composite: [], casing: 'none' },
      },
    },
  },
  config,
);

/** A successful search of a counterparty: create-request names it by uuid (it proves the search happened). */
export const SearchResultEntity = new Entity(
  {
    model: { entity: 'searchResult', version: '1', service },
    attributes: {
      uuid: { type: 'string', required: true },
      counterpartyId: { type: 'string', required: true },
      kind: { type: SEARCH_TYPES, required: true },
      search: { type: 'string', required: true },
      beCode: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
        sk: { field: 'sk', composite: ['uuid'], casing: 'none' },
      },
    },
  },
  config,
);

/** E-mails waiting for the sender (SES in AWS); locally they are only printed. */
export const OutboxEntity = new Entity(
  {
    model: { entity: 'outbox', version: '1', service },
    attributes: {
      id: { type: 'string', required: true },
      status: { type: ['PENDING', 'SENT'] as const, required: true },
      to: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      body: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['status'], casing: 'none' },
        sk: { field: 'sk', composite: ['createdAt', 'id'], casing: 'none' },
      },
    },
  },
  config,
);

export type RequestItem = EntityItem<typeof RequestEntity>;
export type MessageItem = EntityItem<typeof MessageEntity>;
export type CountersItem = EntityItem<typeof CountersEntity>;
export type StaffMember = EntityItem<typeof StaffMemberEntity>;
export type ProcurementItem = EntityItem<typeof ProcurementEntity>;
export type SearchResult = EntityItem<typeof SearchResultEntity>;
export type OutboxItem = EntityItem<typeof OutboxEntity>;

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
    await RequestCodeEntity.create({ requestCode, counterpartyId }).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function ownerOfCode(requestCode: string): Promise<string | null> {
  return (await RequestCodeEntity.get({ requestCode }).go()).data?.counterpartyId ?? null;
}

async function createRequest(item: RequestItem): Promise<void> {
  await RequestEntity.create(item).go();
}

async function getRequest(counterpartyId: string, requestCode: string): Promise<RequestItem | null> {
  return (await RequestEntity.get({ counterpartyId, requestCode }).go()).data;
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

type Attr = Parameters<Parameters<ReturnType<typeof RequestEntity.query.primary>['where']>[0]>[0];
type Op = Parameters<Parameters<ReturnType<typeof RequestEntity.query.primary>['where']>[0]>[1];

/** The filter expression of the list: the filters that are not part of the key read. */
function listConditions(q: ListQuery, attr: Attr, op: Op, withKeyParts: boolean): string {
  const { filter } = q;
  const anyOf = (values: readonly string[], one: (v: string) => string) =>
    `(${values.map(one).join(' OR ') || one('')})`;
  return [
    withKeyParts ? op.eq(attr.archived, q.archived) : '',
    withKeyParts && q.from ? op.gte(attr.lastCommunicatedAt, q.from) : '',
    withKeyParts && q.to ? op.lte(attr.lastCommunicatedAt, `${q.to}\uffff`) : '',
    filter.createdFrom ? op.gte(attr.createdAt, filter.createdFrom) : '',
    filter.createdTo ? op.lte(attr.createdAt, `${filter.createdTo}\uffff`) : '',
    filter.topics ? anyOf(filter.topics, (t) => op.eq(attr.topic, t)) : '',
    filter.beCodes ? anyOf(filter.beCodes, (b) => op.eq(attr.routeCode, b)) : '',
  ]
    .filter(Boolean)
    .join(' AND ');
}

/**
 * The supplier's list, newest communication first. A code search reads the codes that begin with
 * the text (primary key); otherwise one index query whose key range is the last-communication
 * dates. Without filters only the requested page's end is read (DynamoDB Limit).
 */
async function listRequests(q: ListQuery): Promise<RequestItem[]> {
  if (q.filter.codePrefix) {
    const found = await RequestEntity.query
      .primary({ counterpartyId: q.counterpartyId })
      .begins({ requestCode: q.filter.codePrefix })
      .where((attr, op) => listConditions(q, attr, op, true))
      .go({ pages: 'all' });
    return found.data.sort((a, b) => b.lastCommunicatedAt.localeCompare(a.lastCommunicatedAt));
  }
  const index = RequestEntity.query.bySupplier({ counterpartyId: q.counterpartyId, archived: q.archived });
  // The sort key starts with the date: a date bound covers the whole day, whatever follows it.
  const ranged =
    q.from && q.to
      ? index.between({ lastCommunicatedAt: q.from }, { lastCommunicatedAt: `${q.to}\uffff` })
      : q.from
        ? index.gte({ lastCommunicatedAt: q.from })
        : q.to
          ? index.lte({ lastCommunicatedAt: `${q.to}\uffff` })
          : index;
  const { createdFrom, createdTo, topics, beCodes } = q.filter;
  const filtered =
    createdFrom || createdTo || topics || beCodes
      ? ranged.where((attr, op) => listConditions(q, attr, op, false))
      : ranged;
  const result =
    q.limit === null
      ? await filtered.go({ order: 'desc', pages: 'all' })
      : await filtered.go({ order: 'desc', limit: q.limit, pages: 1 });
  return result.data;
}

async function getCounters(counterpartyId: string): Promise<CountersItem | null> {
  return (await CountersEntity.get({ counterpartyId }).go()).data;
}

interface CounterChange {
  openRequests?: number;
  archivedRequests?: number;
  unreadOpen?: number;
  unreadArchived?: number;
}

/** Moves the counters by deltas atomically (ADD creates the item the first time). */
async function changeCounters(counterpartyId: string, change: CounterChange): Promise<void> {
  await CountersEntity.update({ counterpartyId })
    .add({ ...change, version: 1 })
    .go();
}

/** Reserves the next message number of a request (never reused, even if the message write then fails). */
async function nextSeq(counterpartyId: string, requestCode: string): Promise<string> {
  const result = await RequestEntity.patch({ counterpartyId, requestCode })
    .add({ messageSeq: 1 })
    .go({ response: 'all_new' });
  return seqKey(result.data.messageSeq);
}

async function putMessage(item: MessageItem): Promise<void> {
  await MessageEntity.create(item).go();
}

async function listMessages(requestCode: string): Promise<MessageItem[]> {
  return (await MessageEntity.query.primary({ requestCode }).go({ pages: 'all' })).data;
}

async function getMessage(requestCode: string, seq: string): Promise<MessageItem | null> {
  return (await MessageEntity.get({ requestCode, seq }).go()).data;
}

/** Marks one message read once; false when it was already read. */
async function markRead(requestCode: string, seq: string, at: string): Promise<boolean> {
  try {
    await MessageEntity.patch({ requestCode, seq })
      .set({ readAt: at })
      .where((attr, op) => op.notExists(attr.readAt))
      .go();
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
    let op = RequestEntity.patch({ counterpartyId: current.counterpartyId, requestCode: current.requestCode })
      .set({
        ...set,
        archived: next.archived,
        lastCommunicatedAt: next.lastCommunicatedAt,
        routeCode: next.routeCode,
        queue: next.queue,
        queueSince: next.queueSince,
      })
      .add({ version: 1, ...add });
    if (clearWaiting) op = op.remove(['waitingSince']);
    const result = await op
      .where((attr, o) => o.eq(attr.archived, current.archived))
      .go({ response: 'all_new' });
    return result.data as RequestItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** An inbox queue (an organisation or the support service), oldest or newest first. */
async function queueItems(
  routeCode: string,
  queue: (typeof INBOX_QUEUES)[number],
  order: 'asc' | 'desc',
): Promise<RequestItem[]> {
  return (await RequestEntity.query.byQueue({ routeCode, queue }).go({ order, pages: 'all' })).data;
}

async function getStaffMember(login: string): Promise<StaffMember | null> {
  return (await StaffMemberEntity.get({ login }).go()).data;
}

async function putStaffMember(item: StaffMember): Promise<void> {
  await StaffMemberEntity.put(item).go();
}

async function findProcurement(
  kind: ProcurementItem['kind'],
  lookup: string,
): Promise<ProcurementItem | null> {
  return (await ProcurementEntity.get({ kind, lookup }).go()).data;
}

async function putProcurement(items: ProcurementItem[]): Promise<void> {
  await ProcurementEntity.put(items).go();
}

async function putSearchResult(item: SearchResult): Promise<void> {
  await SearchResultEntity.put(item).go();
}

async function getSearchResult(counterpartyId: string, uuid: string): Promise<SearchResult | null> {
  return (await SearchResultEntity.get({ counterpartyId, uuid }).go()).data;
}

async function putOutbox(item: OutboxItem): Promise<void> {
  await OutboxEntity.create(item).go();
}

async function listOutbox(status: OutboxItem['status'], limit: number): Promise<OutboxItem[]> {
  return (await OutboxEntity.query.primary({ status }).go({ limit, pages: 1 })).data;
}

/** Moves a sent e-mail out of the pending queue (its SENT copy first: a crash between the two re-sends nothing twice). */
async function markSent(item: OutboxItem): Promise<void> {
  await OutboxEntity.put({ ...item, status: 'SENT' }).go();
  await OutboxEntity.delete({ status: 'PENDING', createdAt: item.createdAt, id: item.id }).go();
}

/** Bulk writes of the seed and the benchmark: plain puts, no conditions. */
async function putRequests(items: RequestItem[]): Promise<void> {
  await RequestEntity.put(items).go();
}
async function putCodes(items: { requestCode: string; counterpartyId: string }[]): Promise<void> {
  await RequestCodeEntity.put(items).go();
}
async function putMessages(items: MessageItem[]): Promise<void> {
  await MessageEntity.put(items).go();
}

export const communicationRepository = {
  claimCode,
  ownerOfCode,
  createRequest,
  getRequest,
  listRequests,
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
  findProcurement,
  putProcurement,
  putSearchResult,
  getSearchResult,
  putOutbox,
  listOutbox,
  markSent,
  putRequests,
  putCodes,
  putMessages,
};
