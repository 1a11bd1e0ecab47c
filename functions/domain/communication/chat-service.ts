import type { Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { conditional } from '../../lib/route';
import type { Tenant } from '../../lib/tenant';
import {
  communicationRepository as repo,
  parseMessageId,
  type RequestItem,
} from './communication-repository';
import { attachmentOf, messageAttachment } from './attachments';
import { chatOf, markRead, postMessage, runAction } from './messages-service';

/** The tenant's own request: another counterparty's code is simply not found under this key. */
async function ownRequest(tenant: Tenant, requestCode: string): Promise<RequestItem> {
  const request = await repo.getRequest(tenant.counterpartyId, requestCode);
  if (!request) throw notFound();
  return request;
}

interface Polled {
  ifNoneMatch: string | null;
}

/** GET /communication/get-full-chat, polled every 5 s: one key read while nothing changed. */
export async function fullChat(tenant: Tenant, requestCode: string, ctx: Polled, lang: Language) {
  const request = await ownRequest(tenant, requestCode);
  return conditional(ctx, `chat-${request.version}-${lang}`, () => chatOf(request, 'SUPPLIER', lang));
}

export async function createMessage(
  tenant: Tenant,
  caller: Caller,
  body: { requestCode: string; messageText: string; fileId: string | null },
  now: Date,
) {
  const request = await ownRequest(tenant, body.requestCode);
  const file = body.fileId ? await attachmentOf(caller, body.fileId) : null;
  const id = await postMessage(
    request,
    { side: 'SUPPLIER', authorName: request.companyName, text: body.messageText, file },
    now,
  );
  return { id };
}

export async function makeAction(
  tenant: Tenant,
  body: { requestCode: string; chatAction: string; beCode: string | null },
  lang: Language,
  now: Date,
) {
  const request = await ownRequest(tenant, body.requestCode);
  await runAction(request, 'SUPPLIER', body.chatAction, body.beCode, request.companyName, lang, now);
  return { success: true as const };
}

/** POST /communication/mark-messages-as-read: ids name their requests; each must be the tenant's. */
export async function markMessagesAsRead(tenant: Tenant, ids: readonly string[], now: Date) {
  const byRequest = new Map<string, string[]>();
  for (const id of ids) {
    const parsed = parseMessageId(id);
    if (!parsed) throw notFound();
    byRequest.set(parsed.requestCode, [...(byRequest.get(parsed.requestCode) ?? []), id]);
  }
  // Every request is checked before anything is marked: a foreign id changes nothing.
  const requests = await Promise.all([...byRequest.keys()].map((code) => ownRequest(tenant, code)));
  for (const request of requests)
    await markRead(request, 'SUPPLIER', byRequest.get(request.requestCode) ?? [], now);
  return { success: true as const };
}

export async function attachment(tenant: Tenant, requestCode: string, messageId: string) {
  return messageAttachment(await ownRequest(tenant, requestCode), messageId);
}
