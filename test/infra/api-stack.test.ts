import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENDPOINTS, endpointKey } from '@shared/api/contract';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import { ERROR_CODES } from '@shared/api/error-payload';
import { AUTH_ENV, BUCKETS, TABLES } from '@shared/resources';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { FUNCTION_ACCESS } from '../../infra/cdk/function-access';
import {
  apiMethods,
  logicalIdOf,
  ofType,
  ownFunctions,
  render,
  resourcesOf,
  synthesize,
  templateOf,
  templateWithNested,
  unsuppressedNagErrors,
} from './support/synthesize';

let cabinet: SupplierCabinet;
let api: Template;

beforeAll(() => {
  cabinet = synthesize('aws', { siteUrl: 'https://cabinet.example.org' });
  api = templateWithNested(cabinet.api);
});

const functionIdOf = (group: (typeof FUNCTION_GROUPS)[number]): string =>
  logicalIdOf(cabinet.api.functions[group]);

describe('API stack (aws profile)', () => {
  it('has exactly one method per contract entry, at its path, proxied to its group function', () => {
    const methods = apiMethods(api);
    expect([...methods.keys()].sort()).toEqual(ENDPOINTS.map((e) => endpointKey(e.method, e.path)).sort());
    for (const entry of ENDPOINTS) {
      const integration = methods.get(endpointKey(entry.method, entry.path))?.Integration as Record<
        string,
        unknown
      >;
      expect(integration.Type, entry.id).toBe('AWS_PROXY');
      expect(JSON.stringify(integration.Uri), entry.id).toContain(`"${functionIdOf(entry.fn)}"`);
    }
  });

  it('puts the JWT authorizer on every non-public entry and none on public ones', () => {
    const [[authorizerId, authorizer]] = ofType(api, 'AWS::ApiGateway::Authorizer') as [
      [string, Record<string, unknown>],
    ];
    expect(authorizer).toMatchObject({
      Type: 'TOKEN',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 300,
    });
    const methods = apiMethods(api);
    for (const entry of ENDPOINTS) {
      const method = methods.get(endpointKey(entry.method, entry.path));
      if (entry.access === 'public') {
        expect(method?.AuthorizationType, entry.id).toBe('NONE');
        expect(method?.AuthorizerId, entry.id).toBeUndefined();
      } else {
        expect(method?.AuthorizationType, entry.id).toBe('CUSTOM');
        expect(method?.AuthorizerId, entry.id).toEqual({ Ref: authorizerId });
      }
    }
    expect(ENDPOINTS.some((e) => e.access === 'public')).toBe(true);
  });

  it('gives each function exactly one API Gateway invoke permission', () => {
    const permissions = ofType(api, 'AWS::Lambda::Permission').filter(
      ([, props]) => props.Principal === 'apigateway.amazonaws.com',
    );
    const perFunction = new Map<string, number>();
    for (const [, props] of permissions) {
      const target = (props.FunctionName as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      perFunction.set(target, (perFunction.get(target) ?? 0) + 1);
    }
    const expected = new Map(
      [...FUNCTION_GROUPS.map(functionIdOf), logicalIdOf(cabinet.api.authorizerFunction)].map((id) => [
        id,
        1,
      ]),
    );
    expect(perFunction).toEqual(expected);
  });

  it('deploys the stage after the routes of every nested stack, anew whenever a route changes', () => {
    const deploymentOf = (app: SupplierCabinet) => {
      const [[id]] = ofType(templateOf(app.api), 'AWS::ApiGateway::Deployment') as [
        [string, Record<string, unknown>],
      ];
      const dependsOn = (
        templateOf(app.api).toJSON() as { Resources: Record<string, { DependsOn?: string[] }> }
      ).Resources[id]?.DependsOn;
      return { id, dependsOn: dependsOn ?? [] };
    };
    const deployment = deploymentOf(cabinet);
    expect(cabinet.api.routeStacks.size).toBeGreaterThan(1);
    for (const [segment, stack] of cabinet.api.routeStacks) {
      expect(deployment.dependsOn, segment).toContain(logicalIdOf(stack.nestedStackResource!));
    }
    const [[, stage]] = ofType(templateOf(cabinet.api), 'AWS::ApiGateway::Stage') as [
      [string, Record<string, unknown>],
    ];
    expect(stage.DeploymentId).toEqual({ Ref: deployment.id });

    // A new route (here: one route fewer) and a route whose access changes each make another deployment.
    const context = { siteUrl: 'https://cabinet.example.org' };
    const closed = ENDPOINTS.findIndex((e) => e.access !== 'public');
    const opened = ENDPOINTS.map((e, i) => (i === closed ? { ...e, access: 'public' as const } : e));
    const ids = [
      deployment.id,
      deploymentOf(synthesize('aws', context, { endpoints: ENDPOINTS.slice(1) })).id,
      deploymentOf(synthesize('aws', context, { endpoints: opened })).id,
    ];
    expect(new Set(ids).size, ids.join(' ')).toBe(3);
  });

  it('runs every function on nodejs22.x (arm64)', () => {
    const functions = ownFunctions(api);
    // One per group, the authorizer, the tender access job, the files sweep, the document calendar's reminders,
    // the retention job, the BIK directory job, the e-signature trust job, the relationships' removal worker,
    // the personal-data export worker and the deploy's reference data loader.
    expect(functions).toHaveLength(FUNCTION_GROUPS.length + 10);
    for (const [id, props] of functions) {
      expect(props.Runtime, id).toBe('nodejs22.x');
      expect(props.Architectures, id).toEqual(['arm64']);
    }
  });

  it('queues the relationships’ removal checks and the personal-data exports in SQS with dead-letter queues, a worker on each', () => {
    // The removal and export queues, their dead-letter queues and those of the tender access job, the files sweep
    // the document calendar's reminders, the retention job the BIK directory job and the e-signature trust job.
    const queues = ofType(api, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(10);
    const redriven = queues.flatMap(([, props]) =>
      props.RedrivePolicy ? [(props.RedrivePolicy as { maxReceiveCount: number }).maxReceiveCount] : [],
    );
    expect(redriven.sort()).toEqual([3, 5]);
    expect(ofType(api, 'AWS::Lambda::EventSourceMapping')).toHaveLength(2);
    const envOf = (fn: Parameters<typeof logicalIdOf>[0]) =>
      (
        (resourcesOf(api)[logicalIdOf(fn)]?.Properties ?? {}).Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
    const env = envOf(cabinet.api.functions.relationships);
    expect(env.REMOVAL_QUEUE_URL).toBeDefined();
    expect(env.REGISTRATION_LINK_SECRET_ARN).toBeDefined();
    expect(JSON.stringify(env)).not.toMatch(/REGISTRATION_LINK_SECRET"/);
    // The supplier's and the administrator's export requests are queued; the account function closes sign-in.
    expect(envOf(cabinet.api.functions.account).EXPORT_QUEUE_URL).toBeDefined();
    expect(envOf(cabinet.api.functions.admin).EXPORT_QUEUE_URL).toBeDefined();
    expect(envOf(cabinet.api.functions.account).USER_POOL_ID).toBeDefined();
  });

  it('points the authorizer at the Cognito pool issuer, its JWKS and the SPA client', () => {
    const props = resourcesOf(api)[logicalIdOf(cabinet.api.authorizerFunction)]?.Properties ?? {};
    const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    const issuer = render(env[AUTH_ENV.issuer]);
    expect(issuer).toMatch(
      /^https:\/\/cognito-idp\.\{AWS::Region\}\.amazonaws\.com\/\{Import:SupplierCabinet-Identity:ExportsOutputRefUserPool\w+\}$/,
    );
    expect(render(env[AUTH_ENV.jwksUri])).toBe(`${issuer}/.well-known/jwks.json`);
    expect(render(env[AUTH_ENV.clientId])).toMatch(
      /^\{Import:SupplierCabinet-Identity:ExportsOutputRefUserPoolSpaClient\w+\}$/,
    );
  });

  it('keeps staff sessions in the accounts table (authorizer) and lets the account function sign a user out everywhere', () => {
    const props = resourcesOf(api)[logicalIdOf(cabinet.api.authorizerFunction)]?.Properties ?? {};
    const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).filter((name) => name.startsWith('TABLE_'))).toEqual([TABLES.accounts.envVar]);
    const policies = JSON.stringify(ofType(api, 'AWS::IAM::Policy').map(([, p]) => p.PolicyDocument));
    expect(policies).toContain('cognito-idp:AdminUserGlobalSignOut');
  });

  it('hands download links out through the site given as -c siteUrl (its download path adds nosniff)', () => {
    for (const group of FUNCTION_GROUPS) {
      const variables = (
        resourcesOf(api)[functionIdOf(group)]?.Properties?.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      expect(variables.DOWNLOAD_SITE_URL, group).toBe('https://cabinet.example.org');
    }
    // Before the site's address is known, links go straight to S3 (the synthesis warns).
    const first = templateWithNested(synthesize('aws').api);
    for (const [id, props] of ofType(first, 'AWS::Lambda::Function')) {
      const variables = (props.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
      expect(variables?.DOWNLOAD_SITE_URL, id).toBeUndefined();
    }
  });

  it('gives each function only the table and bucket names of function-access.ts', () => {
    const resources = resourcesOf(api);
    for (const group of FUNCTION_GROUPS) {
      const variables = (resources[functionIdOf(group)]?.Properties?.Environment as { Variables: object })
        .Variables;
      const names = Object.keys(variables).filter((name) => /^(TABLE|BUCKET)_/.test(name));
      const expected = [
        ...Object.keys(FUNCTION_ACCESS[group].tables).map((key) => TABLES[key as keyof typeof TABLES].envVar),
        ...Object.keys(FUNCTION_ACCESS[group].buckets).map(
          (key) => BUCKETS[key as keyof typeof BUCKETS].envVar,
        ),
      ];
      expect(names.sort(), group).toEqual(expected.sort());
    }
  });

  it('lets a read-only function not write: dictionaries cannot PutItem', () => {
    const policies = ofType(api, 'AWS::IAM::Policy').filter(([id]) => id.includes('Fndictionaries'));
    const actions = JSON.stringify(policies.map(([, props]) => props.PolicyDocument));
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('throttles every method and writes JSON access logs', () => {
    api.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: [
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: 100,
          ThrottlingBurstLimit: 200,
        }),
      ],
      AccessLogSetting: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
    api.hasResourceProperties('AWS::ApiGateway::RestApi', { Name: 'supplier-cabinet-api' });
  });

  it('answers 401/403 from the gateway with the error payload', () => {
    for (const [type, code] of [
      ['UNAUTHORIZED', ERROR_CODES.UNAUTHORIZED],
      ['ACCESS_DENIED', ERROR_CODES.FORBIDDEN],
    ] as const) {
      const [[, props]] = ofType(api, 'AWS::ApiGateway::GatewayResponse').filter(
        ([, p]) => p.ResponseType === type,
      ) as [[string, Record<string, unknown>]];
      const template = (props.ResponseTemplates as Record<string, string>)['application/json'] ?? '';
      const payload = JSON.parse(template.replace('$context.requestId', 'req-1')) as Record<string, unknown>;
      expect(payload).toEqual({
        code,
        rqUid: 'req-1',
        files: null,
        message: expect.any(String),
        debugMessage: null,
      });
    }
    api.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'DEFAULT_4XX',
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp('"rqUid":"\\$context.requestId"') },
    });
  });

  it('passes the cdk-nag AwsSolutions checks (or says why not)', () => {
    for (const stack of cabinet.stacks) expect(unsuppressedNagErrors(stack), stack.stackName).toEqual([]);
  });
});

describe('the Communications outbox sender', () => {
  it('is deployed with -c mailFrom: scheduled every minute, allowed to send from that identity only', () => {
    const withSender = synthesize('aws', {
      siteUrl: 'https://cabinet.example.org',
      mailFrom: 'noreply@example.org',
    });
    const template = templateWithNested(withSender.api);
    const sender = withSender.api.outboxSender;
    expect(sender).toBeDefined();
    template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' });
    const policies = JSON.stringify(
      ofType(template, 'AWS::IAM::Policy').map(([, props]) => props.PolicyDocument),
    );
    expect(policies).toContain('ses:SendEmail');
    expect(policies).toContain('identity/noreply@example.org');
    expect(unsuppressedNagErrors(withSender.api)).toEqual([]);
  });

  it('is left out without a sender address: e-mails wait in the outbox', () => {
    expect(cabinet.api.outboxSender).toBeUndefined();
    expect(
      ofType(api, 'AWS::Events::Rule').filter(([, rule]) => /Communications/.test(String(rule.Description))),
    ).toEqual([]);
  });
});
