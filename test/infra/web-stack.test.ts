import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { BUCKETS, DOWNLOAD_RESPONSE_HEADERS } from '@shared/resources';
import { DOWNLOAD_PREFIX_CODE } from '../../infra/cdk/constructs/downloads';
import { SPA_FALLBACK_CODE } from '../../infra/cdk/constructs/spa-fallback';
import {
  logicalIdOf,
  ofType,
  render,
  resourcesOf,
  synthesize,
  templateOf,
  templateWithNested,
} from './support/synthesize';

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
  Origins: Array<{
    Id: string;
    DomainName: unknown;
    OriginPath?: unknown;
    OriginAccessControlId?: unknown;
    S3OriginConfig?: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string; OriginSSLProtocols: string[] };
  }>;
}

const distribution = (): DistributionConfig =>
  (ofType(web, 'AWS::CloudFront::Distribution')[0]?.[1] as { DistributionConfig: DistributionConfig })
    .DistributionConfig;

/** Runs a viewer-request function as CloudFront would, on a request for `uri`. */
function rewrite(uri: string, code = SPA_FALLBACK_CODE): string {
  const handler = new Function(`${code}; return handler;`)() as (event: unknown) => {
    uri: string;
  };
  return handler({ request: { uri } }).uri;
}

const isDownload = (behavior: Behavior) => behavior.PathPattern?.startsWith('/download/') ?? false;

