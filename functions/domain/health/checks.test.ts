import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrustList } from '../documents/trust-list-storage';

const state = vi.hoisted(() => ({
  list: { anchors: [], taxAuthorityInns: [] } as TrustList,
  oldest: null as { createdAt: string } | null,
  referenceData: null as { version: string; loadedAt: string; entries: number } | null,
}));
// The storage each check reads: the trust list object and the outbox's oldest pending e-mail.
vi.mock('../documents/trust-list-storage', () => ({ trustList: async () => state.list }));
vi.mock('../notifications/outbox', () => ({ oldestPendingEmail: async () => state.oldest }));
vi.mock('../reference-data/load', () => ({ lastReferenceDataLoad: async () => state.referenceData }));

const { outboxCheck, referenceDataCheck, trustListCheck, OUTBOX_STUCK_AFTER_MS } = await import('./checks');

const NOW = new Date('2026-12-29T09:00:00Z');
const ANCHOR = {
  name: 'Минцифры России',
  certificate: '-----BEGIN CERTIFICATE-----\nnot parsed\n',
  taxAuthority: false,
  crlUrls: [],
};

afterEach(() => vi.unstubAllEnvs());

describe('the trust list check', () => {
  it('fails a stage with no trusted CA: every signed document would be refused', async () => {
    state.list = { anchors: [], taxAuthorityInns: [] };
    vi.stubEnv('TRUST_LIST_SOURCE', 'file');
    expect(await trustListCheck.run(NOW)).toEqual({
      status: 'failing',
      message: 'trustListEmpty',
      values: { source: 'file' },
    });
  });

  it('warns where the tax authority’s CA is missing, and passes a complete list', async () => {
    state.list = { anchors: [ANCHOR], taxAuthorityInns: [] };
    expect(await trustListCheck.run(NOW)).toMatchObject({
      status: 'warning',
      message: 'trustListNoTaxAuthority',
    });
    state.list = {
      anchors: [ANCHOR, { ...ANCHOR, name: 'УЦ ФНС России', taxAuthority: true }],
      taxAuthorityInns: [],
    };
    expect(await trustListCheck.run(NOW)).toMatchObject({
      status: 'ok',
      message: 'trustListPresent',
      values: { anchors: 2 },
    });
  });
});

describe('the outbox check', () => {
  it('fails when an e-mail has waited longer than the sender’s quarter of an hour', async () => {
    vi.stubEnv('STAGE_KIND', 'production');
    vi.stubEnv('MAIL_FROM', 'noreply@neftegaz-group.ru');
    state.oldest = { createdAt: new Date(NOW.getTime() - OUTBOX_STUCK_AFTER_MS - 1).toISOString() };
    expect(await outboxCheck.run(NOW)).toMatchObject({ status: 'failing', message: 'outboxStuck' });
    state.oldest = { createdAt: new Date(NOW.getTime() - 60_000).toISOString() };
    expect(await outboxCheck.run(NOW)).toMatchObject({ status: 'ok', message: 'outboxFlowing' });
  });

  it('fails a production stage without a sender; a local one keeps its e-mails on purpose', async () => {
    vi.stubEnv('MAIL_FROM', '');
    vi.stubEnv('STAGE_KIND', 'production');
    expect(await outboxCheck.run(NOW)).toMatchObject({ status: 'failing', message: 'outboxNoSender' });
    vi.stubEnv('STAGE_KIND', 'local');
    expect(await outboxCheck.run(NOW)).toMatchObject({ status: 'ok', message: 'outboxKeptLocally' });
  });
});

describe('the reference data check', () => {
  it('fails a stage whose deploy never loaded the reference data: every select would be empty', async () => {
    state.referenceData = null;
    expect(await referenceDataCheck.run(NOW)).toEqual({
      status: 'failing',
      message: 'referenceDataNotLoaded',
      values: {},
    });
  });

  it('says when it was loaded, how much and which version', async () => {
    state.referenceData = { version: 'a'.repeat(64), loadedAt: '2026-12-28T22:15:00.000Z', entries: 812 };
    expect(await referenceDataCheck.run(NOW)).toEqual({
      status: 'ok',
      message: 'referenceDataLoaded',
      values: { loadedAt: '2026-12-28T22:15:00.000Z', entries: 812, version: 'aaaaaaaaaaaa' },
    });
  });

  it('warns where the loaded data is another release’s than the one deployed (a hotswap skips the load)', async () => {
    state.referenceData = { version: 'a'.repeat(64), loadedAt: '2026-12-28T22:15:00.000Z', entries: 812 };
    vi.stubEnv('REFERENCE_DATA_VERSION', 'b'.repeat(64));
    expect(await referenceDataCheck.run(NOW)).toMatchObject({
      status: 'warning',
      message: 'referenceDataOutdated',
      values: { version: 'aaaaaaaaaaaa', expected: 'bbbbbbbbbbbb' },
    });
    vi.stubEnv('REFERENCE_DATA_VERSION', 'a'.repeat(64));
    expect(await referenceDataCheck.run(NOW)).toMatchObject({ status: 'ok', message: 'referenceDataLoaded' });
  });
});
