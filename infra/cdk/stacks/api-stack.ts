import {
  Annotations,
  CfnOutput,
  CustomResource,
  Duration,
  NestedStack,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as events from 'aws-cdk-lib/aws-events';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambdaEvents from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as cr from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS, type Endpoint, type FunctionGroup } from '@shared/api/endpoint';
import { AUTH_ENV, BUCKETS, S3_PREFIX, TABLES, type BucketKey, type TableKey } from '@shared/resources';
import { referenceDataVersion } from '../../../functions/domain/reference-data/version';
import {
  AUTHORIZER_ENTRY,
  OUTBOX_SENDER_ENTRY,
  PERSONAL_DATA_EXPORT_WORKER_ENTRY,
  RELATIONSHIP_REMOVAL_WORKER_ENTRY,
  PDF_FUNCTION_GROUPS,
  RUNTIME_PACKAGES,
  TENDER_ACCESS_JOB_ENTRY,
  FILES_SWEEP_JOB_ENTRY,
  DOCUMENT_REMINDERS_JOB_ENTRY,
  ESIGN_TRUST_JOB_ENTRY,
  RETENTION_JOB_ENTRY,
  BIK_DIRECTORY_JOB_ENTRY,
  REFERENCE_DATA_ENTRY,
  USER_MANUAL_DIR,
  functionEntry,
} from '../bundling';
import type { DeployConfig, TokenIssuer } from '../config';
import { ApiFunction, type ApiFunctionProps } from '../constructs/api-function';
import { addErrorGatewayResponses } from '../constructs/error-gateway-responses';
import { addLocalSiteConfig } from '../constructs/local-site-config';
import { siteStageSettingsOf } from '../site-config';
import { ScheduledJob } from '../constructs/scheduled-job';
import {
  suppressBucketDeploymentFindings,
  suppressCdkProviderFindings,
} from '../constructs/cdk-provider-findings';
import { PERSONAL_DATA_EXPORT, FUNCTION_ACCESS, type ResourceAccess } from '../function-access';

export const API_NAME = 'supplier-cabinet-api';
/** Why the methods use no Cognito user pool authorizer (cdk-nag AwsSolutions-COG4). */
const COGNITO_AUTHORIZER_REASON = {
  id: 'AwsSolutions-COG4',
  reason:
    'The Lambda TOKEN authorizer verifies Cognito ID tokens by issuer and JWKS, so cognito-local works too.',
};
export const API_STAGE = 'prod';

export interface MonitoredFunction {
  readonly name: string;
  readonly function: ApiFunction;
  /** Whether its log counts answers (request / request failed), i.e. a group handler. */
  readonly countsAnswers: boolean;
}

export interface ApiStackProps extends StackProps {
  readonly config: DeployConfig;
  readonly tables: Record<TableKey, dynamodb.ITable>;
  readonly buckets: Record<BucketKey, s3.IBucket>;
  /** Cognito in AWS, cognito-local in the localstack profile. */
  readonly issuer: TokenIssuer;
  /** The user pool, where the app has one (AWS): the admin function changes logins in it. */
  readonly userPool?: cognito.IUserPool;
  /** The routes to serve; the contract's ENDPOINTS unless a test passes fewer. */
  readonly endpoints?: readonly Endpoint[];
}

/**
 * The REST API: one method per contract entry (shared/api/contract.ts), each proxied to its
 * group's function, every non-public one behind the JWT authorizer.
 *
 * CloudFormation allows 500 resources per stack and the API alone has one per path part and one per
 * method (about 300 of them), so the stack keeps only what is shared — the RestApi, its `/api`
 * resource, stage and deployment, the authorizer, the invoke permissions, the registration link key —
 * and nests the rest: one stack per function group (`Functions-<group>`: the function, its role, logs
 * and jobs) and one per first path segment (`Routes-<segment>`: the resources and methods under
 * `/api/<segment>`). A path segment never changes stack, whichever function serves it, so adding a
 * route or a section never moves an existing resource between stacks. The methods are made on the
 * RestApi itself (not an import of it), so its deployment depends on every method of every nested
 * stack and its logical ID hashes them: a new or changed route gets a new deployment of the stage.
 */
