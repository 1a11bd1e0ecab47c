import { X509Certificate } from 'node:crypto';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { oldestPendingEmail } from '../notifications/outbox';
import { trustList, trustListStatus } from '../documents/trust-list-storage';
import { bikDirectoryStatus } from '../banks/bik-directory';
import { lastReferenceDataLoad } from '../reference-data/load';
import { registerStatus } from '../registry/state-register';
import { registerHealthCheck, type HealthCheck, type HealthOutcome } from './registry';
import { stageSettings, type StageSettings } from './stage-settings';

/** An e-mail pending longer than this means the sender is not sending (it runs every minute). */
export const OUTBOX_STUCK_AFTER_MS = 15 * 60_000;

const DEMO_HOST = /(^|[.@])(example|test|invalid|localhost)(\/|:|$)|example\.(com|net|org)|127\.0\.0\.1/;

/** The settings of a production stage that still hold the demo's value (synthesis refuses them too). */
function demoSettings(settings: StageSettings): string[] {
  const demo: string[] = [];
  if (DEMO_HOST.test(settings.SITE_URL)) demo.push('siteUrl');
  if (settings.SUPPORT_EMAIL === DEFAULT_SUPPORT_EMAIL || DEMO_HOST.test(settings.SUPPORT_EMAIL))
    demo.push('supportEmails');
  if (settings.REGISTER_SERVICE === 'emulator') demo.push('register.service');
  if (settings.TRUST_LIST_SOURCE === 'demo') demo.push('trustList.source');
  if (!settings.MAIL_FROM) demo.push('mailFrom');
  return demo;
}

/** The stage's configuration: a production stage runs on none of the demo's values. */
export const stageConfigCheck: HealthCheck = {
  name: 'stageConfig',
  run: async () => {
    const settings = stageSettings();
    const demo = demoSettings(settings);
    const values = { stage: settings.STAGE_NAME, kind: settings.STAGE_KIND, settings: demo.join(', ') };
    if (settings.STAGE_KIND !== 'production')
      return { status: 'ok', message: demo.length > 0 ? 'demoOnPurpose' : 'configured', values };
    return demo.length > 0
      ? { status: 'failing', message: 'demoValues', values }
      : { status: 'ok', message: 'configured', values };
  },
};

/** The first day a trusted certificate is no longer valid, if node's X.509 parser reads it (GOST keys too). */
function validTo(pem: string): Date | null {
  try {
    return new Date(new X509Certificate(pem).validTo);
  } catch {
    return null;
  }
}

/**
 * The e-signature trust list: without anchors every signed document and every КНД 1120503 letter is refused
 * as untrusted; without the tax authority's, the simplified-regime letters are.
 */
export const trustListCheck: HealthCheck = {
  name: 'trustList',
  run: async (now) => {
    const list = await trustList(now);
    const source = stageSettings().TRUST_LIST_SOURCE;
    if (list.anchors.length === 0)
      return { status: 'failing', message: 'trustListEmpty', values: { source } };
    const expired = list.anchors.filter((anchor) => {
      const until = validTo(anchor.certificate);
      return until !== null && until.getTime() < now.getTime();
    });
    const values = { source, anchors: list.anchors.length, expired: expired.map((a) => a.name).join(', ') };
    if (!list.anchors.some((anchor) => anchor.taxAuthority))
      return { status: 'warning', message: 'trustListNoTaxAuthority', values };
    if (expired.length > 0) return { status: 'warning', message: 'trustListExpired', values };
    return { status: 'ok', message: 'trustListPresent', values };
  },
};

