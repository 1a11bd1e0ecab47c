import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambdaEvents from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS, type FunctionGroup } from '@shared/api/endpoint';
import { AUTH_ENV, BUCKETS, TABLES, type BucketKey, type TableKey } from '@shared/resources';
import { join } from 'node:path';
import { AUTHORIZER_ENTRY, REPO_ROOT, functionEntry } from '../bundling';
import type { DeployConfig, TokenIssuer } from '../config';
import { ApiFunction } from '../constructs/api-function';
import { addErrorGatewayResponses } from '../constructs/error-gateway-responses';
import { addLocalSiteConfig } from '../constructs/local-site-config';
import { FUNCTION_ACCESS } from '../function-access';

export const API_NAME = 'supplier-cabinet-api';
export const API_STAGE = 'prod';

export interface ApiStackProps extends StackProps {
  readonly config: DeployConfig;
  readonly tables: Record<TableKey, dynamodb.ITable>;
  readonly buckets: Record<BucketKey, s3.IBucket>;
  /** Cognito in AWS, cognito-local in the localstack profile. */
  readonly issuer: TokenIssuer;
  /** The user pool in AWS: the administrators' login change writes to it. Absent in the localstack profile. */
  readonly userPool?: cognito.IUserPool;
}

/**
 * The REST API: one method per contract entry (shared/api/contract.ts), each proxied to its
 * group's function, every non-public one behind the JWT authorizer.
 */
export class ApiStack extends Stack {
  readonly api: apigw.RestApi;
  readonly functions: Record<FunctionGroup, lambda.Function>;
  readonly authorizerFunction: lambda.IFunction;

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
      },
    });
    addErrorGatewayResponses(this.api);

    this.authorizerFunction = new ApiFunction(this, 'Authorizer', {
      entry: AUTHORIZER_ENTRY,
      description: 'Verifies the Cognito ID token of every protected /api call',
      bundle: config.bundle,
      environment: {
        [AUTH_ENV.issuer]: props.issuer.issuer,
        [AUTH_ENV.jwksUri]: props.issuer.jwksUri,
        [AUTH_ENV.clientId]: props.issuer.clientId,
      },
    }).fn;
    const authorizer = new apigw.TokenAuthorizer(this, 'JwtAuthorizer', {
      handler: this.authorizerFunction,
      identitySource: apigw.IdentitySource.header('Authorization'),
      resultsCacheTtl: Duration.minutes(5),
    });

    this.functions = Object.fromEntries(
      FUNCTION_GROUPS.map((group) => [group, this.groupFunction(group, props)]),
    ) as Record<FunctionGroup, lambda.Function>;

    // One integration per function, scoped to the whole API: each function gets ONE invoke
    // permission instead of one (or two) per method, which keeps the stack far below 500 resources.
    const integrations = new Map(
      FUNCTION_GROUPS.map((group) => [
        group,
        new apigw.LambdaIntegration(this.functions[group], { scopePermissionToMethod: false }),
      ]),
    );

    this.addRelationshipsRemovalCheck(props);
    this.addRegistrationLinkKey();
    if (props.userPool) {
      this.functions.admin.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      this.functions.admin.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes'],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }

    for (const entry of ENDPOINTS) {
      const integration = integrations.get(entry.fn);
      if (!integration) throw new Error(`${entry.id}: no function for group ${entry.fn}`);
      const method = this.api.root.resourceForPath(entry.path).addMethod(entry.method, integration, {
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

    if (config.profile === 'localstack') {
      addLocalSiteConfig(this.api, config.externalIssuer);
      if (!config.externalIssuer.given) {
        Annotations.of(this).addWarningV2(
          'supplier-cabinet:jwtIssuer',
          `No -c jwtIssuer / -c jwtClientId: the authorizer trusts the placeholder ${config.externalIssuer.issuer}. ` +
            'Pass the pool `npm start` prints (infra/localstack/README.md).',
        );
      }
    }

    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
    this.suppressApiFindings();
  }

  /**
   * Removal checks of the relationships (02 §4, up to 24 hours): the relationships function queues
   * them in SQS, a worker decides each; a job that keeps failing ends in the dead-letter queue.
   */
  private addRelationshipsRemovalCheck(props: ApiStackProps): void {
    const deadLetters = new sqs.Queue(this, 'RemovalChecksDlq', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    const queue = new sqs.Queue(this, 'RemovalChecks', {
      visibilityTimeout: Duration.seconds(60),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });
    queue.grantSendMessages(this.functions.relationships);
    this.functions.relationships.addEnvironment('REMOVAL_QUEUE_URL', queue.queueUrl);

    const worker = new ApiFunction(this, 'Fn-relationships-removal', {
      entry: join(REPO_ROOT, 'functions', 'relationships', 'removal-worker.ts'),
      description: 'Supplier Cabinet: decides the queued removals of supposed subcontractors and producers',
      bundle: props.config.bundle,
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

  private groupFunction(group: FunctionGroup, props: ApiStackProps): lambda.Function {
    const access = FUNCTION_ACCESS[group];
    const environment: Record<string, string> = { SITE_URL: props.config.siteUrl };
    if (props.config.profile === 'localstack') environment.S3_FORCE_PATH_STYLE = 'true';

    const fn = new ApiFunction(this, `Fn-${group}`, {
      entry: functionEntry(group),
      description: `Supplier Cabinet /api calls of the ${group} group`,
      bundle: props.config.bundle,
      environment,
    }).fn;

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
    return fn;
  }

  private suppressApiFindings(): void {
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
          reason:
            'WAF is optional: CloudFront and stage throttling front the API; attach a web ACL per account if needed.',
        },
        {
          id: 'AwsSolutions-APIG6',
          reason:
            'Execution logging needs the account-wide API Gateway CloudWatch role; JSON access logs and ' +
            'structured function logs already cover every call.',
        },
        {
          id: 'AwsSolutions-COG4',
          reason:
            'The Lambda TOKEN authorizer verifies Cognito ID tokens by issuer and JWKS, so cognito-local works too.',
        },
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
