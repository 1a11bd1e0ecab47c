import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPackage } from '@shared/api/areas/pbiot';
import type {
  RiskConfig,
  RiskLine,
  RiskProfile,
  RiskProfileRow,
  RiskSettings,
} from '@shared/api/areas/prequalification';
import type { UserProfileRow } from '@shared/api/areas/admin';
import type { DocumentTask } from '@shared/api/areas/documents';
import { sampleAnswer, sampleReport } from '../../functions/domain/documents/tax-xml/samples';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import { createDocument, draftWith, supplierUnder, type DocumentSupplier } from './documents-helpers';
import { incidentValues, pbiotHistory, readyToSend, send } from './pbiot-helpers';
import { expectError, ok, useEmulatorsInProcess } from './supplier-helpers';
import { acceptTenderAs, uploadPaymentFor } from './tender-helpers';

/**
 * The risk profile (issue 21) through the local gateway: it is computed again when a document or a PBIOT
 * package is decided or a tender payment is matched, a configuration change is audited and recomputes, the
 * card is one DynamoDB read, and only the group's administrators and reviewers read it.
 */

let supplier: DocumentSupplier;
let moderator = '';
let admin = '';
const lastYear = new Date().getUTCFullYear() - 1;

/** The DynamoDB commands this process sends while `counting`: the client's middleware chain is built on first use. */
const commands: string[] = [];
let counting = false;

beforeAll(async () => {
  useEmulatorsInProcess();
  const { dynamo } = await import('../../functions/lib/aws');
  dynamo.middlewareStack.add(
    (next, context) => (args) => {
      if (counting) commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'countRiskCommands' },
  );
  [supplier, moderator, admin] = await Promise.all([
    supplierUnder('OSN'),
    signIn('moderator@demo.test'),
    signIn('admin@demo.test'),
  ]);
  // Temporary tender access awaiting its payment: a compliance line until the payment is matched.
  await ok(acceptTenderAs(supplier.token));
});

const card = (token = moderator, id = supplier.counterpartyId) =>
  call('GET', `/api/backoffice/counterparties/${id}/risk`, { token });
const profile = () => ok<RiskProfile>(card());
const lineOf = (p: RiskProfile, figure: RiskLine['figure'], year?: number) =>
  p.components
    .flatMap((c) => c.lines)
    .find((l) => l.figure === figure && (year === undefined || l.year === year));

async function decideDocument(task: DocumentTask) {
  return ok(
    call('POST', `/api/backoffice/document-tasks/${task.id}/decision`, {
      token: moderator,
      body: { decision: 'ACCEPT' },
    }),
  );
}

