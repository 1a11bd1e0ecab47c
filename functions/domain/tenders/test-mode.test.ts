import { afterEach, describe, expect, it } from 'vitest';
import { NOT_CONFIRMED } from './access-lifecycle';
import { TEST_MODE_ENV, forceAccess, forcedState } from './test-mode';

describe('the tender test mode', () => {
  afterEach(() => {
    delete process.env[TEST_MODE_ENV];
  });

  it('refuses to force anything where the stage has not switched it on', async () => {
    await expect(forceAccess('1000123', 'BLOCKED', '2026-12-01', new Date())).rejects.toThrow(
      /test mode is off/,
    );
  });

  it('puts the date where the status shows it', () => {
    expect(forcedState(NOT_CONFIRMED, 'BLOCKED', '2026-12-01')).toMatchObject({
      blockedFrom: '2026-12-01',
      dateTo: null,
    });
    expect(forcedState(NOT_CONFIRMED, 'OPEN', '2027-12-01')).toMatchObject({
      dateTo: '2027-12-01',
      blockedFrom: null,
    });
    expect(forcedState(NOT_CONFIRMED, 'PENDING', '2027-12-01')).toMatchObject({
      dateTo: null,
      blockedFrom: null,
    });
  });
});