export class ApiStack extends Stack {
  readonly api: apigw.RestApi;
  /** The nested stack of each group's function. */
  readonly functionStacks: Record<FunctionGroup, NestedStack>;
  /** The nested stack of each first path segment's routes (`accounts` for `/api/accounts/...`). */
  readonly routeStacks: ReadonlyMap<string, NestedStack>;
  readonly functions: Record<FunctionGroup, lambda.Function>;
  readonly authorizerFunction: lambda.IFunction;
  /** What the monitoring stack watches. */
  readonly monitored: readonly MonitoredFunction[];
  /** The scheduled job of tender access (an EventBridge rule runs it every hour). */
  readonly tenderAccessJob: ScheduledJob;
  /** The daily sweep of accepted files no one holds. */
  readonly filesSweepJob: ScheduledJob;
  /** The document calendar's reminders (an EventBridge rule runs it every morning). */
  readonly documentRemindersJob: ScheduledJob;
  /** The daily retention job (reminders and deletions of 01 §9, 02 §9, 03 §9). */
  readonly retentionJob: ScheduledJob;
  /** The daily load of the Bank of Russia's BIK directory (ED807) into the bank directory. */
  readonly bikDirectoryJob: ScheduledJob;
  /** The daily e-signature trust job (the official list of accredited CAs, the trusted CAs' CRLs). */
  readonly esignTrustJob: ScheduledJob;
  /** The e-mail sender of the Communications outbox; only with `-c mailFrom=…`. */
  readonly outboxSender: ScheduledJob | undefined;
  /** Where removal checks that kept failing end up. */
  readonly removalChecksDeadLetters: sqs.Queue;
  readonly personalDataExportsDeadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.api = new apigw.RestApi(this, 'Api', {
      restApiName: API_NAME,
      description: 'Supplier Cabinet: the /api calls of the SPA',
      // CloudFront is the edge in front of it; an edge-optimized API would add a second one.
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      // The account-wide API Gateway logging role is not this app's to own; access logs below need none.
      cloudWatchRole: false,
      deployOptions: {
        stageName: API_STAGE,
        methodOptions: { '/*/*': { throttlingRateLimit: 100, throttlingBurstLimit: 200 } },
        accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
        accessLogFormat: accessLogFormat(),
        tracingEnabled: config.monitoring,
      },
    });
    addErrorGatewayResponses(this.api);

    const authorizerFunction = new ApiFunction(this, 'Authorizer', {
      entry: AUTHORIZER_ENTRY,
      description: 'Verifies the Cognito ID token of every protected /api call',
      bundle: config.bundle,
      tracing: config.tracing,
      environment: {
        [AUTH_ENV.issuer]: props.issuer.issuer,
        [AUTH_ENV.jwksUri]: props.issuer.jwksUri,
        [AUTH_ENV.clientId]: props.issuer.clientId,
      },
    });
    this.authorizerFunction = authorizerFunction.fn;
    // Staff sessions (idle limit, sign-out everywhere) are kept in the accounts table.
    this.grantResources(authorizerFunction.fn, { tables: { accounts: 'readWrite' }, buckets: {} }, props);
    const authorizer = new apigw.TokenAuthorizer(this, 'JwtAuthorizer', {
      handler: this.authorizerFunction,
      identitySource: apigw.IdentitySource.header('Authorization'),
      resultsCacheTtl: Duration.minutes(5),
    });

    // Nested stacks per function group and per first path segment: see the class comment.
    this.functionStacks = Object.fromEntries(
      FUNCTION_GROUPS.map((group) => [
        group,
        new NestedStack(this, `Functions-${group}`, {
          description: `Supplier Cabinet: the ${group} function of the API`,
        }),
      ]),
    ) as Record<FunctionGroup, NestedStack>;
    const groupFunctions = Object.fromEntries(
      FUNCTION_GROUPS.map((group) => [group, this.groupFunction(group, props)]),
    ) as Record<FunctionGroup, ApiFunction>;
    this.functions = Object.fromEntries(
      FUNCTION_GROUPS.map((group): [FunctionGroup, lambda.Function] => [group, groupFunctions[group].fn]),
    ) as Record<FunctionGroup, lambda.Function>;

