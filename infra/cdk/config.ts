import type { Node } from 'constructs';
import { STAGES } from '../stages';
import { checkStage, StageConfigError, type StageConfig, type StageInput } from '../stages/schema';

/**
 * The deployment settings: the stage's configuration (infra/stages/<stage>.ts, `-c stage=<name>`), checked
 * with zod, with the CDK context (`-c key=value` or cdk.json) over it for the keys named in the table of
 * infra/cdk/README.md; then the profile's settings (aws or localstack) from the context alone.
 * Nothing here is a secret: the OIDC client secret and the register's key are referenced by their names.
 */
export type Profile = 'aws' | 'localstack';

/**
 * X-Ray in the functions: `off` (LocalStack has no X-Ray); `active`, Lambda's own segments of every call (its
 * initialisation, the call, and the API stage in front of it) at no cost to a cold start; `sdk` adds
 * Powertools' tracer with a subsegment per DynamoDB call, which loads the X-Ray SDK on each cold call
 * (about 20 ms, docs/figures-runtime.md) and hooks every promise: for a deployment being investigated.
 */
export type Tracing = 'off' | 'active' | 'sdk';

export interface OidcSettings {
  /** Provider name shown on the sign-in screen and passed to Cognito's hosted UI. */
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
  /** Secrets Manager secret (plain string) holding the client secret. */
  readonly clientSecretName: string;
}

/** What the authorizer verifies tokens against. */
export interface TokenIssuer {
  /** Exactly the `iss` of the tokens. */
  readonly issuer: string;
  /** Must be reachable from the functions (from the Lambda containers in LocalStack). */
  readonly jwksUri: string;
  readonly clientId: string;
}

/** cognito-local on the host, for the localstack profile: `<cognito-local URL>/<pool id>` is the issuer. */
export interface ExternalIssuer extends TokenIssuer {
  /** False while the placeholders below stand in for the pool `npm start` created. */
  readonly given: boolean;
}

export interface DeployConfig {
  /** The stage as checked: a production stage never carries a demo value (infra/stages/schema.ts). */
  readonly stage: StageConfig;
  readonly profile: Profile;
  /** Origin of the SPA: S3 CORS and the OAuth callback/logout URLs allow it. */
  readonly siteUrl: string;
  /** Whether `siteUrl` was given; without it an AWS deployment allows only the local dev origin. */
  readonly siteUrlGiven: boolean;
  /** Prefix of the Cognito hosted domain; undefined means `supplier-cabinet-<account id>`. */
  readonly cognitoDomainPrefix: string | undefined;
  readonly oidc: OidcSettings | undefined;
  readonly externalIssuer: ExternalIssuer;
  /** `false` only in tests: functions get a stub instead of an esbuild bundle, to keep synthesis fast. */
  readonly bundle: boolean;
  /** S3 server access logs into a logs bucket. */
  readonly accessLogs: boolean;
  /** Stateful resources survive `cdk destroy` in AWS; LocalStack is disposable. */
  readonly retainData: boolean;
  /**
   * Alarms, X-Ray tracing and the WAF rate rules: in AWS only (LocalStack's community edition has no
   * WAF or X-Ray, and nobody is paged about a laptop).
   */
  readonly monitoring: boolean;
  /** `-c sdkTracing=true` asks for `sdk` (see Tracing); AWS deployments trace `active` by default. */
  readonly tracing: Tracing;
  /** Where alarms are e-mailed (`-c alarmEmail=`); without it they only reach the SNS topic. */
  readonly alarmEmail: string | undefined;
  /** The spec's SHOW_PBIOT feature flag (`-c showPbiot=false` switches the safety section off). */
  readonly showPbiot: boolean;
  /** The spec's PBIOT instruction flag: the safety manual in the support modal (`-c showPbiotInstruction=false`). */
  readonly showPbiotInstruction: boolean;
  /** The display of linked documents (03 §2): `-c showLinkedDocuments=false` sends the documents history to /404. */
  readonly showLinkedDocuments: boolean;
  /** The old document link (01 §9, 03 §9): the previous cabinet's documents (`-c oldDocumentsUrl=https://…`). */
  readonly oldDocumentsUrl: string | undefined;
  /**
   * The tender link (01 §2.5, §9): where 'Перейти в систему' leads (`-c tenderSystemUrl=https://…`, the tenders
   * function's TENDER_SYSTEM_URL); without it the tender page shows no such button.
   */
  readonly tenderSystemUrl: string | undefined;
  /**
   * Where the BIK directory job downloads the Bank of Russia's BIK directory (ED807 zip; `{date}` becomes
   * YYYYMMDD): `-c bikDirectoryUrl=https://…`; without it the Bank of Russia's own publication address.
   */
  readonly bikDirectoryUrl: string | undefined;
  /**
   * The spec's "load HDS documents if ESHN" flag (01 §9, 03 §9): a supplier on the agricultural tax is asked
   * for the VAT returns too, unless it files a VAT exemption (`-c loadVatDocumentsIfEshn=false` switches it off).
   */
  readonly loadVatDocumentsIfEshn: boolean;
  /** The minimum file size in bytes (01 §5.3, `-c fileMinBytes=…`); without it the files function's default. */
  readonly fileMinBytes: number | undefined;
  /**
   * The official list of accredited CAs the e-signature trust job loads daily (`-c esignTslUrl=https://…`;
   * the Ministry of Digital Development's TSL by default), and whether a signature whose revocation could
   * not be checked is refused where the tax authority's signature is required (`-c esignRevocation=report`
   * accepts it, showing «revocation not checked»; `require` by default).
   */
  readonly esignTslUrl: string;
  readonly esignRevocation: 'require' | 'report';
  /**
   * The SES-verified address e-mails to suppliers are sent from (`-c mailFrom=…`). Without it no
   * sender is deployed and the e-mails stay in the outbox table.
   */
  readonly mailFrom: string | undefined;
  /** The licensor's bank details for tender access payments (JSON, functions/domain/tenders/payee.ts). */
  readonly tenderPayee: string | undefined;
  /** The support service's mailboxes (SUPPORT_EMAIL of the functions, supportEmails of /config.json). */
  readonly supportEmails: readonly string[];
  /** The company's tender documentation page, the link of /howpay (tenderDocumentsUrl of /config.json). */
  readonly tenderDocumentsUrl: string | undefined;
  /** The group's organisations that take requests and the support staff who answer them (JSON), loaded by each deploy. */
  readonly communication: string;
}

