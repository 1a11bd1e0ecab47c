import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as cr from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { BucketKey } from '@shared/resources';
import { REPO_ROOT } from '../bundling';
import type { DeployConfig } from '../config';
import { suppressBucketDeploymentFindings } from '../constructs/cdk-provider-findings';
import { DownloadBehaviors } from '../constructs/downloads';
import { PrivateBucket } from '../constructs/private-bucket';
import { spaFallbackFunction } from '../constructs/spa-fallback';
import { siteStageSettingsOf, type SiteConfig } from '../site-config';

/** `npm run build` writes the SPA here; `cdk deploy` uploads it. */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

export interface WebStackProps extends StackProps {
  readonly config: DeployConfig;
  readonly api: apigw.RestApi;
  readonly userPool: cognito.IUserPool;
  readonly client: cognito.IUserPoolClient;
  readonly oauthDomain: string;
  readonly oidcProviderName: string | null;
  /** Buckets the browser uploads to (presigned POST) and downloads from (the download path). */
  readonly buckets: Record<BucketKey, s3.IBucket>;
  /** Read from web/dist when undefined; tests pass a value to stay independent of a local build. */
  readonly webDist?: string | null;
  /** The edge stack's web ACL, read from its parameter in us-east-1 (AWS profile with monitoring). */
  readonly siteWebAcl?: { readonly parameterName: string; readonly region: string };
}

/**
 * The SPA: a private bucket behind CloudFront (origin access control), client-side routes served
 * by index.html, /api/* passed to the REST API on the same origin (no CORS), security headers on all;
 * /download/<bucket>/* passes presigned links to the buckets with the download headers.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const site = new PrivateBucket(this, 'Site', { retain: props.config.retainData });
    NagSuppressions.addResourceSuppressions(site, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Holds only the public build of the SPA, readable solely by CloudFront; API access logs record the calls.',
      },
    ]);

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Supplier Cabinet security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: this.contentSecurityPolicy(props), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Supplier Cabinet',
      webAclId: props.siteWebAcl ? this.siteWebAclArn(props.siteWebAcl) : undefined,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: spaFallbackFunction(this, 'SpaFallback'),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.RestApiOrigin(props.api),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Everything but Host: the Authorization header, query strings, Accept-Language.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
        ...new DownloadBehaviors(this, 'Downloads', props.buckets).behaviors,
      },
    });

    this.deploySite(site, props);

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    this.suppressFindings();
  }

  /**
   * CloudFront takes a web ACL from us-east-1 only; the app's stacks are region-agnostic, so the ARN is
   * read from the edge stack's parameter there at deploy time (what CDK's crossRegionReferences do).
   */
  private siteWebAclArn(source: { parameterName: string; region: string }): string {
    const read = new cr.AwsCustomResource(this, 'SiteWebAclArn', {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: source.parameterName },
        region: source.region,
        physicalResourceId: cr.PhysicalResourceId.of(`${source.region}${source.parameterName}`),
      },
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({
        resources: [`arn:aws:ssm:${source.region}:${this.account}:parameter${source.parameterName}`],
      }),
      installLatestAwsSdk: false,
    });
    NagSuppressions.addResourceSuppressions(
      this,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: "The CDK's AwsCustomResource provider: basic execution role for its own logs.",
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-L1',
          reason: "The CDK's AwsCustomResource provider: its runtime is chosen by aws-cdk-lib.",
        },
      ],
      true,
    );
    return read.getResponseField('Parameter.Value');
  }

  /** Vite's hashed assets are immutable; index.html and config.json must be fetched fresh after a deploy. */
  private deploySite(site: s3.IBucket, props: WebStackProps): void {
    const dist = props.webDist === undefined ? WEB_DIST : props.webDist;
    const built = dist !== null && existsSync(join(dist, 'index.html'));
    const config: SiteConfig = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.client.userPoolClientId,
      userPoolEndpoint: null,
      authFlow: 'USER_SRP_AUTH',
      oidcProvider: props.oidcProviderName,
      oauthDomain: props.oauthDomain,
      ...siteStageSettingsOf(props.config),
    };

    const assets = built
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(dist)],
          destinationBucket: site,
          include: ['assets/*'],
          exclude: ['*'],
          // Old hashed files stay for pages still open in a browser.
          prune: false,
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        })
      : undefined;

    const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
      sources: [
        built
          ? s3deploy.Source.asset(dist, { exclude: ['assets/*'] })
          : // A clean clone synthesizes without building the SPA; the page says what to do.
            s3deploy.Source.data(
              'index.html',
              '<!doctype html><meta charset="utf-8"><title>Supplier Cabinet</title>' +
                '<p>The SPA was not built: run <code>npm run build</code>, then <code>npm run deploy</code>.</p>',
            ),
        s3deploy.Source.jsonData('config.json', config),
      ],
      destinationBucket: site,
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) entry.node.addDependency(assets);
  }

  /**
   * A Vite React SPA: own scripts only; PrimeReact sets inline styles; calls Cognito and presigned S3 URLs;
   * plays the support modal's training video and its caption tracks from the site itself.
   */
  private contentSecurityPolicy(props: WebStackProps): string {
    const cognitoIdp = `https://cognito-idp.${this.region}.amazonaws.com`;
    const buckets = Object.values<s3.IBucket>(props.buckets).map(
      (bucket) => `https://${bucket.bucketRegionalDomainName}`,
    );
    return [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "media-src 'self'",
      ['connect-src', "'self'", cognitoIdp, `https://${props.oauthDomain}`, ...buckets].join(' '),
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ].join('; ');
  }

  private suppressFindings(): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Suppliers sign in from any country; no geo restriction by the specification.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Standard logs need an ACL-enabled bucket; API calls are in the API access logs, the rest is static files.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate; a custom domain with its certificate sets TLSv1.2_2021.',
      },
    ]);
    suppressBucketDeploymentFindings(this, 'copies the build into the site bucket');
  }
}
