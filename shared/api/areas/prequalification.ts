import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';

/**
 * Beyond the spec (issue 21): the group's explained risk profile of a counterparty. Every figure carries
 * the rule applied and the document it was read from; the tier comes from a versioned configuration.
 */
export const RISK_TIERS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskTier = (typeof RISK_TIERS)[number];

export const RISK_COMPONENTS = ['FINANCE', 'SAFETY', 'COMPLIANCE'] as const;
export type RiskComponent = (typeof RISK_COMPONENTS)[number];

/** Each rule a line of the profile applies; its points come from the configuration. */
export const RISK_RULES = [
  'REVENUE_MISSING',
  'LOSS_YEAR',
  'NEGATIVE_NET_ASSETS',
  'CERTIFICATE_MISSING',
  'CERTIFICATE_EXPIRED',
  'CERTIFICATE_REJECTED',
  'FATALITY',
  'FREQUENCY_ABOVE',
  'PACKAGE_MISSING',
  'PACKAGE_REJECTED',
  'PACKAGE_EXPIRED',
  'DOCUMENTS_MISSING',
  'REGISTRY_INACTIVE',
  'QUESTIONNAIRE_INCOMPLETE',
  'STOP_FACTOR',
  'TENDER_ACCESS_UNPAID',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** What a line was read from; the back office links each kind to its own screen. */
export const RISK_SOURCES = [
  'DOCUMENT',
  'PBIOT_PACKAGE',
  'QUESTIONNAIRE',
  'REGISTRY',
  'RISK_REGISTER',
  'TENDER_ACCESS',
] as const;

export const riskSourceSchema = lazySchema(() =>
  z.object({
    kind: z.enum(RISK_SOURCES),
    /** The document's or package's id (null for the questionnaire, the registry, the register). */
    id: z.nullable(z.string()),
    /** The document type code (documents), the public id or the indicator's text: what the card names. */
    label: z.nullable(z.string()),
    /** When the source was decided or issued. */
    date: z.nullable(z.string()),
  }),
);
export type RiskSource = z.infer<ReturnType<typeof riskSourceSchema>>;

/** The figures a line shows: what was read (a number, a date, a flag) and the year it belongs to. */
export const RISK_FIGURES = [
  'REVENUE',
  'NET_PROFIT',
  'TAXABLE_PROFIT',
  'NET_ASSETS',
  'CERTIFICATE_DATE',
  'FATALITIES',
  'ACCIDENTS',
  'FREQUENCY',
  'PACKAGE_DECISION',
  'REQUIRED_DOCUMENTS',
  'REGISTRY_STATUS',
  'QUESTIONNAIRE',
  'STOP_FACTORS',
  'TENDER_ACCESS',
] as const;
export type RiskFigure = (typeof RISK_FIGURES)[number];

export const riskLineSchema = lazySchema(() =>
  z.object({
    figure: z.enum(RISK_FIGURES),
    year: z.nullable(z.number().check(z.int())),
    value: z.nullable(z.union([z.number(), z.string(), z.boolean()])),
    /** The rule this figure was judged by and the parameters the card names (a threshold, an age). */
    rule: z.enum(RISK_RULES),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** Risk points the rule gave (0 when the figure passes it). */
    points: z.number(),
    source: z.nullable(riskSourceSchema()),
  }),
);
export type RiskLine = z.infer<ReturnType<typeof riskLineSchema>>;

export const riskComponentSchema = lazySchema(() =>
  z.object({
    component: z.enum(RISK_COMPONENTS),
    /** 0 (no risk found) … 100, the sum of its lines' points capped at 100. */
    score: z.number(),
    weight: z.number(),
    lines: z.array(riskLineSchema()),
  }),
);
export type RiskComponentResult = z.infer<ReturnType<typeof riskComponentSchema>>;

/** What made the profile be computed again. */
export const RISK_TRIGGERS = [
  'SEED',
  'REGISTERED',
  'DOCUMENT_DECIDED',
  'PBIOT_PACKAGE_DECIDED',
  'TENDER_PAYMENT_RECORDED',
  'CONFIG_CHANGED',
] as const;
export type RiskTrigger = (typeof RISK_TRIGGERS)[number];

export const riskHistoryEntrySchema = lazySchema(() =>
  z.object({
    at: z.string(),
    tier: z.enum(RISK_TIERS),
    score: z.number(),
    configVersion: z.number().check(z.int()),
    trigger: z.enum(RISK_TRIGGERS),
  }),
);
export type RiskHistoryEntry = z.infer<ReturnType<typeof riskHistoryEntrySchema>>;

export const riskProfileSchema = lazySchema(() =>
  z.object({
    counterpartyId: z.string(),
    companyName: z.string(),
    companyCode: z.nullable(z.string()),
    tier: z.enum(RISK_TIERS),
    /** The weighted score, 0 … 100. */
    score: z.number(),
    configVersion: z.number().check(z.int()),
    computedAt: z.string(),
    trigger: z.enum(RISK_TRIGGERS),
    components: z.array(riskComponentSchema()),
    /** Newest first. */
    history: z.array(riskHistoryEntrySchema()),
  }),
);
export type RiskProfile = z.infer<ReturnType<typeof riskProfileSchema>>;

const points = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(100)));
/** The weights, thresholds and points the tier is computed from: configuration data, not code. */
export const riskSettingsSchema = lazySchema(() =>
  z
    .object({
      weights: z.object({ FINANCE: points(), SAFETY: points(), COMPLIANCE: points() }),
      /** A score at or above `medium` is medium risk, at or above `high` high risk. */
      thresholds: z.object({ medium: points(), high: points() }),
      points: z.object(
        Object.fromEntries(RISK_RULES.map((r) => [r, points()])) as Record<
          RiskRule,
          ReturnType<typeof points>
        >,
      ),
      /** The no-tax-arrears certificate is fresh this many days from its date. */
      certificateMaxAgeDays: z.number().check(z.int(), z.gte(1), z.lte(365)),
      /** Accidents per million hours worked above which the frequency rule gives its points. */
      frequencyLimit: z.number().check(z.gte(0), z.lte(1000)),
      /** Hours one employee works a year: the questionnaire holds the headcount, not the hours. */
      hoursPerEmployee: z.number().check(z.int(), z.gte(1), z.lte(8784)),
    })
    .check(
      z.refine((s) => s.thresholds.medium < s.thresholds.high, { path: ['thresholds'] }),
      z.refine((s) => s.weights.FINANCE + s.weights.SAFETY + s.weights.COMPLIANCE > 0, { path: ['weights'] }),
    ),
);
export type RiskSettings = z.infer<ReturnType<typeof riskSettingsSchema>>;

