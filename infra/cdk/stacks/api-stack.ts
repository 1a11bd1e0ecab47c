import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS, type FunctionGroup } from '@shared/api/endpoint';
import { AUTH_ENV, BUCKETS, TABLES, type BucketKey, type TableKey } from '@shared/resources';
import { AUTHORIZER_ENTRY, OUTBOX_SENDER_ENTRY, functionEntry } from '../bundling';
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
}

/**
 * The REST API: one method per contract entry (shared/api/contract.ts), each proxied to its
 * group's function, every non-public one behind the JWT authorizer.
 */
export class ApiStack extends Stack {
  readonly api: apigw.RestApi;
  readonly functions: Record<FunctionGroup, lambda.IFunction>;
  readonly authorizerFunction: lambda.IFunction;
  /** The e-mail sender of the Communications outbox; only with `-c mailFrom=…`. */
  readonly outboxSender: lambda.IFunction | undefined;

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
    ) as Record<FunctionGroup, lambda.IFunction>;

    this.outboxSender = this.addOutboxSender(props);

    // One integration per function, scoped to the whole API: each function gets ONE invoke
    // permission instead of one (or two) per method, which keeps the stack far below 500 resources.
    const integrations = new Map(
      FUNCTION_GROUPS.map((group) => [
        group,
        new apigw.LambdaIntegration(this.functions[group], { scopePermissionToMethod: false }),
      ]),
    );

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
   * Sends the e-mails Communications queues (answers to suppliers) through SES every minute, from the
   * verified sender address given as `-c mailFrom=…`; without it the e-mails wait in the outbox.
   */
  private addOutboxSender(props: ApiStackProps): lambda.IFunction | undefined {
    const from = props.config.mailFrom;
    if (!from) {
      Annotations.of(this).addWarningV2(
        'supplier-cabinet:mailFrom',
        'No -c mailFrom: e-mails to suppliers stay in the outbox table (no SES sender is deployed).',
      );
      return undefined;
    }
    const table = props.tables.communication;
    const fn = new ApiFunction(this, 'Fn-outbox-sender', {
      entry: OUTBOX_SENDER_ENTRY,
      description: 'Supplier Cabinet: sends the Communications outbox through SES',
      bundle: props.config.bundle,
      environment: { MAIL_FROM: from, [TABLES.communication.envVar]: table.tableName },
    }).fn;
    table.grantReadWriteData(fn);
    const domain = from.split('@')[1] ?? from;
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          this.formatArn({ service: 'ses', resource: 'identity', resourceName: from }),
          this.formatArn({ service: 'ses', resource: 'identity', resourceName: domain }),
        ],
      }),
    );
    new events.Rule(this, 'OutboxSchedule', {
      description: 'Sends pending Communications e-mails',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(fn)],
    });
    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Grants of the CDK on the communication table indexes (<table>/index/*).',
          appliesTo: [{ regex: '/^Resource::.+\\/\\*$/g' }],
        },
      ],
      true,
    );
    return fn;
  }

  private groupFunction(group: FunctionGroup, props: ApiStackProps): lambda.IFunction {
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
