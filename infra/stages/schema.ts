import * as z from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { DEMO_PAYEE, payeeSchema } from '../../functions/domain/tenders/payee';
import {
  DEMO_ORGANISATIONS,
  communicationSettingSchema,
} from '../../functions/domain/communication/group-organisations';

/**
 * The configuration of one stage (a deployment: local, test, production, ...), one file per stage in this
 * folder, checked with zod when the CDK app is synthesized. Everything here is public: secrets are named,
 * never given (the register's API key lives in Secrets Manager under `register.secretName`).
 *
 * A `local` or `test` stage runs on the demo values on purpose; a `production` stage may not: synthesis
 * fails naming every setting that is missing or still holds a demo value (see `demoValuesOf`).
 */
const webAddress = z.url({ protocol: /^https?$/ });

export const STAGE_KINDS = ['local', 'test', 'production'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** Where the e-signature trust list (the accredited CAs' certificates, TRUST_LIST_KEY) comes from. */
export const TRUST_LIST_SOURCES = ['demo', 'file', 'mintsifry'] as const;

export const stageSchema = z.object({
  /** The stage's name, as given to `-c stage=<name>`. */
  name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** local and test may run on demo values; production may not. */
  kind: z.enum(STAGE_KINDS),
  /** Origin of the SPA: S3 CORS, OAuth callback and logout URLs, links in e-mails, download links. */
  siteUrl: webAddress.nullable(),
  /** The support service's mailboxes: the support modal, the moderation hint, the tender stop factors. */
  supportEmails: z.array(z.email()),
  /** The SES-verified sender of e-mails to suppliers; null: e-mails stay in the outbox (no sender deployed). */
  mailFrom: z.email().nullable(),
  /** Where alarms are e-mailed; null: they reach the SNS topic only. */
  alarmEmail: z.email().nullable(),
  /** The licensor paid for tender access (01 §2.5): its name, INN, KPP, bank, BIK, accounts, foreign details. */
  tenderPayee: z.nullable(payeeSchema),
  /** The tender link (01 §2.5, §9): where 'Перейти в систему' leads; null: no such button. */
  tenderSystemUrl: webAddress.nullable(),
  /** The company's tender documentation page, linked from /howpay (01 §2.1); null: named without a link. */
  tenderDocumentsUrl: webAddress.nullable(),
  /** The state register (EGRUL/EGRIP) the registration and the questionnaire search. */
  register: z.object({
    /** `emulator`: the local emulator of the register's API (npm start, the tests; a deployed stage with it has no register and registers by hand); otherwise the register service's base URL (DaData's party API). */
    service: z.union([z.literal('emulator'), webAddress]),
    /** The Secrets Manager secret holding the register service's API key; null for `emulator`. */
    secretName: z.string().min(1).nullable(),
  }),
  /**
   * Communications (01 §2.6): the group's organisations suppliers address requests to, and the support staff
   * who answer them (each names the organisations' codes, and `SUPPORT` for the cabinet's own support).
   */
  communication: communicationSettingSchema,
  /** Where the trust list of e-signatures comes from. */
  trustList: z.object({
    /**
     * `demo`: the seeded test CAs (local stack, tests); `file`: an operator uploads it to the documents bucket;
     * `mintsifry`: the list of accredited CAs the Ministry of Digital Development publishes, fetched by a job.
     */
    source: z.enum(TRUST_LIST_SOURCES),
  }),
  /** Feature flags of the stage (01 §9, 03 §9). */
  features: z.object({
    /** SHOW_PBIOT: the safety section's menu item, routes and calls. */
    showPbiot: z.boolean(),
    /** The PBIOT instruction: the safety manual in the support modal (01 §2.10). */
    showPbiotInstruction: z.boolean(),
    /** The display of linked documents (03 §2): off, the documents history answers /404. */
    showLinkedDocuments: z.boolean(),
    /** Load HDS documents if ESHN (03 §9): a supplier on the agricultural tax also files VAT returns. */
    loadVatDocumentsIfEshn: z.boolean(),
    /** The old document link (01 §9, 03 §9): the previous cabinet's documents page; null, no link. */
    oldDocumentsUrl: webAddress.nullable(),
    /** The minimum file size in bytes (03 §5.3); null: the built-in 1 byte. */
    fileMinBytes: z.int().min(1).nullable(),
  }),
});
export type StageConfig = z.infer<typeof stageSchema>;
/** What a stage file exports, before the check. */
export type StageInput = z.input<typeof stageSchema>;

/** Domains reserved for examples (RFC 2606, RFC 6761) and this machine: never a real stage's address. */
const isDemoHost = (address: string): boolean => {
  const host = address.includes('://') ? new URL(address).hostname : (address.split('@')[1] ?? '');
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(host) ||
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    host === '127.0.0.1'
  );
};

/** The demo licensor's identifying values: a production stage carrying any of them pays a made-up company. */
function demoPayeeFields(payee: NonNullable<StageConfig['tenderPayee']>): string[] {
  const found: string[] = [];
  // The demo's bank (BIK, correspondent account) is a real bank a licensor may well use: not checked.
  for (const key of ['name', 'inn', 'account'] as const)
    if (payee[key] === DEMO_PAYEE[key]) found.push(`tenderPayee.${key}`);
  for (const [currency, details] of Object.entries(payee.foreign.currencies)) {
    const demo = DEMO_PAYEE.foreign.currencies[currency];
    if (demo && details.account === demo.account)
      found.push(`tenderPayee.foreign.currencies.${currency}.account`);
    if (/\bdemo\b/i.test(details.intermediary.name) || /^DEMO/.test(details.intermediary.swift))
      found.push(`tenderPayee.foreign.currencies.${currency}.intermediary`);
  }
  return found;
}

/**
 * Every setting of a production stage that is missing or still holds a demo value, as `setting: why`.
 * Empty for local and test stages, which use the demo values on purpose.
 */
export function demoValuesOf(stage: StageConfig): string[] {
  if (stage.kind !== 'production') return [];
  const problems: string[] = [];
  const missing = (setting: string) => problems.push(`${setting}: missing`);
  const demo = (setting: string, value: string) => problems.push(`${setting}: demo value ${value}`);

  if (!stage.siteUrl) missing('siteUrl');
  else if (isDemoHost(stage.siteUrl)) demo('siteUrl', stage.siteUrl);
  if (stage.supportEmails.length === 0) missing('supportEmails');
  for (const email of stage.supportEmails)
    if (email === DEFAULT_SUPPORT_EMAIL || isDemoHost(email)) demo('supportEmails', email);
  if (!stage.mailFrom) missing('mailFrom');
  else if (isDemoHost(stage.mailFrom)) demo('mailFrom', stage.mailFrom);
  if (stage.alarmEmail && isDemoHost(stage.alarmEmail)) demo('alarmEmail', stage.alarmEmail);
  if (!stage.tenderPayee) missing('tenderPayee');
  else for (const field of demoPayeeFields(stage.tenderPayee)) problems.push(`${field}: demo value`);
  if (!stage.tenderSystemUrl) missing('tenderSystemUrl');
  else if (isDemoHost(stage.tenderSystemUrl)) demo('tenderSystemUrl', stage.tenderSystemUrl);
  if (!stage.tenderDocumentsUrl) missing('tenderDocumentsUrl');
  else if (isDemoHost(stage.tenderDocumentsUrl)) demo('tenderDocumentsUrl', stage.tenderDocumentsUrl);
  if (stage.register.service === 'emulator')
    demo('register.service', 'emulator (the local register emulator)');
  else {
    if (isDemoHost(stage.register.service)) demo('register.service', stage.register.service);
    if (!stage.register.secretName) missing('register.secretName');
  }
  if (stage.trustList.source === 'demo') demo('trustList.source', 'demo (the test CAs)');
  const { organisations, staff } = stage.communication;
  if (organisations.length === 0) missing('communication.organisations');
  for (const organisation of organisations)
    if (DEMO_ORGANISATIONS.some((d) => d.nameRu === organisation.nameRu || d.nameEn === organisation.nameEn))
      demo('communication.organisations', `${organisation.beCode} (the demo group's)`);
  if (staff.length === 0) missing('communication.staff');
  for (const member of staff) if (isDemoHost(member.login)) demo('communication.staff', member.login);
  if (stage.features.oldDocumentsUrl && isDemoHost(stage.features.oldDocumentsUrl))
    demo('features.oldDocumentsUrl', stage.features.oldDocumentsUrl);
  return problems;
}

/** Thrown at synthesis: the stage file does not parse, or a production stage holds demo values. */
export class StageConfigError extends Error {
  constructor(
    readonly stage: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The stage "${stage}" cannot be deployed (infra/stages/${stage}.ts):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'StageConfigError';
  }
}

/** Parses a stage file's export and, for a production stage, refuses demo and missing values. */
export function checkStage(input: unknown, name = 'stage'): StageConfig {
  const parsed = stageSchema.safeParse(input);
  if (!parsed.success) {
    throw new StageConfigError(
      name,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const problems = demoValuesOf(parsed.data);
  if (problems.length > 0) throw new StageConfigError(parsed.data.name, problems);
  return parsed.data;
}