export const riskConfigSchema = lazySchema(() =>
  z.object({
    version: z.number().check(z.int()),
    settings: riskSettingsSchema(),
    changedBy: z.string(),
    changedAt: z.string(),
    reason: z.string(),
  }),
);
export type RiskConfig = z.infer<ReturnType<typeof riskConfigSchema>>;

export const riskProfileRowSchema = lazySchema(() =>
  z.pick(riskProfileSchema(), {
    counterpartyId: true,
    companyName: true,
    companyCode: true,
    tier: true,
    score: true,
    configVersion: true,
    computedAt: true,
  }),
);
export type RiskProfileRow = z.infer<ReturnType<typeof riskProfileRowSchema>>;

/** The back office's list of computed profiles, riskiest first, optionally of one tier. */
export const riskProfiles = endpoint({
  id: 'riskProfiles',
  method: 'GET',
  path: '/api/backoffice/counterparties/risk',
  fn: 'backoffice',
  access: 'staff',
  query: () => z.object({ tier: z.optional(z.enum(RISK_TIERS)) }),
  response: () => z.array(riskProfileRowSchema()),
  doc: 'own',
});

/** The card: the stored profile, one read. */
export const counterpartyRisk = endpoint({
  id: 'counterpartyRisk',
  method: 'GET',
  path: '/api/backoffice/counterparties/{id}/risk',
  fn: 'backoffice',
  access: 'staff',
  params: () => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: riskProfileSchema,
  doc: 'own',
});

/** The configuration in force and its former versions, newest first. */
export const riskConfigVersions = endpoint({
  id: 'riskConfigVersions',
  method: 'GET',
  path: '/api/admin/risk-config',
  fn: 'admin',
  access: 'staff',
  response: () => z.array(riskConfigSchema()),
  doc: 'own',
});

/** A new version, with the administrator's reason; every profile is computed again with it. */
export const updateRiskConfig = endpoint({
  id: 'updateRiskConfig',
  method: 'PUT',
  path: '/api/admin/risk-config',
  fn: 'admin',
  access: 'admin',
  body: () =>
    z.object({
      /** The version the change was made on: a concurrent change answers 409. */
      version: z.number().check(z.int(), z.gte(1)),
      settings: riskSettingsSchema(),
      reason: requiredText(2000),
    }),
  response: () => z.object({ config: riskConfigSchema(), recomputed: z.number().check(z.int()) }),
  doc: 'own',
});
