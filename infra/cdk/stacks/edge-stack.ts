import { Stack, type StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { RATE_LIMITS, rateLimitedWebAcl } from '../constructs/rate-limit-acl';

/** CloudFront takes only web ACLs made in us-east-1: this stack lives there, whatever the app's region. */
export const EDGE_REGION = 'us-east-1';
/** Where the web stack (in another region) reads the site's web ACL from. */
export const SITE_WEB_ACL_PARAMETER = '/supplier-cabinet/site-web-acl-arn';

/** The WAF web ACL in front of the site (CloudFront): a rate rule per viewer address. */
export class EdgeStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const acl = rateLimitedWebAcl(this, 'SiteWebAcl', {
      name: 'supplier-cabinet-site',
      scope: 'CLOUDFRONT',
      limit: RATE_LIMITS.site,
    });
    new ssm.StringParameter(this, 'SiteWebAclArn', {
      parameterName: SITE_WEB_ACL_PARAMETER,
      stringValue: acl.attrArn,
      description: 'ARN of the Supplier Cabinet site web ACL, read by the web stack',
    });
  }
}