    this.outboxSender = this.addOutboxSender(props);
    this.removalChecksDeadLetters = this.addRelationshipsRemovalCheck(props);
    this.personalDataExportsDeadLetters = this.addPersonalDataExports(props);
    this.addRegistrationLinkKey();
    if (props.userPool) {
      this.functions.admin.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      this.functions.admin.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes'],
          resources: [props.userPool.userPoolArn],
        }),
      );
      // "Выйти на всех устройствах" revokes the caller's refresh tokens.
      this.functions.account.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      this.functions.account.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminUserGlobalSignOut'],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    this.routeStacks = this.addRoutes(props.endpoints ?? ENDPOINTS, authorizer);

    if (config.profile === 'localstack') {
      addLocalSiteConfig(this.api, config.externalIssuer, siteStageSettingsOf(config));
      if (!config.externalIssuer.given) {
        Annotations.of(this).addWarningV2(
          'supplier-cabinet:jwtIssuer',
          `No -c jwtIssuer / -c jwtClientId: the authorizer trusts the placeholder ${config.externalIssuer.issuer}. ` +
            'Pass the pool `npm start` prints (infra/localstack/README.md).',
        );
      }
    }

    this.monitored = [
      ...FUNCTION_GROUPS.map((group) => ({
        name: group,
        function: groupFunctions[group],
        countsAnswers: true,
      })),
      // The authorizer refuses a bad token by throwing: its errors are no fault of the service.
      { name: 'authorizer', function: authorizerFunction, countsAnswers: false },
    ];
    this.tenderAccessJob = this.scheduledTenderAccessJob(props);
    this.filesSweepJob = this.scheduledFilesSweepJob(props);
    this.documentRemindersJob = this.scheduledDocumentRemindersJob(props);
    this.retentionJob = this.scheduledRetentionJob(props);
    this.bikDirectoryJob = this.scheduledBikDirectoryJob(props);

    this.grantStateRegisterKey(config);
    this.esignTrustJob = this.scheduledEsignTrustJob(props);
    this.loadShippedData(props);

    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
    this.suppressApiFindings(config);
  }

  /**
   * Sends the e-mails the cabinet queues (every mailing type, docs/mail.md) through SES every minute, from the
   * verified sender address given as `-c mailFrom=…`; without it the e-mails wait in the outbox.
   */
  private addOutboxSender(props: ApiStackProps): ScheduledJob | undefined {
    const from = props.config.mailFrom;
    if (!from) {
      Annotations.of(this).addWarningV2(
        'supplier-cabinet:mailFrom',
        'No -c mailFrom: e-mails to suppliers stay in the outbox table (no SES sender is deployed).',
      );
      return undefined;
    }
    const scope = this.functionStacks.communication;
    // The outbox lives in the notifications table (docs/mail.md).
    const table = props.tables.notifications;
    const fn = new ApiFunction(scope, 'Fn-outbox-sender', {
      entry: OUTBOX_SENDER_ENTRY,
      description: 'Supplier Cabinet: sends the e-mail outbox through SES',
      bundle: props.config.bundle,
      tracing: props.config.tracing,
      environment: { MAIL_FROM: from, [TABLES.notifications.envVar]: table.tableName },
    }).fn;
    table.grantReadWriteData(fn);
    const domain = from.split('@')[1] ?? from;
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          scope.formatArn({ service: 'ses', resource: 'identity', resourceName: from }),
          scope.formatArn({ service: 'ses', resource: 'identity', resourceName: domain }),
        ],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Grants of the CDK on the notifications table indexes (<table>/index/*).',
          appliesTo: [{ regex: '/^Resource::.+\\/\\*$/g' }],
        },
      ],
      true,
    );
    return new ScheduledJob(scope, 'OutboxSender', {
      fn,
      description: 'Sends pending Communications e-mails',
      schedule: events.Schedule.rate(Duration.minutes(1)),
    });
  }

  /**
   * Removal checks of the relationships (02 §4, up to 24 hours): the relationships function queues
   * them in SQS, a worker decides each; a job that keeps failing ends in the dead-letter queue.
   */
  private addRelationshipsRemovalCheck(props: ApiStackProps): sqs.Queue {
    const scope = this.functionStacks.relationships;
    const deadLetters = new sqs.Queue(scope, 'RemovalChecksDlq', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    const queue = new sqs.Queue(scope, 'RemovalChecks', {
      visibilityTimeout: Duration.seconds(60),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });
    queue.grantSendMessages(this.functions.relationships);
    this.functions.relationships.addEnvironment('REMOVAL_QUEUE_URL', queue.queueUrl);

    const worker = new ApiFunction(scope, 'Fn-relationships-removal', {
      entry: RELATIONSHIP_REMOVAL_WORKER_ENTRY,
      description: 'Supplier Cabinet: decides the queued removals of supposed subcontractors and producers',
      bundle: props.config.bundle,
      tracing: props.config.tracing,
      environment: props.config.profile === 'localstack' ? { S3_FORCE_PATH_STYLE: 'true' } : {},
    }).fn;
    for (const key of ['accounts', 'notifications'] as const) {
      worker.addEnvironment(TABLES[key].envVar, props.tables[key].tableName);
      props.tables[key].grantReadWriteData(worker);
    }
    worker.addEventSource(
      new lambdaEvents.SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }),
    );
    NagSuppressions.addResourceSuppressions(
      worker,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Grants of the CDK: the table indexes (<table>/index/*) of the two tables the worker writes.',
          appliesTo: [{ regex: '/^Resource::.+\\/\\*$/g' }],
        },
      ],
      true,
    );
    new CfnOutput(this, 'RemovalChecksDeadLetterQueue', { value: deadLetters.queueName });
    return deadLetters;
  }

  /**
   * Personal-data exports (issue 18): the account and admin functions queue them in SQS, a worker builds
   * each archive; one that keeps failing ends in the dead-letter queue. A withdrawn consent disables the
   * person's sign-in, so the account function may disable users and sign them out.
   */
  private addPersonalDataExports(props: ApiStackProps): sqs.Queue {
    const scope = this.functionStacks.account;
    const deadLetters = new sqs.Queue(scope, 'PersonalDataExportsDlq', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    const queue = new sqs.Queue(scope, 'PersonalDataExports', {
      visibilityTimeout: Duration.minutes(6),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 3 },
    });
    for (const group of ['account', 'admin'] as const) {
      queue.grantSendMessages(this.functions[group]);
      this.functions[group].addEnvironment('EXPORT_QUEUE_URL', queue.queueUrl);
    }
    const { fn: worker } = this.stageFunction(scope, 'Fn-personal-data-export', props, {
      entry: PERSONAL_DATA_EXPORT_WORKER_ENTRY,
      description: 'Supplier Cabinet: builds the queued personal-data exports',
      timeout: Duration.minutes(5),
      memorySize: 1024,
    });
    this.grantResources(worker, PERSONAL_DATA_EXPORT, props);
    worker.addEventSource(
      new lambdaEvents.SqsEventSource(queue, { batchSize: 1, reportBatchItemFailures: true }),
    );
    if (props.userPool) {
      this.functions.account.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      this.functions.account.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    new CfnOutput(this, 'PersonalDataExportsDeadLetterQueue', { value: deadLetters.queueName });
    return deadLetters;
  }

  /**
   * The state register's API key (DaData), kept by the operator in Secrets Manager under the stage's name: read
   * by every function that looks a resident up — the API's (registration, search, relationships, profiles, and
   * the risk profile recomputed after decisions in most of them) and the jobs that recompute risk profiles.
   */
  private grantStateRegisterKey(config: DeployConfig): void {
    const { secretName } = config.stage.register;
    if (!secretName) return;
    const secret = secretsmanager.Secret.fromSecretNameV2(this, 'StateRegisterKey', secretName);
    const readers = [
      ...Object.values(this.functions),
      this.tenderAccessJob.fn,
      this.retentionJob.fn,
      this.documentRemindersJob.fn,
    ];
    for (const fn of readers) secret.grantRead(fn);
  }

  /** The key that signs registration links: generated by Secrets Manager, read by the function at start. */
  private addRegistrationLinkKey(): void {
    const secret = new secretsmanager.Secret(this, 'RegistrationLinkKey', {
      description: 'Supplier Cabinet: HMAC key of the relationships registration links',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    secret.grantRead(this.functions.relationships);
    this.functions.relationships.addEnvironment('REGISTRATION_LINK_SECRET_ARN', secret.secretArn);
    // The search and registration functions open the links (the non-resident route's :id).
    for (const group of ['search', 'registration'] as const) {
      secret.grantRead(this.functions[group]);
      this.functions[group].addEnvironment('REGISTRATION_LINK_SECRET_ARN', secret.secretArn);
    }
    NagSuppressions.addResourceSuppressions(secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'Rotating the key would void the links already shared; they expire in 14 days instead.',
      },
    ]);
  }

  /**
   * The methods of the contract, each route stack holding the resources and methods under one
   * `/api/<segment>`. One integration per function, scoped to the whole API: each function gets ONE
   * invoke permission (in this stack, beside the API) instead of one or two per method.
   */
  private addRoutes(endpoints: readonly Endpoint[], authorizer: apigw.IAuthorizer): Map<string, NestedStack> {
    const prefix = this.api.root.addResource('api');
    const integrations = new Map(
      FUNCTION_GROUPS.map((group) => [
        group,
        new apigw.LambdaIntegration(this.functions[group], { scopePermissionToMethod: false }),
      ]),
    );
    const segments = new Map<string, { stack: NestedStack; resource: apigw.IResource }>();
    const segmentOf = (segment: string) => {
      const known = segments.get(segment);
      if (known) return known;
      const stack = new NestedStack(this, `Routes-${segment}`, {
        description: `Supplier Cabinet: the API routes under /api/${segment}`,
      });
      // The parent's /api seen from the nested stack: methods made under it still belong to the RestApi.
      const imported = apigw.Resource.fromResourceAttributes(stack, 'Prefix', {
        restApi: this.api,
        resourceId: prefix.resourceId,
        path: prefix.path,
      });
      const created = { stack, resource: imported.addResource(segment) };
      segments.set(segment, created);
      return created;
    };
    for (const entry of endpoints) {
      const [segment = '', ...rest] = entry.path.slice(`${prefix.path}/`.length).split('/');
      const integration = integrations.get(entry.fn);
      if (!integration) throw new Error(`${entry.id}: no function for group ${entry.fn}`);
      const method = segmentOf(segment)
        .resource.resourceForPath(rest.join('/'))
        .addMethod(entry.method, integration, {
          operationName: entry.id,
          ...(entry.access === 'public'
            ? { authorizationType: apigw.AuthorizationType.NONE }
            : { authorizationType: apigw.AuthorizationType.CUSTOM, authorizer }),
        });
      if (entry.access === 'public') {
        NagSuppressions.addResourceSuppressions(method, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${entry.id} is public by the specification (no sign-in needed).`,
          },
        ]);
      }
    }
    for (const { stack } of segments.values()) {
      NagSuppressions.addResourceSuppressions(stack, [COGNITO_AUTHORIZER_REASON], true);
    }
    return new Map([...segments].map(([segment, { stack }]) => [segment, stack]));
  }

  /** A job or worker of the stage: bundled, traced and given the stage's environment as the API functions are. */
  private stageFunction(
    scope: Construct,
    id: string,
    props: ApiStackProps,
    spec: Pick<ApiFunctionProps, 'entry' | 'description' | 'timeout' | 'memorySize'>,
  ): ApiFunction {
    return new ApiFunction(scope, id, {
      ...spec,
      bundle: props.config.bundle,
      tracing: props.config.tracing,
      environment: this.environmentOf(props),
    });
  }

  /** What every function of the API gets in its environment. */
  private environmentOf(props: ApiStackProps, group?: FunctionGroup): Record<string, string> {
    const environment: Record<string, string> = {
      SITE_URL: props.config.siteUrl,
      // The documents specification is read by most functions and jobs (documents, tenders, relationships,
      // prequalification, retention, exports, reminders): all of them get the stage's ЕСХН/VAT flag.
      LOAD_VAT_DOCUMENTS_IF_ESHN: String(props.config.loadVatDocumentsIfEshn),
      // The stage and what the health checks report (functions/domain/health): its kind, register, trust list.
      STAGE_NAME: props.config.stage.name,
      STAGE_KIND: props.config.stage.kind,
      REGISTER_SERVICE: props.config.stage.register.service,
      TRUST_LIST_SOURCE: props.config.stage.trustList.source,
    };
    // The support mailbox the server names (the moderation hint, the tender stop factors): the stage's first.
    const [supportEmail] = props.config.supportEmails;
    if (supportEmail) environment.SUPPORT_EMAIL = supportEmail;
    // The outbox's sender, which the health check names (the sender function itself gets it below).
    if (props.config.mailFrom) environment.MAIL_FROM = props.config.mailFrom;
    // The state register (registration, search, relationships, risk profiles): the stage's service and key;
    // a stage on the local emulator has none once deployed, and registration says it is unavailable.
    const register = props.config.stage.register;
    if (register.service !== 'emulator') environment.STATE_REGISTER_URL = register.service;
    if (register.secretName) environment.STATE_REGISTER_SECRET_NAME = register.secretName;
    if (props.config.profile === 'localstack') environment.S3_FORCE_PATH_STYLE = 'true';
    // Download links through the web stack's download path (nosniff); LocalStack has no CloudFront, and without
    // a site URL the distribution's address is not known yet: links then go straight to S3.
    if (props.config.profile === 'aws' && props.config.siteUrlGiven)
      environment.DOWNLOAD_SITE_URL = props.config.siteUrl;
    if (props.config.profile === 'localstack' && group) {
      // LocalStack community deploys the authorizer but never runs it: each API function checks the token itself.
      Object.assign(environment, {
        [AUTH_ENV.inFunction]: 'true',
        [AUTH_ENV.issuer]: props.issuer.issuer,
        [AUTH_ENV.jwksUri]: props.issuer.jwksUri,
        [AUTH_ENV.clientId]: props.issuer.clientId,
      });
    }
    // The SPA hides the section by /config.json; its calls answer 404 as well, and the readiness checklist
    // (tenders) asks for no safety check while it is off.
    if (group === 'pbiot' || group === 'tenders') environment.SHOW_PBIOT = String(props.config.showPbiot);
    // The minimum file size of 01 §5.3 is a setting of the stage; the files function checks it.
    if (group === 'files' && props.config.fileMinBytes !== undefined)
      environment.FILE_MIN_BYTES = String(props.config.fileMinBytes);
    // The documents function checks e-signatures; the admin function shows the trust list's state.
    if (group === 'documents' || group === 'admin') {
      environment.ESIGN_REVOCATION = props.config.esignRevocation;
      environment.ESIGN_TSL_URL = props.config.esignTslUrl;
    }
    // The health view compares the stage's loaded reference data with this release's (a hotswap deploy skips
    // the custom resource that loads it).
    if (group === 'admin') environment.REFERENCE_DATA_VERSION = referenceDataVersion();
    return environment;
  }

  private groupFunction(group: FunctionGroup, props: ApiStackProps): ApiFunction {
    const apiFunction = new ApiFunction(this.functionStacks[group], `Fn-${group}`, {
      entry: functionEntry(group),
      description: `Supplier Cabinet /api calls of the ${group} group`,
      bundle: props.config.bundle,
      tracing: props.config.tracing,
      environment: this.environmentOf(props, group),
      rendersPdf: PDF_FUNCTION_GROUPS.includes(group),
      runtimePackages: RUNTIME_PACKAGES[group],
      tokenCheckInFunction: props.config.profile === 'localstack',
    });
    this.grantResources(apiFunction.fn, FUNCTION_ACCESS[group], props);
    if (group === 'tenders') this.addTenderSettings(apiFunction.fn, props);
    return apiFunction;
  }

  /**
   * The stage's licensor (tenderPayee of infra/stages/<stage>.ts, or -c tenderPayee=<JSON>) and the tender
   * link (tenderSystemUrl, or -c tenderSystemUrl=…).
   */
  private addTenderSettings(fn: lambda.Function, props: ApiStackProps): void {
    if (props.config.tenderPayee) fn.addEnvironment('TENDER_PAYEE', props.config.tenderPayee);
    // Without the tender link (01 §9) the tender page offers no 'Перейти в систему'.
    if (props.config.tenderSystemUrl) fn.addEnvironment('TENDER_SYSTEM_URL', props.config.tenderSystemUrl);
  }

  /**
   * The tender access job: hourly, so access whose last day has passed is blocked soon after midnight in
   * Moscow whenever that falls; idempotent (conditional writes), so a retry or an overlap changes nothing more.
   * It is part of the tenders group and may touch what that group may.
   */
  private scheduledTenderAccessJob(props: ApiStackProps): ScheduledJob {
    const scope = this.functionStacks.tenders;
    const { fn } = this.stageFunction(scope, 'Job-tender-access', props, {
      entry: TENDER_ACCESS_JOB_ENTRY,
      description: 'Supplier Cabinet: moves tender access whose time has come (blocks unpaid access)',
    });
    this.grantResources(fn, FUNCTION_ACCESS.tenders, props);
    this.addTenderSettings(fn, props);
    return new ScheduledJob(scope, 'TenderAccessJob', {
      fn,
      description: 'Runs the tender access job every hour',
      schedule: events.Schedule.cron({ minute: '5' }),
    });
  }

  /**
   * The sweep of accepted files no one holds (a document, a PBIOT document, a message, a registration):
   * daily at night, Moscow time; idempotent (conditional deletions). Part of the files group.
   */
  private scheduledFilesSweepJob(props: ApiStackProps): ScheduledJob {
    const scope = this.functionStacks.files;
    const { fn } = this.stageFunction(scope, 'Job-files-sweep', props, {
      entry: FILES_SWEEP_JOB_ENTRY,
      description: 'Supplier Cabinet: deletes accepted files that nothing holds',
    });
    this.grantResources(fn, FUNCTION_ACCESS.files, props);
    return new ScheduledJob(scope, 'FilesSweepJob', {
      fn,
      description: 'Runs the sweep of unheld files every night',
      schedule: events.Schedule.cron({ minute: '30', hour: '0' }),
    });
  }

  /**
   * The retention job: daily, at night in Moscow. It erases a counterparty in every context, so it may
   * touch every table and bucket, and delete its users from the user pool. Part of the admin group.
   */
  private scheduledRetentionJob(props: ApiStackProps): ScheduledJob {
    const scope = this.functionStacks.admin;
    const { fn } = this.stageFunction(scope, 'Job-retention', props, {
      entry: RETENTION_JOB_ENTRY,
      description:
        'Supplier Cabinet: reminds before the retention deadlines and deletes overdue counterparties',
    });
    const every = <K extends string>(keys: readonly K[]) =>
      Object.fromEntries(keys.map((key) => [key, 'readWrite'])) as Record<K, 'readWrite'>;
    this.grantResources(
      fn,
      {
        tables: every(Object.keys(TABLES) as TableKey[]),
        buckets: every(Object.keys(BUCKETS) as BucketKey[]),
      },
      props,
    );
    if (props.userPool) {
      fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminDeleteUser'],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    return new ScheduledJob(scope, 'RetentionJob', {
      fn,
      description: 'Runs the retention job every night',
      schedule: events.Schedule.cron({ minute: '45', hour: '0' }),
    });
  }

  /**
   * The document calendar's reminders (issue 18): every morning, Moscow time (06:00 UTC = 09:00), so a
   * reminder arrives in working hours; idempotent (a conditional marker per item). Part of the documents
   * group: it reads the documents, notifies and writes the outbox as the reviewers' requests do.
   */
  private scheduledDocumentRemindersJob(props: ApiStackProps): ScheduledJob {
    const scope = this.functionStacks.documents;
    const { fn } = this.stageFunction(scope, 'Job-document-reminders', props, {
      entry: DOCUMENT_REMINDERS_JOB_ENTRY,
      description: 'Supplier Cabinet: reminds suppliers of expiring certificates and tax deadlines',
    });
    this.grantResources(fn, FUNCTION_ACCESS.documents, props);
    return new ScheduledJob(scope, 'DocumentRemindersJob', {
      fn,
      description: 'Runs the document calendar reminders every morning',
      schedule: events.Schedule.cron({ minute: '0', hour: '6' }),
    });
  }

  /**
   * The BIK directory job: every morning, Moscow time (03:15 UTC = 06:15), after the Bank of Russia has
   * published the evening before the file for the business day; idempotent (the same file loads to the
   * same items). Part of the bank group, which may write the reference table it reads.
   */
  private scheduledBikDirectoryJob(props: ApiStackProps): ScheduledJob {
    const scope = this.functionStacks.bank;
    const { fn } = this.stageFunction(scope, 'Job-bik-directory', props, {
      entry: BIK_DIRECTORY_JOB_ENTRY,
      description:
        "Supplier Cabinet: loads the Bank of Russia's BIK directory (ED807) into the bank directory",
      // A download of about 100 KB with retries and a few thousand writes.
      timeout: Duration.minutes(5),
      memorySize: 1024,
    });
    this.grantResources(fn, { tables: { reference: 'readWrite' }, buckets: {} }, props);
    if (props.config.bikDirectoryUrl) fn.addEnvironment('BIK_DIRECTORY_URL', props.config.bikDirectoryUrl);
    return new ScheduledJob(scope, 'BikDirectoryJob', {
      fn,
      description: 'Runs the BIK directory load every morning',
      schedule: events.Schedule.cron({ minute: '15', hour: '3' }),
    });
  }

  /**
   * The e-signature trust job: every night it loads the official list of accredited CAs (when its version
   * changed) and the trusted CAs' CRLs into the documents bucket. Part of the documents group.
   */
  private scheduledEsignTrustJob(props: ApiStackProps): ScheduledJob {
    const scope = this.functionStacks.documents;
    const { fn } = this.stageFunction(scope, 'Job-esign-trust', props, {
      entry: ESIGN_TRUST_JOB_ENTRY,
      description: 'Supplier Cabinet: loads the accredited CAs list and their CRLs for e-signature checks',
      timeout: Duration.minutes(10),
      memorySize: 1024,
    });
    fn.addEnvironment('ESIGN_TSL_URL', props.config.esignTslUrl);
    this.grantResources(fn, { tables: {}, buckets: { documents: 'readWrite' } }, props);
    return new ScheduledJob(scope, 'EsignTrustJob', {
      fn,
      description: 'Loads the list of accredited CAs and their CRLs every night',
      schedule: events.Schedule.cron({ minute: '15', hour: '1' }),
    });
  }

  /**
   * What a stage needs from its first request, loaded by every deploy: the reference data (dictionaries, the
   * group's foreign banks and account currencies) and the stage's Communications setting (organisations,
   * support staff) through a custom resource whose properties are the shipped data's version and the setting,
   * so CloudFormation asks for a load when either changes; and (in AWS) the user manuals, copied
   * into the documents bucket's public prefix without touching the rest of the bucket.
   */
  private loadShippedData(props: ApiStackProps): void {
    const scope = this.functionStacks.dictionaries;
    const { fn } = this.stageFunction(scope, 'Fn-reference-data', props, {
      entry: REFERENCE_DATA_ENTRY,
      description: 'Supplier Cabinet: loads the shipped reference data on each deploy',
      timeout: Duration.minutes(5),
      memorySize: 1024,
    });
    this.grantResources(
      fn,
      { tables: { reference: 'readWrite', communication: 'readWrite' }, buckets: {} },
      props,
    );
    const provider = new cr.Provider(scope, 'ReferenceDataProvider', { onEventHandler: fn });
    new CustomResource(scope, 'ReferenceData', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::ReferenceData',
      // The stage's organisations and support staff ride along: a changed setting is loaded by the next deploy.
      properties: { version: referenceDataVersion(), communication: props.config.communication },
    });
    suppressCdkProviderFindings(provider, 'CDK provider framework of the reference data');

    // Its copier needs a Lambda layer (the AWS CLI), which LocalStack's community image does not apply.
    if (props.config.profile === 'localstack') return;
    new s3deploy.BucketDeployment(this, 'UserManuals', {
      sources: [s3deploy.Source.asset(USER_MANUAL_DIR, { exclude: ['*', '!usermanual-*.pdf'] })],
      destinationBucket: props.buckets.documents,
      destinationKeyPrefix: S3_PREFIX.public,
      // The bucket holds the suppliers' documents: the copy adds the manuals and deletes nothing.
      prune: false,
      retainOnDelete: true,
      contentType: 'application/pdf',
    });
    suppressBucketDeploymentFindings(this, 'the user manuals');
  }

  private grantResources(fn: lambda.Function, access: ResourceAccess, props: ApiStackProps): void {
    for (const [key, level] of Object.entries(access.tables) as Array<[TableKey, string]>) {
      const table = props.tables[key];
      fn.addEnvironment(TABLES[key].envVar, table.tableName);
      if (level === 'readWrite') table.grantReadWriteData(fn);
      else table.grantReadData(fn);
    }
    for (const [key, level] of Object.entries(access.buckets) as Array<[BucketKey, string]>) {
      const bucket = props.buckets[key];
      fn.addEnvironment(BUCKETS[key].envVar, bucket.bucketName);
      if (level === 'readWrite') bucket.grantReadWrite(fn);
      else bucket.grantRead(fn);
    }
    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Grants of the CDK: the table indexes (<table>/index/*), the objects of its buckets ' +
            '(<bucket>/*) and the S3 action families they need; no wider than the resources listed in function-access.ts.',
          appliesTo: [{ regex: '/^Resource::.+\\/\\*$/g' }, { regex: '/^Action::s3:.+\\*$/g' }],
        },
      ],
      true,
    );
  }

  private suppressApiFindings(config: DeployConfig): void {
    NagSuppressions.addResourceSuppressions(
      this.api,
      [
        {
          id: 'AwsSolutions-APIG2',
          reason:
            'Every handler validates params, query and body with the contract zod schemas (400 with field messages).',
        },
        {
          id: 'AwsSolutions-APIG3',
          reason: config.monitoring
            ? 'The rate-based web ACL is associated with the stage by SupplierCabinet-Monitoring (ApiWebAclAssociation).'
            : "LocalStack's community edition has no WAF; in AWS a rate-based web ACL guards the stage.",
        },
        {
          id: 'AwsSolutions-APIG6',
          reason:
            'Execution logging needs the account-wide API Gateway CloudWatch role; JSON access logs and ' +
            'structured function logs already cover every call.',
        },
        COGNITO_AUTHORIZER_REASON,
      ],
      true,
    );
  }
}

function accessLogFormat(): apigw.AccessLogFormat {
  const F = apigw.AccessLogField;
  return apigw.AccessLogFormat.custom(
    JSON.stringify({
      requestId: F.contextRequestId(),
      requestTime: F.contextRequestTime(),
      ip: F.contextIdentitySourceIp(),
      method: F.contextHttpMethod(),
      resource: F.contextResourcePath(),
      path: F.contextPath(),
      status: F.contextStatus(),
      responseLength: F.contextResponseLength(),
      latencyMs: F.contextResponseLatency(),
      integrationLatencyMs: F.contextIntegrationLatency(),
      sub: F.contextAuthorizerPrincipalId(),
      authorizeError: F.contextAuthorizeError(),
      error: F.contextErrorMessage(),
      userAgent: F.contextIdentityUserAgent(),
    }),
  );
}
