import type { DeployConfig } from './config';

/**
 * What the SPA reads from /config.json at start-up (web/src/shared/config/runtime-config.ts parses it).
 * Public values only: the web stack deploys it next to the SPA, the localstack profile serves it from the API.
 */
export interface SiteConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set when Cognito is reached somewhere else than AWS (cognito-local). */
  userPoolEndpoint: string | null;
  /** cognito-local has no SRP. */
  authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  oidcProvider: string | null;
  /** Cognito's hosted domain, for the OAuth code flow of federated sign-in. */
  oauthDomain: string | null;
  /** The support service's mailboxes (support modal); empty: the SPA names DEFAULT_SUPPORT_EMAIL. */
  supportEmails: string[];
  /** The company's tender documentation page, linked from /howpay; null: named without a link. */
  tenderDocumentsUrl: string | null;
  features: SiteFeatures;
}

/** The stage's public settings in /config.json besides the sign-in ones. */
export type SiteStageSettings = Pick<SiteConfig, 'supportEmails' | 'tenderDocumentsUrl' | 'features'>;

/** Feature flags of the deployment (01 §9, 03 §9), set per stage with `-c <name>=false` (or `=<url>`). */
export interface SiteFeatures {
  /** SHOW_PBIOT: the safety section's menu item and routes. */
  showPbiot: boolean;
  /** The PBIOT instruction: the safety manual in the support modal (01 §2.10). */
  showPbiotInstruction: boolean;
  /** The display of linked documents (03 §2): off, the documents history answers /404 for every supplier. */
  showLinkedDocuments: boolean;
  /** The old document link (01 §9, 03 §9): the previous cabinet's documents page; null, no link. */
  oldDocumentsUrl: string | null;
}

/** The stage's flags the SPA reads, as the CDK context sets them (the web stack and the localstack profile). */
export const siteFeaturesOf = (config: DeployConfig): SiteFeatures => ({
  showPbiot: config.showPbiot,
  showPbiotInstruction: config.showPbiotInstruction,
  showLinkedDocuments: config.showLinkedDocuments,
  oldDocumentsUrl: config.oldDocumentsUrl ?? null,
});

/** What /config.json carries of the stage: its support mailboxes, the /howpay link and the flags. */
export const siteStageSettingsOf = (config: DeployConfig): SiteStageSettings => ({
  supportEmails: [...config.supportEmails],
  tenderDocumentsUrl: config.tenderDocumentsUrl ?? null,
  features: siteFeaturesOf(config),
});