describe('the risk profile follows its inputs', () => {
  let balanceId = '';

  it('is there from registration, before anything was decided, and files its tier in the users table', async () => {
    const first = await profile();
    expect(first).toMatchObject({ counterpartyId: supplier.counterpartyId, trigger: 'REGISTERED' });
    expect(first.history.at(-1)).toMatchObject({ trigger: 'REGISTERED' });
    const rows = await ok<{ content: UserProfileRow[] }>(
      call('GET', '/api/profiles/forms', { token: admin, query: { search: supplier.companyCode } }),
    );
    expect(rows.content).toEqual([
      expect.objectContaining({ code: supplier.companyCode, riskTier: first.tier }),
    ]);
    // A counterparty the group never computed a profile for is told so.
    expectError(await card(moderator, 'no-such-counterparty'), 404, translate('ru', 'risk.notComputed'));
  });

  it('reads a loss and negative net assets from an accepted balance sheet, with the document as source', async () => {
    const report = sampleReport({
      form: 'NO_BUCHOTCH',
      taxpayer: supplier.taxpayer,
      year: lastYear,
      periodCode: '34',
      figures: { Выруч: '61000000', ЧистПрибУб: '-3450000', КапРез: '-2350000' },
    });
    const receipt = sampleAnswer('RECEIPT', supplier.taxpayer, report.name.replace(/\.xml$/, ''));
    const draftId = await draftWith(supplier.token, 'BalanceSheetQuarter', [
      ['MAIN', report],
      ['RECEIPT', receipt],
    ]);
    const task = await ok<DocumentTask>(
      createDocument(supplier.token, { temporaryDocumentId: draftId, reportingYear: lastYear }),
    );
    balanceId = task.id;
    await decideDocument(task);

    const p = await profile();
    expect(p).toMatchObject({ trigger: 'DOCUMENT_DECIDED', configVersion: expect.any(Number) });
    const source = { kind: 'DOCUMENT', id: balanceId, label: 'BalanceSheetQuarter' };
    expect(lineOf(p, 'REVENUE', lastYear)).toMatchObject({ value: 61_000_000, points: 0, source });
    expect(lineOf(p, 'NET_PROFIT', lastYear)).toMatchObject({ value: -3_450_000, rule: 'LOSS_YEAR', source });
    expect(lineOf(p, 'NET_PROFIT', lastYear)!.points).toBeGreaterThan(0);
    expect(lineOf(p, 'NET_ASSETS')).toMatchObject({ value: -2_350_000, rule: 'NEGATIVE_NET_ASSETS', source });
    expect(lineOf(p, 'TENDER_ACCESS')).toMatchObject({ value: 'TEMPORARY' });
    expect(lineOf(p, 'TENDER_ACCESS')!.points).toBeGreaterThan(0);
    expect(lineOf(p, 'PACKAGE_DECISION')).toMatchObject({ rule: 'PACKAGE_MISSING', source: null });
    expect(p.history.map((h) => h.trigger)).toEqual(['DOCUMENT_DECIDED', 'REGISTERED']);
  });

  it('takes the fatalities and the decision from a decided PBIOT package', async () => {
    const before = await profile();
    // 40 people; one fatal accident (and one accident) in each of the three years.
    await readyToSend(supplier.token, 40);
    expect(incidentValues(40, 1)).toMatchObject({ q1: 40, [`q2_${lastYear}`]: 1 });
    await ok(send(supplier.token, ['pbiot_0001']));
    const [pkg] = await pbiotHistory(supplier.token);
    await ok<ReviewPackage>(
      call('POST', `/api/backoffice/pbiot/packages/${pkg!.id}/take`, { token: moderator }),
    );
    const validUntil = `${new Date().getUTCFullYear() + 1}-12-31`;
    await ok<ReviewPackage>(
      call('POST', `/api/backoffice/pbiot/packages/${pkg!.id}/decision`, {
        token: moderator,
        body: { approved: true, comment: 'Пакет соответствует требованиям', validUntil },
      }),
    );

    const p = await profile();
    expect(p.trigger).toBe('PBIOT_PACKAGE_DECIDED');
    const source = { kind: 'PBIOT_PACKAGE', id: pkg!.id };
    expect(lineOf(p, 'PACKAGE_DECISION')).toMatchObject({ value: 'APPROVED', points: 0, source });
    expect(lineOf(p, 'FATALITIES')).toMatchObject({ value: 3, rule: 'FATALITY', source });
    // 3 accidents over 40 people × 1973 h × 3 years (236,760 h): 12.67 per million hours.
    expect(lineOf(p, 'FREQUENCY')).toMatchObject({
      value: 12.67,
      params: { accidents: 3, headcount: 40, hours: 236_760 },
    });
    expect(p.score).toBeGreaterThan(before.score);
    expect(p.history.map((h) => h.trigger)).toEqual([
      'PBIOT_PACKAGE_DECIDED',
      'DOCUMENT_DECIDED',
      'REGISTERED',
    ]);
  });

  it('drops the unpaid tender access once a statement payment is matched', async () => {
    const before = await profile();
    await ok(uploadPaymentFor(moderator, `ЛК-${supplier.companyCode}`, supplier.taxpayer));
    const p = await profile();
    expect(p.trigger).toBe('TENDER_PAYMENT_RECORDED');
    expect(lineOf(p, 'TENDER_ACCESS')).toMatchObject({ value: 'OPEN', points: 0 });
    expect(p.score).toBeLessThan(before.score);
  });

  it('files the tier in the administrators’ users table, filtered by it', async () => {
    const p = await profile();
    const rows = (tier: string) =>
      ok<{ content: UserProfileRow[]; count: number }>(
        call('GET', '/api/profiles/forms', { token: admin, query: { tier, search: supplier.companyCode } }),
      );
    expect((await rows(p.tier)).content).toEqual([
      expect.objectContaining({ code: supplier.companyCode, riskTier: p.tier }),
    ]);
    const other = p.tier === 'LOW' ? 'HIGH' : 'LOW';
    expect((await rows(other)).content).toEqual([]);
    const byTier = await ok<{ content: UserProfileRow[]; count: number }>(
      call('GET', '/api/profiles/forms', { token: admin, query: { tier: p.tier, limit: 100 } }),
    );
    expect(byTier.content.every((r) => r.riskTier === p.tier)).toBe(true);

    // The reviewers' list of profiles, by tier.
    const list = (tier: string) =>
      ok<RiskProfileRow[]>(
        call('GET', '/api/backoffice/counterparties/risk', { token: moderator, query: { tier } }),
      );
    expect((await list(p.tier)).map((r) => r.counterpartyId)).toContain(supplier.counterpartyId);
    expect((await list(other)).map((r) => r.counterpartyId)).not.toContain(supplier.counterpartyId);
  });
});

