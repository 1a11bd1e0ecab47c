import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_CHECK_TIMEOUT_MS, registerHealthCheck, runHealthChecks } from './registry';
import { stageConfigCheck } from './checks';

const NOW = new Date('2026-12-29T09:00:00Z');
const STAGE = { name: 'test', kind: 'test' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the registry of health checks', () => {
  it('answers every named slot: unknown where no check is registered yet, the worst status of the rest', async () => {
    registerHealthCheck({
      name: 'trustList',
      run: async () => ({ status: 'ok', message: 'trustListPresent' }),
    });
    registerHealthCheck({
      name: 'outbox',
      run: async () => ({ status: 'warning', message: 'outboxSlow', values: { pending: 3 } }),
    });
    const report = await runHealthChecks(NOW, STAGE);
    expect(report.status).toBe('warning');
    expect(report.checkedAt).toBe(NOW.toISOString());
    expect(report.checks.map((c) => [c.name, c.status])).toEqual([
      ['stageConfig', 'unknown'],
      ['trustList', 'ok'],
      ['register', 'unknown'],
      ['crls', 'unknown'],
      ['outbox', 'warning'],
      ['bikDirectory', 'unknown'],
      ['referenceData', 'unknown'],
    ]);
    expect(report.checks.find((c) => c.name === 'outbox')?.values).toEqual({ pending: 3 });
  });

  it('reports a check that throws or hangs as failing, without holding the others', async () => {
    registerHealthCheck({
      name: 'register',
      run: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:443');
      },
    });
    registerHealthCheck({ name: 'crls', run: () => new Promise(() => undefined) });
    vi.useFakeTimers();
    const running = runHealthChecks(NOW, STAGE);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS + 1);
    const report = await running;
    expect(report.status).toBe('failing');
    expect(report.checks.find((c) => c.name === 'register')).toMatchObject({
      status: 'failing',
      message: 'checkFailed',
      values: { error: 'connect ECONNREFUSED 10.0.0.5:443' },
    });
    expect(report.checks.find((c) => c.name === 'crls')).toMatchObject({
      status: 'failing',
      message: 'timedOut',
    });
  });
});

describe('the stage configuration check', () => {
  it('fails a production stage that runs on demo values, naming them', async () => {
    vi.stubEnv('STAGE_KIND', 'production');
    vi.stubEnv('SITE_URL', 'https://suppliers.neftegaz-group.ru');
    vi.stubEnv('SUPPORT_EMAIL', 'support@supplier-cabinet.example');
    vi.stubEnv('REGISTER_SERVICE', 'emulator');
    vi.stubEnv('TRUST_LIST_SOURCE', 'mintsifry');
    vi.stubEnv('MAIL_FROM', 'noreply@neftegaz-group.ru');
    expect(await stageConfigCheck.run(NOW)).toMatchObject({
      status: 'failing',
      message: 'demoValues',
      values: { settings: 'supportEmails, register.service' },
    });
  });

  it('lets a local or test stage run on them on purpose', async () => {
    vi.stubEnv('STAGE_KIND', 'test');
    vi.stubEnv('REGISTER_SERVICE', 'emulator');
    expect(await stageConfigCheck.run(NOW)).toMatchObject({ status: 'ok', message: 'demoOnPurpose' });
  });
});
