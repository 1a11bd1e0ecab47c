import { describe, expect, it, vi } from 'vitest';
import { refreshSessionIfNeeded } from './session-refresh';

vi.mock('../../shared/auth/session', () => ({ idTokenSecondsLeft: vi.fn(), renewSession: vi.fn() }));

const port = (secondsLeft: number | null, renew = vi.fn(async () => undefined)) => ({
  secondsLeft: async () => secondsLeft,
  renew,
});

describe('refreshSessionIfNeeded', () => {
  it('leaves a token with 70 s or more alone', async () => {
    const p = port(70);
    await expect(refreshSessionIfNeeded(p)).resolves.toBe('fresh');
    expect(p.renew).not.toHaveBeenCalled();
  });

  it('renews a token with less than 70 s left', async () => {
    const p = port(69);
    await expect(refreshSessionIfNeeded(p)).resolves.toBe('renewed');
    expect(p.renew).toHaveBeenCalledOnce();
  });

  it('reports a session that is gone', async () => {
    await expect(refreshSessionIfNeeded(port(null))).resolves.toBe('signed-out');
  });

  it('lets a failed renewal through to the caller, which signs in again', async () => {
    const failing = port(
      10,
      vi.fn(async () => Promise.reject(new Error('revoked'))),
    );
    await expect(refreshSessionIfNeeded(failing)).rejects.toThrow('revoked');
  });
});
