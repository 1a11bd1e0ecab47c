import { beforeAll, describe, expect, it, vi } from 'vitest';

// Type only: the module reads its key from the environment when it loads, after the stub below.
import type * as Links from './registration-links';

describe('registration links', () => {
  let links: typeof Links;
  beforeAll(async () => {
    vi.stubEnv('REGISTRATION_LINK_SECRET', 'test-secret');
    links = await import('./registration-links');
  });

  it('verify a token they signed until it expires', async () => {
    const id = links.newInviteId();
    const token = await links.signInvitation(id, new Date('2026-12-01T00:00:00Z'));
    expect(token.length).toBeLessThanOrEqual(64);
    expect(links.looksLikeInvitation(token)).toBe(true);
    expect(await links.verifyInvitation(token, new Date('2026-11-30T00:00:00Z'))).toBe(id);
    expect(await links.verifyInvitation(token, new Date('2026-12-01T00:00:01Z'))).toBeNull();
  });

  it('refuse a changed expiry or signature', async () => {
    const id = links.newInviteId();
    const token = await links.signInvitation(id, new Date('2026-12-01T00:00:00Z'));
    const [, expiry, sig] = token.split('.');
    const later = (parseInt(expiry ?? '0', 36) + 86_400).toString(36);
    expect(await links.verifyInvitation(`${id}.${later}.${sig}`, new Date('2026-11-01'))).toBeNull();
    expect(
      await links.verifyInvitation(`${id}.${expiry}.${'A'.repeat(22)}`, new Date('2026-11-01')),
    ).toBeNull();
  });
});