export const LOCAL_SITE_URL = 'http://localhost:5173';

/**
 * Placeholders in the shape of cognito-local as `npm start` runs it (port 15663); the real pool id
 * and client id are the ones it prints (infra/localstack/README.md).
 */
const LOCAL_ISSUER_PLACEHOLDER = {
  issuer: 'http://127.0.0.1:15663/local_pool',
  clientId: 'local-client',
} as const;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

function flag(node: Node, key: string, fallback: boolean): boolean {
  const value = text(node, key);
  return value === undefined ? fallback : value !== 'false';
}

/** The Ministry of Digital Development's list of accredited CAs, as CryptoPro's loaders fetch it. */
const OFFICIAL_TSL_URL = 'https://e-trust.gosuslugi.ru/CA/DownloadTSL?schemaVersion=0';

function positiveInteger(node: Node, key: string): number | undefined {
  const value = text(node, key);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`-c ${key}=${value}: a whole number of bytes, at least 1.`);
  return Number(value);
}

function webAddress(node: Node, key: string): string | undefined {
  const value = text(node, key);
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`-c ${key}=${value}: an http(s) address.`);
  }
  return value;
}

function readOidc(node: Node): OidcSettings | undefined {
  const issuer = text(node, 'oidcIssuer');
  const clientId = text(node, 'oidcClientId');
  const clientSecretName = text(node, 'oidcClientSecretName');
  const given = [issuer, clientId, clientSecretName].filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  if (!issuer || !clientId || !clientSecretName) {
    throw new Error('Federated sign-in needs all of oidcIssuer, oidcClientId and oidcClientSecretName.');
  }
  return { name: text(node, 'oidcProviderName') ?? 'Corporate', issuer, clientId, clientSecretName };
}

function readExternalIssuer(node: Node): ExternalIssuer {
  const issuer = (text(node, 'jwtIssuer') ?? LOCAL_ISSUER_PLACEHOLDER.issuer).replace(/\/$/, '');
  const clientId = text(node, 'jwtClientId') ?? LOCAL_ISSUER_PLACEHOLDER.clientId;
  return {
    issuer,
    jwksUri: text(node, 'jwksUri') ?? `${issuer}/.well-known/jwks.json`,
    clientId,
    given: text(node, 'jwtIssuer') !== undefined && text(node, 'jwtClientId') !== undefined,
  };
}