describe('the risk configuration', () => {
  const versions = (token = admin) => ok<RiskConfig[]>(call('GET', '/api/admin/risk-config', { token }));
  const put = (body: { version: number; settings: RiskSettings; reason: string }, token = admin) =>
    call('PUT', '/api/admin/risk-config', { token, body });

  it('is versioned: a change is audited, recomputes every profile, and the profile names its version', async () => {
    useEmulatorsInProcess();
    const [current] = await versions(moderator);
    const before = await profile();
    // Thresholds above this profile's score: it falls to low risk.
    expect(before.tier).not.toBe('LOW');
    const settings = { ...current!.settings, thresholds: { medium: 99, high: 100 } };
    const reason = 'Пересмотр порогов по итогам квартала';
    const changed = await ok<{ config: RiskConfig; recomputed: number }>(
      put({ version: current!.version, settings, reason }),
    );
    expect(changed.config).toMatchObject({
      version: current!.version + 1,
      changedBy: 'admin@demo.test',
      reason,
    });
    expect(changed.recomputed).toBeGreaterThan(0);

    const p = await profile();
    expect(p).toMatchObject({ configVersion: current!.version + 1, trigger: 'CONFIG_CHANGED', tier: 'LOW' });
    expect(p.score).toBe(before.score);
    expect(p.history[0]).toMatchObject({ tier: 'LOW', configVersion: current!.version + 1 });

    const { auditOf } = await import('../../functions/domain/admin/audit-trail');
    const { RISK_CONFIG_AUDIT_KEY } = await import('../../functions/domain/prequalification/risk-service');
    const [entry] = await auditOf(RISK_CONFIG_AUDIT_KEY);
    expect(entry).toMatchObject({ action: 'UPDATE_RISK_CONFIG', actor: 'admin@demo.test', reason });
    // Old → new values of the settings that changed, and only those.
    const { medium, high } = current!.settings.thresholds;
    expect(entry!.before).toBe(`v${current!.version}: thresholds.medium ${medium}; thresholds.high ${high}`);
    expect(entry!.after).toBe(`v${current!.version + 1}: thresholds.medium 99; thresholds.high 100`);

    // A change made on the version before is refused, saying which version is in force.
    const stale = expectError(await put({ version: current!.version, settings, reason }), 409);
    expect(stale.message).toBe(translate('ru', 'risk.configChanged', { version: current!.version + 1 }));

    // Back to the settings before, as a new version (the suite leaves the configuration as it found it).
    await ok(put({ version: current!.version + 1, settings: current!.settings, reason: 'Возврат' }));
    expect((await profile()).tier).toBe(before.tier);
  });

  it('refuses thresholds out of order', async () => {
    const [current] = await versions();
    const settings = { ...current!.settings, thresholds: { medium: 60, high: 40 } };
    expectError(await put({ version: current!.version, settings, reason: 'x' }), 400);
  });

  it('is changed by administrators only; reviewers read it, suppliers neither read nor change it', async () => {
    const [current] = await versions();
    const body = { version: current!.version, settings: current!.settings, reason: 'x' };
    expectError(await put(body, moderator), 403);
    expectError(await put(body, supplier.token), 403);
    expectError(await call('GET', '/api/admin/risk-config', { token: supplier.token }), 403);
  });
});

describe('the counterparty card', () => {
  it('is read by administrators and reviewers; suppliers get 403, even for their own company', async () => {
    await ok(card(admin));
    await ok(card(moderator));
    expectError(await card(supplier.token), 403);
    expectError(await card(await signIn('support-north@demo.test')), 403);
  });

  it('costs one DynamoDB read', async () => {
    const { counterpartyRisk } = await import('../../functions/domain/prequalification/risk-reads');
    counting = true;
    const read = await counterpartyRisk(supplier.counterpartyId);
    counting = false;
    expect(commands).toEqual(['GetItemCommand']);
    expect(read.counterpartyId).toBe(supplier.counterpartyId);
  });
});
