import { Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { DOWNLOAD_PATH, DOWNLOAD_RESPONSE_HEADERS, downloadPathOf, type BucketKey } from '@shared/resources';

/**
 * A link `/download/<bucket>/<key>?<presigned query>` was signed for the path `/<key>`: this viewer-request
 * function drops the prefix, so the path S3 checks the signature over is the signed one.
 */
export const DOWNLOAD_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  var rest = request.uri.substring(${JSON.stringify(`${DOWNLOAD_PATH}/`)}.length);
  request.uri = rest.substring(rest.indexOf('/'));
  return request;
}`;

/**
 * The distribution's download path, one behaviour per bucket (shared/resources.ts#DOWNLOAD_PATH): presigned S3
 * GETs passed on unchanged and answered with DOWNLOAD_RESPONSE_HEADERS, which S3 cannot add to a presigned GET.
 * The presigned signature is the only authorisation: no origin access control signs these requests (it would
 * replace the link's own), and CloudFront caches nothing. The origin is the bucket's regional virtual-hosted
 * endpoint, the host the SDK presigns for (S3 checks the signature over the Host CloudFront sends it).
 */
export class DownloadBehaviors extends Construct {
  readonly behaviors: Record<string, cloudfront.BehaviorOptions>;

  constructor(scope: Construct, id: string, buckets: Record<BucketKey, s3.IBucket>) {
    super(scope, id);
    const stack = Stack.of(this);
    // CloudFront writes X-Content-Type-Options only as nosniff, and the CSP as a security header; the rest as is.
    const {
      'X-Content-Type-Options': _nosniff,
      'Content-Security-Policy': csp,
      ...custom
    } = DOWNLOAD_RESPONSE_HEADERS;
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'Headers', {
      comment: 'Supplier Cabinet downloads: nosniff, sandboxed, never stored',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(custom).map(([header, value]) => ({ header, value, override: true })),
      },
    });
    const originRequest = new cloudfront.OriginRequestPolicy(this, 'OriginRequest', {
      comment: 'Supplier Cabinet downloads: the presigned query string whole, no viewer header or cookie',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    const prefix = new cloudfront.Function(this, 'Prefix', {
      comment: 'Drop /download/<bucket> from the path: the link was signed for the object path',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(DOWNLOAD_PREFIX_CODE),
    });

    this.behaviors = Object.fromEntries(
      (Object.entries(buckets) as [BucketKey, s3.IBucket][]).map(([key, bucket]) => [
        `${downloadPathOf(key)}/*`,
        {
          origin: new origins.HttpOrigin(`${bucket.bucketName}.s3.${stack.region}.${stack.urlSuffix}`, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: originRequest,
          responseHeadersPolicy: headers,
          compress: false,
          functionAssociations: [
            { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: prefix },
          ],
        },
      ]),
    );
  }
}
