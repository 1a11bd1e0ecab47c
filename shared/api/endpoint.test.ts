import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { endpoint } from './endpoint';

const entry = (build: () => z.ZodObject) =>
  endpoint({
    id: 'probe',
    method: 'POST',
    path: '/api/probe',
    fn: 'public',
    access: 'public',
    doc: 'own',
    body: build,
    response: z.object({ ok: z.boolean() }),
  });

describe('a contract entry', () => {
  it('builds a schema given as a function when it is first read, and once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const probe = entry(build);
    // Naming the entry (a handler's route table does) builds nothing.
    expect(build).not.toHaveBeenCalled();
    expect(probe.id).toBe('probe');
    const body = probe.body!;
    expect(body.safeParse({ name: 'ООО «Ромашка»' }).success).toBe(true);
    expect(body.safeParse({ name: 7 }).success).toBe(false);
    expect(probe.body).toBe(body);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a schema given built, and shows every part to those who list them (OpenAPI)', () => {
    const probe = entry(() => z.object({ name: z.string() }));
    expect(Object.keys(probe)).toEqual(expect.arrayContaining(['body', 'response']));
    expect(probe.response.safeParse({ ok: true }).success).toBe(true);
    expect(probe.query).toBeUndefined();
  });
});
