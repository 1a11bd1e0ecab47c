import { beforeAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { ENDPOINTS, endpointKey } from '@shared/api/contract';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import { AUTH_ENV, TABLES } from '@shared/resources';
import { build } from 'esbuild';
import { esbuildOptions, functionEntry } from '../../infra/cdk/bundling';
import { readConfig } from '../../infra/cdk/config';
import { localSiteConfig } from '../../infra/cdk/constructs/local-site-config';
import { siteStageSettingsOf } from '../../infra/cdk/site-config';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
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

const LOCAL_ISSUER = {
  jwtIssuer: 'http://localhost:9229/local_test_pool',
  jwksUri: 'http://host.docker.internal:9229/local_test_pool/.well-known/jwks.json',
  jwtClientId: 'test-client',
};

let cabinet: SupplierCabinet;

beforeAll(() => {
  cabinet = synthesize('localstack', LOCAL_ISSUER);
});

describe('localstack profile', () => {
  it('synthesizes data and API only: no Cognito, no CloudFront (not in LocalStack community)', () => {
    expect(cabinet.stacks.map((s) => s.stackName)).toEqual(['SupplierCabinet-Data', 'SupplierCabinet-Api']);
    // Their sizes against CloudFormation's limits: stack-limits.test.ts.
    for (const stack of cabinet.stacks) {
      const types = Object.values(resourcesOf(templateWithNested(stack))).map((r) => r.Type);
      expect(
        types.filter((t) => /^AWS::(Cognito|CloudFront)::/.test(t)),
        stack.stackName,
      ).toEqual([]);
    }
  });

  it('trusts the tokens of cognito-local through the authorizer', () => {
    const authorizer = resourcesOf(templateWithNested(cabinet.api))[
      logicalIdOf(cabinet.api.authorizerFunction)
    ];
    // The issuer settings are the point; the authorizer's other variables (Powertools) are beside it.
    expect((authorizer?.Properties?.Environment as { Variables: object }).Variables).toMatchObject({
      [AUTH_ENV.issuer]: LOCAL_ISSUER.jwtIssuer,
      [AUTH_ENV.jwksUri]: LOCAL_ISSUER.jwksUri,
      [AUTH_ENV.clientId]: LOCAL_ISSUER.jwtClientId,
      // Staff sessions (idle limit, sign-out everywhere).
      [TABLES.accounts.envVar]: expect.anything(),
    });
  });

  it("makes every function check the token itself, with the authorizer's issuer (no authorizers in community)", () => {
    const api = templateWithNested(cabinet.api);
    // The API's functions; the scheduled and queued jobs take no calls and check no tokens.
    const groupIds = new Set(FUNCTION_GROUPS.map((group) => logicalIdOf(cabinet.api.functions[group])));
    const functions = ofType(api, 'AWS::Lambda::Function').filter(([id]) => groupIds.has(id));
    expect(functions.length).toBe(FUNCTION_GROUPS.length);
    for (const [id, props] of functions) {
      expect((props.Environment as { Variables: object }).Variables, id).toMatchObject({
        [AUTH_ENV.inFunction]: 'true',
        [AUTH_ENV.issuer]: LOCAL_ISSUER.jwtIssuer,
        [AUTH_ENV.jwksUri]: LOCAL_ISSUER.jwksUri,
        [AUTH_ENV.clientId]: LOCAL_ISSUER.jwtClientId,
      });
    }
    // In AWS the authorizer alone checks tokens; the functions trust its context.
    const aws = templateWithNested(synthesize('aws').api);
    for (const [id, props] of ofType(aws, 'AWS::Lambda::Function')) {
      const variables = (props.Environment as { Variables: Record<string, string> }).Variables;
      expect(variables[AUTH_ENV.inFunction], id).toBeUndefined();
    }
  });

  it('bundles the token verifier into the functions of this profile only', async () => {
    const code = async (tokenCheckInFunction: boolean) => {
      const options = esbuildOptions(functionEntry('account'), tokenCheckInFunction);
      const result = await build({ ...options, outdir: 'bundle', write: false, sourcemap: false });
      return result.outputFiles.map((f) => f.text).join('');
    };
    // A message of functions/lib/token-verifier.ts: present only where the verifier is bundled.
    const verifier = 'not an ID token';
    expect((await code(true)).includes(verifier)).toBe(true);
    expect((await code(false)).includes(verifier)).toBe(false);
  });

  it('serves the same routes with the same authorization as in AWS', () => {
    const methods = apiMethods(templateWithNested(cabinet.api));
    for (const entry of ENDPOINTS) {
      expect(methods.get(endpointKey(entry.method, entry.path))?.AuthorizationType, entry.id).toBe(
        entry.access === 'public' ? 'NONE' : 'CUSTOM',
      );
    }
    expect([...methods.keys()].filter((key) => !/^\w+ \/api\//.test(key))).toEqual(['GET /config.json']);
  });

  it('answers /config.json with the cognito-local settings, so Vite can proxy the SPA to LocalStack', () => {
    const method = apiMethods(templateWithNested(cabinet.api)).get('GET /config.json');
    expect(method?.AuthorizationType).toBe('NONE');
    const integration = method?.Integration as {
      Type: string;
      IntegrationResponses: Array<Record<string, unknown>>;
    };
    expect(integration.Type).toBe('MOCK');
    const body = render(
      (integration.IntegrationResponses[0]?.ResponseTemplates as Record<string, unknown>)['application/json'],
    );
    expect(JSON.parse(body)).toEqual({
      region: '{AWS::Region}',
      userPoolId: 'local_test_pool',
      userPoolClientId: LOCAL_ISSUER.jwtClientId,
      userPoolEndpoint: 'http://localhost:9229',
      authFlow: 'USER_PASSWORD_AUTH',
      oidcProvider: null,
      oauthDomain: null,
      // The test stage's (infra/stages/test.ts): the demo's support mailbox and tender documentation page.
      supportEmails: ['support@supplier-cabinet.example'],
      tenderDocumentsUrl: 'https://tender.example.com/documents/',
      features: {
        showPbiot: true,
        showPbiotInstruction: true,
        showLinkedDocuments: true,
        oldDocumentsUrl: null,
      },
    });
  });

  it('makes SHOW_PBIOT a setting of the stage: -c showPbiot=false reaches /config.json, the pbiot function and the readiness checklist (tenders)', () => {
    const off = readConfig(new App({ context: { profile: 'localstack', showPbiot: 'false' } }).node);
    expect(off.showPbiot).toBe(false);
    expect(readConfig(new App({ context: { profile: 'localstack' } }).node).showPbiot).toBe(true);
    expect(localSiteConfig(off.externalIssuer, 'eu-central-1', siteStageSettingsOf(off)).features).toEqual({
      showPbiot: false,
      showPbiotInstruction: true,
      showLinkedDocuments: true,
      oldDocumentsUrl: null,
    });
    const functions = Object.values(resourcesOf(templateWithNested(cabinet.api))).filter(
      (r) => r.Type === 'AWS::Lambda::Function',
    );
    const environments = functions.map(
      (f) => ((f.Properties?.Environment as { Variables?: Record<string, unknown> }) ?? {}).Variables ?? {},
    );
    expect(environments.filter((v) => 'SHOW_PBIOT' in v).map((v) => v.SHOW_PBIOT)).toEqual(['true', 'true']);
  });

  it('derives the JWKS address from the issuer when none is given', () => {
    const app = new App({
      context: { profile: 'localstack', jwtIssuer: 'http://172.17.0.1:15663/local_x/', jwtClientId: 'c' },
    });
    expect(readConfig(app.node).externalIssuer).toEqual({
      issuer: 'http://172.17.0.1:15663/local_x',
      jwksUri: 'http://172.17.0.1:15663/local_x/.well-known/jwks.json',
      clientId: 'c',
      given: true,
    });
  });

  it('addresses S3 path-style and throws the data away with the stack', () => {
    const api = templateWithNested(cabinet.api);
    const authorizerId = logicalIdOf(cabinet.api.authorizerFunction);
    for (const [id, props] of ownFunctions(api)) {
      if (id === authorizerId) continue;
      expect(
        (props.Environment as { Variables: Record<string, string> }).Variables.S3_FORCE_PATH_STYLE,
        id,
      ).toBe('true');
      // No CloudFront in LocalStack community: download links go straight to S3.
      expect(
        (props.Environment as { Variables: Record<string, string> }).Variables.DOWNLOAD_SITE_URL,
        id,
      ).toBeUndefined();
      expect(props.Runtime, id).toBe('nodejs22.x');
    }
    for (const [id, resource] of Object.entries(resourcesOf(templateOf(cabinet.data)))) {
      expect((resource as { DeletionPolicy?: string }).DeletionPolicy ?? 'Delete', id).toBe('Delete');
    }
  });

  it('loads the reference data on deploy, and copies no user manual (the copier needs a layer, a Pro feature)', () => {
    const api = templateWithNested(cabinet.api);
    expect(ofType(api, 'Custom::ReferenceData')).toHaveLength(1);
    expect(ofType(api, 'Custom::CDKBucketDeployment')).toEqual([]);
  });

  it('passes the cdk-nag AwsSolutions checks (or says why not)', () => {
    for (const stack of cabinet.stacks) expect(unsuppressedNagErrors(stack), stack.stackName).toEqual([]);
  });
});
