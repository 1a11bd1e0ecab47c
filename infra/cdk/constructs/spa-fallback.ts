import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Deep links of the SPA (/profile, /notifications/5...) have no object in the bucket: this viewer-request
 * function serves index.html for every path without a file extension, and the router takes over.
 * Distribution-wide error responses (403/404 -> index.html) would also swallow the API's own 403/404
 * answers under /api/*, so the rewrite lives on the default behaviour only.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function spaFallbackFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment: 'Serve index.html for client-side routes of the SPA',
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
  });
}
