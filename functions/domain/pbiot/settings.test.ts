import { afterEach, describe, expect, it, vi } from 'vitest';

/** The stage's settings are read once at module load, as a Lambda reads its environment. */
async function settingsWith(env: Record<string, string>) {
  vi.resetModules();
  // The integration project's set-up lowers the volume limit for its stack; this process may inherit it.
  for (const key of ['SHOW_PBIOT', 'PBIOT_MAX_TOTAL_MB', 'PBIOT_ALLOW_UNCHECK_ALL']) vi.stubEnv(key, undefined);
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./settings');
}

afterEach(() => vi.unstubAllEnvs());

describe('PBIOT stage settings', () => {
  it('SHOW_PBIOT on by default; off, every call of the section answers 404', async () => {
    expect((await settingsWith({})).pbiotSettings).toMatchObject({ showPbiot: true, maxTotalSizeMb: 100 });
    const off = await settingsWith({ SHOW_PBIOT: 'false', PBIOT_MAX_TOTAL_MB: '20' });
    expect(off.pbiotSettings).toMatchObject({ showPbiot: false, maxTotalSizeMb: 20 });
    expect(() => off.assertSectionOn()).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});
