import { describe, expect, it, vi } from 'vitest';

/**
 * Every call of zod/mini's factories and checks (z.object, z.string, z.coerce.number, z.maxLength…) is
 * counted: a schema is only ever built through them, so none counted means none built.
 */
const built = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('zod/mini', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const counted = (name: string, fn: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      built.calls.push(name);
      return fn.apply(this, args);
    };
  // Classes (ZodObject…) stay as they are, for `instanceof`; the factories and their namespaces are counted.
  const wrap = (value: unknown, name: string): unknown => {
    if (typeof value === 'function' && !/^[A-Z$]/.test(name.split('.').pop()!))
      return counted(name, value as (...args: unknown[]) => unknown);
    if (name === 'coerce' || name === 'iso')
      return Object.fromEntries(
        Object.entries(value as object).map(([k, v]) => [k, wrap(v, `${name}.${k}`)]),
      );
    return value;
  };
  return Object.fromEntries(Object.entries(real).map(([k, v]) => [k, wrap(v, k)]));
});

describe('the contract builds the schemas a call uses, when it uses them', () => {
  it('loading every area of the contract and the shared rules builds no schema', async () => {
    const { ENDPOINTS } = await import('./contract');
    await import('../validation/address');
    await import('../validation/contacts');
    await import('../validation/registration');
    await import('../validation/register-search');
    expect(ENDPOINTS.length).toBeGreaterThan(100);
    expect(built.calls).toEqual([]);
  });

  it("reading one entry's answer builds that answer's schemas, and it parses as before", async () => {
    const { pbiotAccess, pbiotCurrent } = await import('./areas/pbiot');
    const before = built.calls.length;
    const response = pbiotAccess.response;
    const forAccess = built.calls.length - before;
    expect(forAccess).toBeGreaterThan(0);
    // Built once: read again, nothing more is built.
    expect(pbiotAccess.response).toBe(response);
    expect(built.calls.length - before).toBe(forAccess);
    // The current questionnaire's schemas were not among them.
    void pbiotCurrent.response;
    expect(built.calls.length - before).toBeGreaterThan(forAccess);
    const statusInfo = {
      successfulChecks: 0,
      pbiotAccessType: 'ON',
      sendBlockedByPackage: false,
      accessExpiresAfter: null,
    };
    const answer = {
      statusInfo,
      hasAccess: true,
      blockReason: null,
      company: { name: 'ООО «Ромашка»', code: '1000001', inn: '7736050003' },
      login: 'legal@demo.test',
    };
    expect(response.safeParse(answer).success).toBe(true);
    expect(response.safeParse({ ...answer, hasAccess: 'yes' }).success).toBe(false);
  });
});
