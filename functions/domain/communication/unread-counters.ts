import { conditional } from '../../lib/route';
import type { Tenant } from '../../lib/tenant';
import { communicationRepository as repo } from './communication-repository';

/** What a poll sends back: the entity tag of the answer it holds. */
type Polled = Parameters<typeof conditional>[0];

/**
 * The counts the header polls on every screen: one small item per counterparty, kept by the chat as it
 * changes. Apart from the chat itself, so that a poll loads the repository and not the mail it sends.
 */
async function counters(tenant: Tenant) {
  const item = await repo.getCounters(tenant.counterpartyId);
  return {
    version: item?.version ?? 0,
    openRequests: item?.openRequests ?? 0,
    unreadOpen: item?.unreadOpen ?? 0,
    unreadArchived: item?.unreadArchived ?? 0,
  };
}

/** The header's unread count of open requests, polled: one small item read, 304 while unchanged. */
export async function activeNewMessagesCount(tenant: Tenant, ctx: Polled) {
  const c = await counters(tenant);
  return conditional(ctx, `count-${c.version}`, () => Promise.resolve(Math.max(0, c.unreadOpen)));
}

/** The legacy count: unread messages of all requests, archived ones included. */
export async function allNewMessagesCount(tenant: Tenant, ctx: Polled) {
  const c = await counters(tenant);
  return conditional(ctx, `all-${c.version}`, () =>
    Promise.resolve(Math.max(0, c.unreadOpen + c.unreadArchived)),
  );
}

export async function chatInfo(tenant: Tenant) {
  const c = await counters(tenant);
  return { activeRequests: Math.max(0, c.openRequests), newMessages: Math.max(0, c.unreadOpen) };
}