/** The context keys that override a stage's setting, as `-c key=value` gives them (strings). */
function stageOverrides(node: Node, stage: StageInput): StageInput {
  const payee = text(node, 'tenderPayee');
  const supportEmails = text(node, 'supportEmails');
  const features = stage.features;
  const given = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  return {
    ...stage,
    siteUrl: given(text(node, 'siteUrl')?.replace(/\/$/, ''), stage.siteUrl),
    supportEmails:
      supportEmails === undefined ? stage.supportEmails : supportEmails.split(',').map((e) => e.trim()),
    mailFrom: given(text(node, 'mailFrom'), stage.mailFrom),
    alarmEmail: given(text(node, 'alarmEmail'), stage.alarmEmail),
    // Checked with the rest of the stage (checkStage).
    tenderPayee:
      payee === undefined
        ? stage.tenderPayee
        : (parseJson('tenderPayee', payee) as StageInput['tenderPayee']),
    tenderSystemUrl: given(webAddress(node, 'tenderSystemUrl'), stage.tenderSystemUrl),
    tenderDocumentsUrl: given(webAddress(node, 'tenderDocumentsUrl'), stage.tenderDocumentsUrl),
    register: {
      service: given(webAddress(node, 'stateRegisterUrl'), stage.register.service),
      secretName: given(text(node, 'stateRegisterSecretName'), stage.register.secretName),
    },
    features: {
      showPbiot: flag(node, 'showPbiot', features.showPbiot),
      showPbiotInstruction: flag(node, 'showPbiotInstruction', features.showPbiotInstruction),
      showLinkedDocuments: flag(node, 'showLinkedDocuments', features.showLinkedDocuments),
      loadVatDocumentsIfEshn: flag(node, 'loadVatDocumentsIfEshn', features.loadVatDocumentsIfEshn),
      oldDocumentsUrl: given(webAddress(node, 'oldDocumentsUrl'), features.oldDocumentsUrl),
      fileMinBytes: given(positiveInteger(node, 'fileMinBytes'), features.fileMinBytes),
    },
  };
}

function parseJson(key: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new Error(`-c ${key}: not JSON.`);
  }
}

/**
 * The stage named by `-c stage=<name>` (or `defaultStage`: the tests build the test stage) with the context
 * over it, checked: a production stage with a missing or demo value throws StageConfigError listing them all.
 */
export function readStage(
  node: Node,
  defaultStage: string | null = null,
  stages: Readonly<Record<string, StageInput>> = STAGES,
): StageConfig {
  const name = text(node, 'stage') ?? defaultStage;
  const known = Object.keys(stages).join(', ');
  if (name === null) throw new Error(`Name the stage: -c stage=<${known}> (infra/stages/).`);
  const stage = stages[name];
  if (!stage) throw new StageConfigError(name, [`no such stage: one of ${known} (infra/stages/index.ts)`]);
  return checkStage(stageOverrides(node, stage), name);
}

export function readConfig(
  node: Node,
  defaultStage: string | null = 'test',
  stages: Readonly<Record<string, StageInput>> = STAGES,
): DeployConfig {
  const profile = text(node, 'profile') ?? 'aws';
  if (profile !== 'aws' && profile !== 'localstack') {
    throw new Error(`Unknown profile "${profile}": use -c profile=aws or -c profile=localstack.`);
  }
  const aws = profile === 'aws';
  const stage = readStage(node, defaultStage, stages);
  return {
    stage,
    profile,
    siteUrl: (stage.siteUrl ?? LOCAL_SITE_URL).replace(/\/$/, ''),
    siteUrlGiven: stage.siteUrl !== null,
    cognitoDomainPrefix: text(node, 'cognitoDomainPrefix'),
    oidc: aws ? readOidc(node) : undefined,
    externalIssuer: readExternalIssuer(node),
    bundle: flag(node, 'bundle', true),
    accessLogs: flag(node, 'accessLogs', aws),
    retainData: aws,
    monitoring: aws,
    tracing: aws ? (flag(node, 'sdkTracing', false) ? 'sdk' : 'active') : 'off',
    alarmEmail: stage.alarmEmail ?? undefined,
    showPbiot: stage.features.showPbiot,
    showPbiotInstruction: stage.features.showPbiotInstruction,
    showLinkedDocuments: stage.features.showLinkedDocuments,
    oldDocumentsUrl: stage.features.oldDocumentsUrl ?? undefined,
    tenderSystemUrl: stage.tenderSystemUrl ?? undefined,
    loadVatDocumentsIfEshn: stage.features.loadVatDocumentsIfEshn,
    fileMinBytes: stage.features.fileMinBytes ?? undefined,
    mailFrom: stage.mailFrom ?? undefined,
    tenderPayee: stage.tenderPayee ? JSON.stringify(stage.tenderPayee) : undefined,
    supportEmails: stage.supportEmails,
    tenderDocumentsUrl: stage.tenderDocumentsUrl ?? undefined,
    communication: JSON.stringify(stage.communication),
    bikDirectoryUrl: webAddress(node, 'bikDirectoryUrl'),
    esignTslUrl: webAddress(node, 'esignTslUrl') ?? OFFICIAL_TSL_URL,
    esignRevocation: text(node, 'esignRevocation') === 'report' ? 'report' : 'require',
  };
}
