import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@shared/api/contract';
import type { Access, Endpoint } from '@shared/api/endpoint';
import { call, createUser, signIn, uniqueEmail } from '../support/api';

/**
 * The role half of the authorization matrix, derived from the contract: for every entry and every kind of
 * caller, who is refused (401 without a token, 403 for the wrong role) — before any handler runs.
 * The tenant half (a supplier cannot reach another supplier's data) is in authorization-tenants.test.ts.
 */
type Role = 'anonymous' | 'supplier' | 'newUser' | 'admin' | 'moderator' | 'support';
const ROLES: readonly Role[] = ['anonymous', 'supplier', 'newUser', 'admin', 'moderator', 'support'];

/** route × role → the refusal the caller must get, or null where the call reaches its handler. */
const REFUSAL: Record<Access, Record<Role, 401 | 403 | null>> = {
  public: { anonymous: null, supplier: null, newUser: null, admin: null, moderator: null, support: null },
  user: { anonymous: 401, supplier: null, newUser: null, admin: null, moderator: null, support: null },
  supplier: { anonymous: 401, supplier: null, newUser: 403, admin: 403, moderator: 403, support: 403 },
  admin: { anonymous: 401, supplier: 403, newUser: 403, admin: null, moderator: 403, support: 403 },
  moderator: { anonymous: 401, supplier: 403, newUser: 403, admin: 403, moderator: null, support: 403 },
  support: { anonymous: 401, supplier: 403, newUser: 403, admin: 403, moderator: 403, support: null },
  staff: { anonymous: 401, supplier: 403, newUser: 403, admin: null, moderator: null, support: 403 },
};

const tokens = {} as Record<Role, string | undefined>;

beforeAll(async () => {
  const newUser = uniqueEmail('matrix-new');
  await createUser(newUser);
  tokens.anonymous = undefined;
  tokens.supplier = await signIn('legal@demo.test');
  tokens.newUser = await signIn(newUser);
  tokens.admin = await signIn('admin@demo.test');
  tokens.moderator = await signIn('moderator@demo.test');
  tokens.support = await signIn('support-north@demo.test');
});

/** Placeholder values: refusals come before parsing, so the values never matter for them. */
const samplePath = (e: Endpoint) => e.path.replace(/\{[^}]+\}/g, 'sample-1');

/**
 * Reads are safe to let through; writes by an allowed caller are left to each area's own suite, so that an
 * empty write here can never change the demo data the other suites read.
 */
const reachesHandlerSafely = (e: Endpoint) => e.method === 'GET';

describe.each(ROLES)('as %s', (role) => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    const expected = REFUSAL[endpoint.access][role];
    if (expected === null && !reachesHandlerSafely(endpoint)) return;
    const { status, body } = await call(endpoint.method, samplePath(endpoint), { token: tokens[role] });
    if (expected !== null) {
      expect(status, JSON.stringify(body)).toBe(expected);
      expect(body).toMatchObject({ code: expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', files: null });
    } else {
      expect([401, 403], JSON.stringify(body)).not.toContain(status);
    }
  });
});
