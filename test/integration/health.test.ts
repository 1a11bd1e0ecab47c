import { beforeAll, describe, expect, it } from 'vitest';
import type { HealthReport } from '@shared/api/areas/health';
import { referenceDataVersion } from '../../functions/domain/reference-data/version';
import { call, signIn } from '../support/api';

/**
 * GET /api/backend/health on the local stack: administrators only (the report names the stage's settings and
 * gaps); the checks today's code makes answer, the slots still to be built say they are not checked.
 */
const tokens: Record<string, string> = {};

beforeAll(async () => {
  tokens.admin = await signIn('admin@demo.test');
  tokens.moderator = await signIn('moderator@demo.test');
  tokens.support = await signIn('support-north@demo.test');
  tokens.supplier = await signIn('legal@demo.test');
});

describe('GET /api/backend/health', () => {
  it('is refused to everyone but administrators', async () => {
    expect((await call('GET', '/api/backend/health')).status).toBe(401);
    for (const role of ['supplier', 'moderator', 'support']) {
      const { status, body } = await call('GET', '/api/backend/health', { token: tokens[role] });
      expect(status, role).toBe(403);
      expect(body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('tells an administrator what the local stage has and lacks, check by check', async () => {
    const { status, body } = await call<{ response: HealthReport }>('GET', '/api/backend/health', {
      token: tokens.admin,
    });
    expect(status).toBe(200);
    const report = body.response;
    expect(report.stage).toEqual({ name: 'local', kind: 'local' });
    const byName = Object.fromEntries(report.checks.map((c) => [c.name, c]));
    // The demo's values, on purpose; the seeded trust list of the test CAs; no sender: e-mails kept locally.
    expect(byName.stageConfig).toMatchObject({
      status: 'ok',
      message: 'demoOnPurpose',
      values: {
        stage: 'local',
        settings: 'siteUrl, supportEmails, register.service, trustList.source, mailFrom',
      },
    });
    expect(byName.trustList).toMatchObject({
      status: 'ok',
      message: 'trustListPresent',
      values: { source: 'demo' },
    });
    expect(byName.trustList?.values.anchors).toBeGreaterThan(0);
    expect(byName.outbox).toMatchObject({ status: 'ok', message: 'outboxKeptLocally' });
    // The local emulator of the register's API answers.
    expect(byName.register).toMatchObject({ status: 'ok', message: 'registerAnswers' });
    // The local stage loads the fixture of the Bank of Russia's directory at start.
    expect(byName.bikDirectory?.status).not.toBe('failing');
    // The local stage serves the demo CA's CRL, which the trust job stores at seeding.
    expect(byName.crls).toMatchObject({ status: 'ok', message: 'crlsFresh' });
    // The seed loads the shipped reference data as a deploy does, and records it.
    expect(byName.referenceData).toMatchObject({
      status: 'ok',
      message: 'referenceDataLoaded',
      values: { version: referenceDataVersion().slice(0, 12) },
    });
    expect(byName.referenceData?.values.entries).toBeGreaterThan(500);
    expect(report.status).not.toBe('failing');
  });
});
