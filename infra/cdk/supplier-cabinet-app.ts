import { Annotations, App, Aspects, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { StageInput } from '../stages/schema';
import { readConfig, type DeployConfig } from './config';
import { ApiStack, type ApiStackProps } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack, SITE_WEB_ACL_PARAMETER } from './stacks/edge-stack';
import { IdentityStack } from './stacks/identity-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { WebStack } from './stacks/web-stack';

/**
 * Feature flags the stacks rely on. They live in code rather than cdk.json so that the tests,
 * which build the app without the CLI, get the same behaviour.
 */
const FEATURE_FLAGS = {
  // S3 server access logs delivered by bucket policy (the buckets have ACLs disabled).
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-s3:createDefaultLoggingPolicy': true,
  // The account-wide API Gateway CloudWatch role is not this app's to create.
  '@aws-cdk/aws-apigateway:disableCloudWatchRole': true,
  // Merge grant statements: fewer, shorter IAM policies.
  '@aws-cdk/aws-iam:minimizePolicies': true,
  // Classic exports/imports between the stacks: a consumer is updated before its producer can change.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  // The built-in CloudFormation template validation fails the synthesis instead of only warning.
  '@aws-cdk/core:validateAgainstDefaultRules': true,
} as const;

export const STACK_PREFIX = 'SupplierCabinet';

export interface SupplierCabinet {
  readonly app: App;
  readonly config: DeployConfig;
  readonly data: DataStack;
  readonly api: ApiStack;
  /** Only in the aws profile: LocalStack's free tier has no Cognito and no CloudFront. */
  readonly identity?: IdentityStack;
  readonly web?: WebStack;
  /** AWS profile: alarms and the API's web ACL. */
  readonly monitoring?: MonitoringStack;
  /** AWS profile: the site's web ACL in us-east-1. */
  readonly edge?: EdgeStack;
  readonly stacks: Stack[];
}

export interface CreateAppOptions {
  /** CDK context, as `-c key=value` would give it. */
  readonly context?: Record<string, string>;
  /** See WebStackProps.webDist. */
  readonly webDist?: string | null;
  /** The CDK's template validation; `npm run synth` runs it, the tests skip its ~15 s. */
  readonly validateTemplates?: boolean;
  /** See ApiStackProps.endpoints. */
  readonly endpoints?: ApiStackProps['endpoints'];
  /**
   * The stage when the context names none: the tests build the test stage; the CLI (app.ts) passes
   * null, so a synth or deploy must name its stage (`-c stage=<name>`).
   */
  readonly defaultStage?: string | null;
  /** The stages to choose from; infra/stages/index.ts unless a test passes its own. */
  readonly stages?: Readonly<Record<string, StageInput>>;
}

/** The whole app per profile, checked by cdk-nag's AwsSolutions rules at synthesis. */
export function createApp(options: CreateAppOptions = {}): SupplierCabinet {
  const app = new App({
    context: { ...FEATURE_FLAGS, ...options.context },
    builtinCloudFormationValidation: options.validateTemplates ?? true,
  });
  const config = readConfig(
    app.node,
    options.defaultStage === undefined ? 'test' : options.defaultStage,
    options.stages,
  );

  const data = new DataStack(app, `${STACK_PREFIX}-Data`, {
    config,
    description: 'Supplier Cabinet: tables and buckets',
  });
  const identity =
    config.profile === 'aws'
      ? new IdentityStack(app, `${STACK_PREFIX}-Identity`, {
          config,
          description: 'Supplier Cabinet: Cognito users',
        })
      : undefined;
  if (identity && !config.siteUrlGiven) {
    Annotations.of(identity).addWarningV2(
      'supplier-cabinet:siteUrl',
      `No -c siteUrl: S3 CORS and the OAuth callback allow only ${config.siteUrl}, and download links go ` +
        'straight to S3, without the download headers (nosniff). ' +
        'After the first deploy, deploy again with -c siteUrl=<the SiteUrl output> (infra/cdk/README.md).',
    );
  }
  const api = new ApiStack(app, `${STACK_PREFIX}-Api`, {
    config,
    description: 'Supplier Cabinet: REST API and functions',
    tables: data.tables,
    buckets: data.buckets,
    issuer: identity
      ? {
          issuer: identity.issuer,
          jwksUri: `${identity.issuer}/.well-known/jwks.json`,
          clientId: identity.client.userPoolClientId,
        }
      : config.externalIssuer,
    userPool: identity?.userPool,
    endpoints: options.endpoints,
  });
  const monitoring = config.monitoring
    ? new MonitoringStack(app, `${STACK_PREFIX}-Monitoring`, {
        description: 'Supplier Cabinet: alarms and the WAF rate rule of the API',
        api: api.api,
        functions: api.monitored,
        deadLetterQueues: {
          tenderAccess: api.tenderAccessJob.deadLetters,
          filesSweep: api.filesSweepJob.deadLetters,
          documentReminders: api.documentRemindersJob.deadLetters,
          retention: api.retentionJob.deadLetters,
          bikDirectory: api.bikDirectoryJob.deadLetters,
          esignTrust: api.esignTrustJob.deadLetters,
          removalChecks: api.removalChecksDeadLetters,
          personalDataExports: api.personalDataExportsDeadLetters,
          ...(api.outboxSender ? { outboxSender: api.outboxSender.deadLetters } : {}),
        },
        alarmEmail: config.alarmEmail,
      })
    : undefined;
  const edge =
    identity && config.monitoring
      ? new EdgeStack(app, `${STACK_PREFIX}-Edge`, {
          description: 'Supplier Cabinet: WAF rate rule in front of the site (us-east-1, for CloudFront)',
        })
      : undefined;
  const web = identity
    ? new WebStack(app, `${STACK_PREFIX}-Web`, {
        config,
        description: 'Supplier Cabinet: the SPA on CloudFront',
        api: api.api,
        userPool: identity.userPool,
        client: identity.client,
        oauthDomain: identity.oauthDomain,
        oidcProviderName: identity.oidcProviderName,
        buckets: data.buckets,
        webDist: options.webDist,
        siteWebAcl: edge && { parameterName: SITE_WEB_ACL_PARAMETER, region: EDGE_REGION },
      })
    : undefined;
  if (web && edge) web.addStackDependency(edge);

  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  const stacks = [data, identity, api, monitoring, edge, web].filter(
    (stack): stack is NonNullable<typeof stack> => !!stack,
  );
  return { app, config, data, api, identity, web, edge, monitoring, stacks };
}
