import { randomInt } from 'node:crypto';
import type { Caller } from '../../lib/caller';
import type { Tenant } from '../../lib/tenant';
import type { Attachment } from './attachments';
import { communicationRepository as repo, seqKey } from './communication-repository';
import { messageItemOf, supplierMessageSummary } from './messages-service';

/** Request codes: year and month, then six digits; claimed once across all counterparties. */
async function claimNewCode(counterpartyId: string, now: Date): Promise<string> {
  const prefix = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  for (;;) {
    const code = `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (await repo.claimCode(code, counterpartyId)) return code;
  }
}

export interface NewRequest {
  category: string;
  topic: string;
  theme: string;
  beCode: string | null;
  routeCode: string;
  paEmailType: string;
  paEmailAddress: string;
  mainSearch?: string;
  additionalSearch?: string;
  messageText: string;
  file: Attachment | null;
}

/**
 * Stores a request with its first message (FAQ questions come through here too). The message is written
 * first and the request then appears whole (its first message counted, waiting in the staff's queue),
 * as posting the message to an empty request would leave it, in three round trips instead of seven.
 */
export async function openRequest(
  tenant: Tenant,
  caller: Caller,
  request: NewRequest,
  now: Date,
): Promise<{ requestCode: string }> {
  const requestCode = await claimNewCode(tenant.counterpartyId, now);
  const at = now.toISOString();
  const first = {
    side: 'SUPPLIER' as const,
    authorName: tenant.companyName,
    text: request.messageText,
    file: request.file,
  };
  await repo.putMessage(messageItemOf(requestCode, seqKey(1), first, at));
  await Promise.all([
    repo.createRequest({
      counterpartyId: tenant.counterpartyId,
      requestCode,
      companyName: tenant.companyName,
      companyCode: tenant.companyCode,
      category: request.category,
      topic: request.topic,
      theme: request.theme,
      ...(request.beCode ? { beCode: request.beCode } : {}),
      routeCode: request.routeCode,
      paEmailType: request.paEmailType,
      paEmailAddress: request.paEmailAddress,
      ...(request.mainSearch ? { mainSearch: request.mainSearch } : {}),
      ...(request.additionalSearch ? { additionalSearch: request.additionalSearch } : {}),
      createdBy: caller.login,
      createdAt: at,
      archived: false,
      ...supplierMessageSummary(at, undefined),
      unreadBySupplier: 0,
      unreadByStaff: 1,
      messageSeq: 1,
      version: 1,
    }),
    repo.changeCounters(tenant.counterpartyId, { openRequests: 1 }),
  ]);
  return { requestCode };
}