/** The outbox: e-mails leave it within minutes, unless the stage has no sender (the local stack keeps them). */
export const outboxCheck: HealthCheck = {
  name: 'outbox',
  run: async (now): Promise<HealthOutcome> => {
    const { MAIL_FROM, STAGE_KIND } = stageSettings();
    const oldest = await oldestPendingEmail();
    if (!MAIL_FROM) {
      return STAGE_KIND === 'production'
        ? { status: 'failing', message: 'outboxNoSender', values: {} }
        : { status: 'ok', message: 'outboxKeptLocally', values: { oldest: oldest?.createdAt ?? '' } };
    }
    if (oldest && now.getTime() - new Date(oldest.createdAt).getTime() > OUTBOX_STUCK_AFTER_MS)
      return {
        status: 'failing',
        message: 'outboxStuck',
        values: { oldest: oldest.createdAt, sender: MAIL_FROM },
      };
    return { status: 'ok', message: 'outboxFlowing', values: { sender: MAIL_FROM } };
  },
};

/**
 * The state register: without it no resident can be found at registration (suppliers then enter their details
 * by hand and wait for a reviewer), so a production stage without one is failing.
 */
export const registerCheck: HealthCheck = {
  name: 'register',
  run: async (): Promise<HealthOutcome> => {
    const { STAGE_KIND } = stageSettings();
    const status = await registerStatus();
    if (!status.configured)
      return STAGE_KIND === 'production'
        ? { status: 'failing', message: 'registerNotConfigured', values: {} }
        : { status: 'warning', message: 'registerNotConfigured', values: {} };
    if (!status.reachable)
      return { status: 'failing', message: 'registerUnreachable', values: { detail: status.detail ?? '' } };
    return { status: 'ok', message: 'registerAnswers', values: { ms: status.latencyMs ?? 0 } };
  },
};

/** The Bank of Russia's BIK directory (ED807): bank details are checked against it; a week old, it misses changes. */
export const bikDirectoryCheck: HealthCheck = {
  name: 'bikDirectory',
  run: async (now): Promise<HealthOutcome> => {
    const status = await bikDirectoryStatus(now);
    if (!status.loaded) return { status: 'failing', message: 'bikNotLoaded', values: {} };
    const values = { date: status.edDate ?? '', days: status.ageDays ?? 0 };
    return status.stale
      ? { status: 'warning', message: 'bikStale', values }
      : { status: 'ok', message: 'bikFresh', values };
  },
};

/**
 * The trusted CAs' revocation lists (the nightly e-signature trust job): without a current one a revoked
 * certificate cannot be told apart, and signatures are judged "revocation not checked".
 */
export const crlsCheck: HealthCheck = {
  name: 'crls',
  run: async (now): Promise<HealthOutcome> => {
    const { crls, revocation } = await trustListStatus(now);
    const values = { stored: crls.stored, fresh: crls.fresh, policy: revocation };
    if (crls.stored === 0) return { status: 'failing', message: 'crlsNone', values };
    if (crls.fresh < crls.stored) return { status: 'warning', message: 'crlsStale', values };
    return { status: 'ok', message: 'crlsFresh', values };
  },
};

/**
 * The shipped reference data (the dictionaries, the group's foreign banks and currencies), which each deploy
 * loads: without it every select of the questionnaire and the registration is empty; with another release's,
 * lists miss what this one ships (a deploy that skipped the custom resource, e.g. `cdk deploy --hotswap`).
 */
export const referenceDataCheck: HealthCheck = {
  name: 'referenceData',
  run: async (): Promise<HealthOutcome> => {
    const load = await lastReferenceDataLoad();
    if (!load) return { status: 'failing', message: 'referenceDataNotLoaded', values: {} };
    const values = { loadedAt: load.loadedAt, entries: load.entries, version: load.version.slice(0, 12) };
    const expected = stageSettings().REFERENCE_DATA_VERSION;
    if (expected && expected !== load.version)
      return {
        status: 'warning',
        message: 'referenceDataOutdated',
        values: { ...values, expected: expected.slice(0, 12) },
      };
    return { status: 'ok', message: 'referenceDataLoaded', values };
  },
};

/** Every check of HEALTH_CHECKS, each beside what it watches. */
export function registerBuiltInHealthChecks(): void {
  for (const check of [
    stageConfigCheck,
    trustListCheck,
    outboxCheck,
    registerCheck,
    bikDirectoryCheck,
    crlsCheck,
    referenceDataCheck,
  ])
    registerHealthCheck(check);
}
