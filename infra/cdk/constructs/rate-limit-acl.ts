import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * Requests one address may make in 5 minutes before WAF blocks it for a while. The site's edge sees
 * each viewer's own address; the API's regional rule sees CloudFront's edge addresses (many users
 * behind each) and whoever calls the execute-api URL directly, hence its higher limit.
 */
export const RATE_LIMITS = { site: 1000, api: 3000 } as const;

/** A web ACL whose one rule blocks an address above `limit` requests per 5 minutes; the rest passes. */
export function rateLimitedWebAcl(
  scope: Construct,
  id: string,
  props: { name: string; scope: 'CLOUDFRONT' | 'REGIONAL'; limit: number },
): wafv2.CfnWebACL {
  const visibility = (metricName: string) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName,
  });
  return new wafv2.CfnWebACL(scope, id, {
    name: props.name,
    scope: props.scope,
    defaultAction: { allow: {} },
    visibilityConfig: visibility(props.name),
    rules: [
      {
        name: 'rate-per-ip',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: { limit: props.limit, aggregateKeyType: 'IP', evaluationWindowSec: 300 },
        },
        visibilityConfig: visibility(`${props.name}-rate-per-ip`),
      },
    ],
  });
}
