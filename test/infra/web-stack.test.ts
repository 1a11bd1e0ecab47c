import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { SPA_FALLBACK_CODE } from '../../infra/cdk/constructs/spa-fallback';
import { ofType, render, synthesize, templateOf } from './support/synthesize';

let cabinet: SupplierCabinet;
let web: Template;

beforeAll(() => {
  cabinet = synthesize('aws', { siteUrl: 'https://cabinet.example.org' });
  web = templateOf(cabinet.web!);
});

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
}
interface DistributionConfig {
  DefaultRootObject: string;
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  CustomErrorResponses?: unknown[];
  Origins: Array<{ Id: string; DomainName: unknown; OriginPath?: unknown; OriginAccessControlId?: unknown }>;
}

const distribution = (): DistributionConfig =>
  (ofType(web, 'AWS::CloudFront::Distribution')[0]?.[1] as { DistributionConfig: DistributionConfig })
    .DistributionConfig;

/** Runs the viewer-request function as CloudFront would, on a request for `uri`. */
function rewrite(uri: string): string {
  const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: unknown) => {
    uri: string;
  };
  return handler({ request: { uri } }).uri;
}

describe('web stack (aws profile)', () => {
  it('serves index.html for client-side routes and files as they are', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/profile')).toBe('/index.html');
    expect(rewrite('/notifications/42')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(rewrite('/config.json')).toBe('/config.json');

    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    const [[functionId, fn]] = ofType(web, 'AWS::CloudFront::Function') as [
      [string, Record<string, unknown>],
    ];
    expect(fn.FunctionCode).toBe(SPA_FALLBACK_CODE);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    // Error pages for 403/404 would also replace the API's own 403/404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('reads the SPA bucket through origin access control only', () => {
    const config = distribution();
    const origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('sends /api/* uncached to the REST API stage with every viewer header but Host', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    });
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(render(origin?.DomainName)).toMatch(
      /^\{Import:SupplierCabinet-Api:ExportsOutputRefApi\w+\}\.execute-api\.\{AWS::Region\}\.\{AWS::URLSuffix\}$/,
    );
    expect(render(origin?.OriginPath)).toMatch(
      /^\/\{Import:SupplierCabinet-Api:ExportsOutputRefApiDeploymentStageprod\w+\}$/,
    );
  });

  it('adds the security headers to pages and API answers alike', () => {
    const [[policyId, policy]] = ofType(web, 'AWS::CloudFront::ResponseHeadersPolicy') as [
      [string, Record<string, unknown>],
    ];
    const headers = (
      policy.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> }
    ).SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31536000,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const csp = render(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // The training video and its captions (01 §2.10) are served by the site.
    expect(csp).toContain("media-src 'self';");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\.\{AWS::Region\}\.amazonaws\.com /);
    expect(csp).toMatch(
      /https:\/\/\{Import:SupplierCabinet-Data:ExportsOutputFnGetAttBucketdocuments\w+RegionalDomainName\w+\}/,
    );

    const config = distribution();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('deploys /config.json with the public Cognito settings the SPA starts with', () => {
    const assembly = cabinet.app.synth();
    const assetDir = readdirSync(assembly.directory)
      .map((name) => join(assembly.directory, name))
      .find((dir) => existsSync(join(dir, 'config.json')));
    expect(assetDir).toBeDefined();
    const file = JSON.parse(readFileSync(join(assetDir!, 'config.json'), 'utf8')) as Record<string, unknown>;

    const deployment = ofType(web, 'Custom::CDKBucketDeployment')[0]?.[1] ?? {};
    const markers = (deployment.SourceMarkers as Array<Record<string, unknown>>).find(
      (m) => Object.keys(m).length > 0,
    )!;
    const resolved = Object.fromEntries(
      Object.entries(file).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value.replace(/<<marker:0xbaba:\d+>>/g, (m) => render(markers[m]))
          : value,
      ]),
    );
    expect(resolved).toEqual({
      region: '{AWS::Region}',
      userPoolId: expect.stringMatching(/^\{Import:SupplierCabinet-Identity:ExportsOutputRefUserPool\w+\}$/),
      userPoolClientId: expect.stringMatching(
        /^\{Import:SupplierCabinet-Identity:ExportsOutputRefUserPoolSpaClient\w+\}$/,
      ),
      userPoolEndpoint: null,
      authFlow: 'USER_SRP_AUTH',
      oidcProvider: null,
      oauthDomain: expect.stringMatching(
        /^\{Import:SupplierCabinet-Identity:ExportsOutputRefUserPoolDomain\w+\}\.auth\.\{AWS::Region\}\.amazoncognito\.com$/,
      ),
      features: { showPbiot: true, showPbiotInstruction: true },
    });
    expect(deployment.DistributionPaths).toEqual(['/*']);
  });
});
