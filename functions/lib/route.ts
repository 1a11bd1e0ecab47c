import type { Endpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@shared/api/endpoint';
import type { Language } from '@shared/constants/spec';
import type { Caller } from './caller';
import type { Tenant } from './tenant';

/** The client of a request as the API sees it (recorded with a consent). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** What a route implementation receives: parsed input, the caller, and (for supplier routes) its tenant. */
export interface RouteContext<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** null only on public routes. */
  caller: Caller | null;
  /** Set on supplier routes; null elsewhere. */
  tenant: Tenant | null;
  lang: Language;
  requestId: string;
  /** The entity tag a poll sends back (If-None-Match), or null. */
  ifNoneMatch: string | null;
  client: ClientInfo;
}

/** A 302 answer for calls whose contract says `answer: 'redirect'` (file links the browser follows). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** The answer of calls whose contract says `answer: 'document'`: sent as is, not wrapped, cacheable. */
export class JsonDocument {
  constructor(readonly body: unknown) {}
}

/** An answer with its entity tag: the next poll sends the tag back and gets a 304 while nothing changed. */
export class Tagged<T> {
  constructor(
    readonly etag: string,
    readonly body: T,
  ) {}
}

/** A 304 without a body: what the poller holds is still current. */
export class NotModified {
  constructor(readonly etag: string) {}
}

export type RouteImpl<E extends Endpoint> = (
  ctx: RouteContext<E>,
) => Promise<ResponseOf<E> | Redirect | JsonDocument | Tagged<ResponseOf<E>> | NotModified>;

/**
 * Polled reads: `version` comes from one small item the caller has already read; only when the
 * poller's tag differs is the answer built (the expensive part) and sent with the new tag.
 */
export async function conditional<T>(
  ctx: { ifNoneMatch: string | null },
  version: string,
  build: () => Promise<T>,
): Promise<Tagged<T> | NotModified> {
  const etag = `"${version}"`;
  if (ctx.ifNoneMatch === etag) return new NotModified(etag);
  return new Tagged(etag, await build());
}

export interface Route {
  endpoint: Endpoint;
  impl: RouteImpl<Endpoint>;
}

/** Binds an implementation to its contract entry, with the entry's types. */
export const route = <E extends Endpoint>(endpoint: E, impl: RouteImpl<E>): Route => ({
  endpoint,
  impl: impl as unknown as RouteImpl<Endpoint>,
});

/** Narrows the context of a supplier route: the dispatcher has already resolved the tenant. */
export function tenantOf(ctx: { tenant: Tenant | null }): Tenant {
  if (!ctx.tenant) throw new Error('tenantOf called on a route without a tenant');
  return ctx.tenant;
}

export function callerOfCtx(ctx: { caller: Caller | null }): Caller {
  if (!ctx.caller) throw new Error('caller missing on a protected route');
  return ctx.caller;
}