/** The function, response headers policy or origin request policy a behaviour refers to. */
function referenced(type: string, reference: unknown): Record<string, unknown> {
  const id =
    (reference as { Ref?: string; 'Fn::GetAtt'?: [string, string] }).Ref ??
    (reference as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const found = ofType(web, type).find(([logicalId]) => logicalId === id);
  expect(found, `${type} ${id}`).toBeDefined();
  return found![1];
}

/** The /config.json the web stack deploys (an asset of the synthesized assembly). */
function deployedConfig(app: SupplierCabinet): Record<string, unknown> {
  const assembly = app.app.synth();
  const assetDir = readdirSync(assembly.directory)
    .map((name) => join(assembly.directory, name))
    .find((dir) => existsSync(join(dir, 'config.json')));
  expect(assetDir).toBeDefined();
  return JSON.parse(readFileSync(join(assetDir!, 'config.json'), 'utf8')) as Record<string, unknown>;
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
    const [association] = config.DefaultCacheBehavior.FunctionAssociations ?? [];
    expect(association?.EventType).toBe('viewer-request');
    expect(referenced('AWS::CloudFront::Function', association?.FunctionARN).FunctionCode).toBe(
      SPA_FALLBACK_CODE,
    );
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
    const config = distribution();
    const policyId = (config.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref;
    const policy = referenced('AWS::CloudFront::ResponseHeadersPolicy', { Ref: policyId });
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

    for (const behavior of [
      config.DefaultCacheBehavior,
      ...config.CacheBehaviors.filter((b) => !isDownload(b)),
    ]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('passes presigned downloads unchanged to their bucket, answered with nosniff and the download headers', () => {
    const config = distribution();
    const downloads = config.CacheBehaviors.filter(isDownload);
    expect(downloads.map((b) => b.PathPattern).sort()).toEqual(
      Object.keys(BUCKETS)
        .map((key) => `/download/${key}/*`)
        .sort(),
    );
    for (const behavior of downloads) {
      const bucket = behavior.PathPattern!.split('/')[2]!;
      // Nothing cached; GET and HEAD only.
      expect(behavior).toMatchObject({
        CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
        AllowedMethods: ['GET', 'HEAD'],
      });
      // The bucket's regional virtual-hosted endpoint, the host the SDK presigns for; no origin access
      // control: the link's own signature is the authorisation and must reach S3 as it is.
      const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
      expect(render(origin.DomainName)).toMatch(
        new RegExp(
          `^\\{Import:SupplierCabinet-Data:ExportsOutputRefBucket${bucket}\\w+\\}\\.s3\\.\\{AWS::Region\\}\\.\\{AWS::URLSuffix\\}$`,
        ),
      );
      expect(origin.OriginAccessControlId).toBeUndefined();
      expect(origin.S3OriginConfig).toBeUndefined();
      expect(origin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
      // Every query string (the signature, its expiry, the served type and name); no viewer header (Host!) or cookie.
      const originRequest = referenced('AWS::CloudFront::OriginRequestPolicy', behavior.OriginRequestPolicyId)
        .OriginRequestPolicyConfig as Record<string, unknown>;
      expect(originRequest).toMatchObject({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      });
      // The path forwarded is the signed one: /download/<bucket> comes off.
      const [association] = behavior.FunctionAssociations ?? [];
      expect(association?.EventType).toBe('viewer-request');
      expect(referenced('AWS::CloudFront::Function', association?.FunctionARN).FunctionCode).toBe(
        DOWNLOAD_PREFIX_CODE,
      );
      // The headers the local stack's download path adds too (shared/resources.ts).
      const headers = referenced('AWS::CloudFront::ResponseHeadersPolicy', behavior.ResponseHeadersPolicyId)
        .ResponseHeadersPolicyConfig as Record<string, Record<string, unknown>>;
      expect(headers.SecurityHeadersConfig).toEqual({
        ContentTypeOptions: { Override: true },
        ContentSecurityPolicy: {
          ContentSecurityPolicy: DOWNLOAD_RESPONSE_HEADERS['Content-Security-Policy'],
          Override: true,
        },
      });
      expect(headers.CustomHeadersConfig).toEqual({
        Items: [
          { Header: 'Cache-Control', Value: DOWNLOAD_RESPONSE_HEADERS['Cache-Control'], Override: true },
        ],
      });
    }
    expect(rewrite('/download/documents/files/cp-1/f%20x', DOWNLOAD_PREFIX_CODE)).toBe('/files/cp-1/f%20x');
    expect(rewrite('/download/pbiot/packages/cp-1/p-1/zip/all.zip', DOWNLOAD_PREFIX_CODE)).toBe(
      '/packages/cp-1/p-1/zip/all.zip',
    );
  });

  it('deploys /config.json with the public Cognito settings the SPA starts with', () => {
    const file = deployedConfig(cabinet);

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
    expect(deployment.DistributionPaths).toEqual(['/*']);
  });

  it('takes the stage flags of the documents and tender links from CDK context (01 §9, 03 §2, §9)', () => {
    const stage = synthesize('aws', {
      showLinkedDocuments: 'false',
      oldDocumentsUrl: 'https://old-cabinet.example.org/documents',
      tenderSystemUrl: 'https://tender.example.org/',
      loadVatDocumentsIfEshn: 'false',
    });
    expect(deployedConfig(stage).features).toEqual({
      showPbiot: true,
      showPbiotInstruction: true,
      showLinkedDocuments: false,
      oldDocumentsUrl: 'https://old-cabinet.example.org/documents',
    });
    const variables = (cabinetOf: SupplierCabinet, fn: 'documents' | 'tenders') =>
      (
        resourcesOf(templateWithNested(cabinetOf.api))[logicalIdOf(cabinetOf.api.functions[fn])]?.Properties
          ?.Environment as { Variables: Record<string, unknown> }
      ).Variables;
    expect(variables(stage, 'documents').LOAD_VAT_DOCUMENTS_IF_ESHN).toBe('false');
    expect(variables(stage, 'tenders').TENDER_SYSTEM_URL).toBe('https://tender.example.org/');
    // By default: VAT asked of ЕСХН suppliers, and the test stage's demo tender system.
    expect(variables(cabinet, 'documents').LOAD_VAT_DOCUMENTS_IF_ESHN).toBe('true');
    expect(variables(cabinet, 'tenders').TENDER_SYSTEM_URL).toBe('https://tender.example.com/');
    expect(() => synthesize('aws', { oldDocumentsUrl: 'old-cabinet' })).toThrow(/an http\(s\) address/);
  });
});
