// zod/mini: this runs before the first paint, so the start-up bundle takes only the checks it uses.
import { z } from 'zod/mini';

/**
 * Settings of one deployment, served as /config.json next to the SPA (the local stack writes its own,
 * the CDK web stack deploys the AWS one), so one build runs everywhere.
 */
export const runtimeConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Set when Cognito is reached somewhere else than AWS (the local emulator). */
  userPoolEndpoint: z.nullable(z.url()),
  /** cognito-local has no SRP, so the local stack asks for USER_PASSWORD_AUTH. */
  authFlow: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  /** Name of the corporate OIDC identity provider of the user pool, when one is configured. */
  oidcProvider: z.nullable(z.string().check(z.minLength(1))),
  /** Hosted UI domain of the user pool; the federated sign-in redirects through it. */
  oauthDomain: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  /** Support mailboxes listed in the support modal. */
  supportEmails: z._default(z.array(z.email()), []),
  /** The company's tender documentation page, linked from /howpay (01 §2.1); null: named without a link. */
  tenderDocumentsUrl: z._default(z.nullable(z.url()), null),
  /** Feature flags of the deployment (01 §9, 03 §2), set per stage; a config without them keeps the defaults. */
  features: z._default(
    z.object({
      showPbiot: z._default(z.boolean(), true),
      /** The PBIOT instruction (01 §2.10, §9): the safety manual in the support modal. */
      showPbiotInstruction: z._default(z.boolean(), true),
      /** The display of linked documents (03 §2): off, the documents history is /404 for every supplier. */
      showLinkedDocuments: z._default(z.boolean(), true),
      /** The old document link (01 §9, 03 §9): the previous cabinet's documents; null, no link. */
      oldDocumentsUrl: z._default(z.nullable(z.url()), null),
    }),
    { showPbiot: true, showPbiotInstruction: true, showLinkedDocuments: true, oldDocumentsUrl: null },
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | null = null;

/**
 * Federated sign-in needs both the provider name and the hosted UI domain it redirects through.
 * (Here, not beside the Amplify set-up: the sign-in screen asks it before Amplify is loaded.)
 */
export function hasFederatedSignIn(config: RuntimeConfig): boolean {
  return Boolean(config.oidcProvider && config.oauthDomain);
}

/** Reads /config.json; `answer` is a request already on its way (see config-request.ts). */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  answer: Promise<Response> = fetchImpl('/config.json', { cache: 'no-store' }),
): Promise<RuntimeConfig> {
  const response = await answer;
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  current = runtimeConfigSchema.parse(await response.json());
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet');
  return current;
}
