import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import {
  OTHER_EMAIL_TYPE,
  type communicationSearch as searchEntry,
  type createRequest as createRequestEntry,
  type shortChatList,
  type shortChatItemSchema,
} from '@shared/api/areas/communication';
import type { BodyOf, ResponseOf } from '@shared/api/endpoint';
import type { Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { profileEmails } from '../profiles/profile-emails';
import { findTopic, isUserTheme, topicNames } from './catalogue';
import { isGroupOrganisation, organisationsIn } from './organisations';
import { communicationRepository as repo, type RequestItem } from './communication-repository';
import { attachmentOf } from './attachments';
import { faqTopicName } from './messages-service';
import { openRequest } from './open-request';
import './messages';

type ShortItem = z.infer<ReturnType<typeof shortChatItemSchema>>;

export function toShortItem(r: RequestItem, lang: Language, routeName: (code: string) => string): ShortItem {
  return {
    requestCode: r.requestCode,
    requestTopic: r.theme || topicNames(r.category, r.topic, lang, (c) => faqTopicName(c, lang)).topicName,
    createdAt: r.createdAt,
    lastCommunicatedAt: r.lastCommunicatedAt,
    beName: routeName(r.routeCode),
    communicationState: r.state,
    newMessagesCount: r.unreadBySupplier,
  };
}

/**
 * POST /communication/get-short-chat-list: filters and paging on the server. Without filters the
 * count comes from the counters item and only the requested page's end is read from the index.
 */
export async function shortList(tenant: Tenant, body: BodyOf<typeof shortChatList>, lang: Language) {
  const { pageNumber, pageSize } = body.pageableRequest;
  const filter = {
    codePrefix: body.requestCode ? body.requestCode.toUpperCase() : null,
    createdFrom: body.createdAtFilter?.dateFrom ?? null,
    createdTo: body.createdAtFilter?.dateTo ?? null,
    topics: body.requestSpecificationCodes,
    beCodes: body.beCodes,
  };
  const from = body.lastCommunicatedAtFilter?.dateFrom ?? null;
  const to = body.lastCommunicatedAtFilter?.dateTo ?? null;
  const filtered = Object.values(filter).some((v) => v !== null) || from !== null || to !== null;
  const end = pageNumber * pageSize;
  const query = { counterpartyId: tenant.counterpartyId, archived: body.showArchived, from, to, filter };
  if (!filtered) {
    const [items, counters, names] = await Promise.all([
      repo.listRequests({ ...query, limit: end }),
      repo.getCounters(tenant.counterpartyId),
      organisationsIn(lang),
    ]);
    const elementCount = body.showArchived ? counters?.archivedRequests : counters?.openRequests;
    return {
      content: items.slice(end - pageSize, end).map((r) => toShortItem(r, lang, names.routeName)),
      elementCount: elementCount ?? items.length,
      pageNumber,
    };
  }
  const [items, names] = await Promise.all([
    repo.listRequests({ ...query, limit: null }),
    organisationsIn(lang),
  ]);
  return {
    content: items.slice(end - pageSize, end).map((r) => toShortItem(r, lang, names.routeName)),
    elementCount: items.length,
    pageNumber,
  };
}

/** GET /communication/get-emails-list: the questionnaire's addresses and the sign-in address. */
export async function emailsList(tenant: Tenant, caller: Caller) {
  const emails = await profileEmails(tenant.counterpartyId);
  const list = [
    ...emails.emails.map((email) => ({ email, emailTypeCode: 'COMPANY' })),
    ...emails.emailsForTender.map((email) => ({ email, emailTypeCode: 'TENDER' })),
    { email: caller.login, emailTypeCode: 'LOGIN' },
  ];
  const seen = new Set<string>();
  return list.filter((e) => {
    const k = e.email.toLowerCase();
    if (!e.email || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** What the search proved, when the topic asks for one (01 §4.4): the organisation it names. */
async function searchedOrganisation(
  tenant: Tenant,
  body: BodyOf<typeof createRequestEntry>,
): Promise<string | null> {
  if (!body.searchUuid) return null;
  const result = await repo.getSearchResult(tenant.counterpartyId, body.searchUuid);
  if (!result) return null;
  const searched = [body.mainSearch, body.additionalSearch].map((s) => s?.trim().toLowerCase());
  return searched.includes(result.search.toLowerCase()) ? result.beCode : null;
}

/** POST /communication/create-request: every rule of the wizard (01 §4.4, §5.1) checked again here. */
export async function createRequest(
  tenant: Tenant,
  caller: Caller,
  body: BodyOf<typeof createRequestEntry>,
  now: Date,
) {
  const found = findTopic(body.requestCategory, body.requestTopic);
  if (!found) throw badRequest('communication.unknownTopic');
  const { topic } = found;
  const theme = isUserTheme(topic.code) ? body.requestSpecification : '';
  if (isUserTheme(topic.code) && !theme) throw badRequest('communication.themeRequired');

  let beCode: string | null = null;
  if (body.beCode !== null) {
    if (!(await isGroupOrganisation(body.beCode))) throw badRequest('communication.unknownOrganisation');
    beCode = body.beCode;
  }
  // The search is offered for every topic (01 §2.7); a tender, contract or person it found names the
  // organisation the request goes to. Only some topics require it.
  const searched = await searchedOrganisation(tenant, body);
  if (searched) beCode = searched;
  else if (topic.tenderSearchRequired || topic.contractSearchRequired)
    throw badRequest('communication.searchRequired');
  else if (topic.beRequired && !beCode) throw badRequest('communication.organisationRequired');

  if (body.paEmailType !== OTHER_EMAIL_TYPE) {
    const listed = await emailsList(tenant, caller);
    const address = body.paEmailAddress.toLowerCase();
    if (!listed.some((e) => e.email.toLowerCase() === address))
      throw badRequest('communication.emailNotInList');
  }
  const [message] = body.requestMessages;
  if (!message) throw badRequest('error.validation');
  // The attachment is checked before anything is written: a refusal leaves nothing behind.
  const file = message.fileId ? await attachmentOf(caller, message.fileId) : null;
  return openRequest(
    tenant,
    caller,
    {
      category: found.category.code,
      topic: topic.code,
      theme,
      beCode,
      routeCode: beCode ?? 'SUPPORT',
      paEmailType: body.paEmailType,
      paEmailAddress: body.paEmailAddress,
      mainSearch: body.mainSearch,
      additionalSearch: body.additionalSearch,
      messageText: message.messageText,
      file,
    },
    now,
  );
}

/**
 * POST /communication/search: a tender by number, a contract by number within the chosen
 * organisation, or a responsible person by e-mail, in the procurement port. A hit is remembered
 * for this counterparty under a uuid that create-request names.
 */
export async function search(
  tenant: Tenant,
  body: { search: string; searchType: 'TENDER' | 'EMAIL' | 'CONTRACT'; beCode?: string },
  lang: Language,
  now: Date,
): Promise<ResponseOf<typeof searchEntry>> {
  if (body.searchType === 'CONTRACT' && !body.beCode)
    throw badRequest('communication.contractNeedsOrganisation');
  const lookup =
    body.searchType === 'CONTRACT'
      ? `${body.beCode}/${body.search}`
      : body.searchType === 'EMAIL'
        ? body.search.toLowerCase()
        : body.search;
  const record = await repo.findProcurement(body.searchType, lookup);
  if (!record) return { isSuccess: false, uuid: null, match: null };
  const uuid = randomUUID();
  await repo.putSearchResult({
    uuid,
    counterpartyId: tenant.counterpartyId,
    kind: body.searchType,
    search: body.search,
    beCode: record.beCode,
    createdAt: now.toISOString(),
  });
  const search =
    body.searchType === 'CONTRACT' ? record.lookup.slice(`${record.beCode}/`.length) : record.lookup;
  return {
    isSuccess: true,
    uuid,
    match: {
      searchType: body.searchType,
      search,
      title: record.title,
      beCode: record.beCode,
      beName: (await organisationsIn(lang)).routeName(record.beCode),
    },
  };
}
