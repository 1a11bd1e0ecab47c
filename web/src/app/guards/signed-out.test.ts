import { afterEach, describe, expect, it, vi } from 'vitest';
import { landing } from './signed-out';

vi.mock('../../shared/config/startup', () => ({
  ensureConfig: async () => ({ userPoolClientId: 'client-1' }),
  ensureStarted: async () => undefined,
}));

/** Where `/` sends a visitor: the redirect response's Location. */
async function landingTarget(): Promise<string | null> {
  try {
    await landing();
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
  return null;
}

describe('/ (what a supplier types)', () => {
  afterEach(() => localStorage.clear());

  it('sends a visitor with no stored session to sign-in at once', async () => {
    expect(await landingTarget()).toBe('/auth/sign-in');
  });

  it('sends a visitor who may be signed in on to the start page, whose guards decide', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'sub');
    expect(await landingTarget()).toBe('/job-application');
  });
});
