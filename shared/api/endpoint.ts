import type { z } from 'zod/mini';

/** The Lambda functions of the back end: one per /api path group (see ARCHITECTURE.md). */
export const FUNCTION_GROUPS = [
  'public',
  'account',
  'notifications',
  'dictionaries',
  'files',
  'tenders',
  'communication',
  'faq',
  'profiles',
  'bank',
  'registration',
  'search',
  'relationships',
  'admin',
  'backoffice',
  'documents',
  'pbiot',
] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

/**
 * Who may call an entry.
 * - public: no token;
 * - user: any signed-in user, registered or not (the current user, the agreement);
 * - supplier: a signed-in supplier acting for its own counterparty (tenant);
 * - admin / moderator / support: members of that Cognito group;
 * - staff: the group's administrators and reviewers (`admin` or `moderator`), not the support staff.
 */
export type Access = 'public' | 'user' | 'supplier' | 'admin' | 'moderator' | 'support' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Unique name; handlers are registered under it. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path with `{param}` placeholders, as API Gateway spells it. */
  readonly path: `/api/${string}`;
  readonly fn: FunctionGroup;
  readonly access: Access;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /**
   * `redirect`: the answer is a 302 to a short-lived URL (file links the browser opens itself);
   * `document`: the answer is a JSON document of its own, not wrapped as `{ response }`.
   */
  readonly answer?: 'json' | 'redirect' | 'document';
  /** Which spec document names the call; `own` for paths the spec leaves to us. */
  readonly doc: '01' | '02' | '03' | 'own';
}

/** A schema, or a function that builds it when it is first read. */
type Deferred<S> = S | (() => S);

/** An entry as an area writes it: its schemas given built, or as functions that build them. */
export type EndpointDefinition<Q, B, R, P> = Omit<Endpoint, 'params' | 'query' | 'body' | 'response'> & {
  readonly params?: Deferred<P>;
  readonly query?: Deferred<Q>;
  readonly body?: Deferred<B>;
  readonly response: Deferred<R>;
};

const SCHEMA_PARTS = ['params', 'query', 'body', 'response'] as const;

/**
 * A contract entry with the literal types of its schemas. A schema given as a function is built when it
 * is first read, once: a function's cold call then builds the schemas of the route it serves, not those
 * of every entry its handler names (docs/figures-runtime.md).
 */
export function endpoint<
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
  P extends z.ZodMiniType,
>(definition: EndpointDefinition<Q, B, R, P>): Endpoint<Q, B, R, P> {
  const entry: Record<string, unknown> = { ...definition };
  for (const part of SCHEMA_PARTS) {
    const given: unknown = definition[part];
    if (typeof given !== 'function') continue;
    let built: unknown;
    Object.defineProperty(entry, part, {
      enumerable: true,
      get: () => (built ??= (given as () => unknown)()),
    });
  }
  return entry as unknown as Endpoint<Q, B, R, P>;
}

export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.infer<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodMiniType, infer B, z.ZodMiniType, z.ZodMiniType> ? z.infer<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer R, z.ZodMiniType> ? z.infer<R> : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer P> ? z.infer<P> : never;

/** Replaces `{param}` placeholders: `/api/files/{id}` + {id: 'x'} → `/api/files/x`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** How a call is looked up: its method and its path template. */
export const endpointKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
