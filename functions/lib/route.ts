import type { Endpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@shared/api/endpoint';
import type { Language } from '@shared/constants/spec';
import type { Caller } from './caller';
import type { Tenant } from './tenant';

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
}

/** A 302 answer for calls whose contract says `answer: 'redirect'` (file links the browser follows). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** The answer of calls whose contract says `answer: 'document'`: sent as is, not wrapped, cacheable. */
export class JsonDocument {
  constructor(readonly body: unknown) {}
}

export type RouteImpl<E extends Endpoint> = (
  ctx: RouteContext<E>,
) => Promise<ResponseOf<E> | Redirect | JsonDocument>;

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
