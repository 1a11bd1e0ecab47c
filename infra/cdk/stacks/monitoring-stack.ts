import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { AlarmTopic, FunctionAlarms, apiAlarms, jobAlarms } from '../constructs/alarms';
import { OperationsDashboard } from '../constructs/dashboard';
import { RATE_LIMITS, rateLimitedWebAcl } from '../constructs/rate-limit-acl';
import type { MonitoredFunction } from './api-stack';

export interface MonitoringStackProps extends StackProps {
  readonly api: apigw.RestApi;
  readonly functions: readonly MonitoredFunction[];
  /** The dead-letter queue of every scheduled or queued job, by job: each one is watched. */
  readonly deadLetterQueues?: Readonly<Record<string, sqs.IQueue>>;
  /** Where alarms are e-mailed; none: the SNS topic only. */
  readonly alarmEmail: string | undefined;
}

/**
 * Alarms per function and for the API, the operations dashboard, and the WAF rate rule on the API stage (AWS profile). A stack
 * of its own: about a hundred resources that would otherwise push the API stack towards
 * CloudFormation's 500.
 */
export class MonitoringStack extends Stack {
  readonly topic: AlarmTopic;
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.topic = new AlarmTopic(this, 'Alarms', { email: props.alarmEmail });
    for (const { name, function: f, countsAnswers } of props.functions) {
      new FunctionAlarms(this, `Alarms-${name}`, {
        name,
        fn: f.fn,
        logGroup: f.logGroup,
        topic: this.topic,
        countsAnswers,
      });
    }
    apiAlarms(this, props.api, this.topic);
    this.dashboard = new OperationsDashboard(this, 'Operations', { api: props.api });
    for (const [name, queue] of Object.entries(props.deadLetterQueues ?? {})) {
      jobAlarms(this, name, queue, this.topic);
    }

    const acl = rateLimitedWebAcl(this, 'ApiWebAcl', {
      name: 'supplier-cabinet-api',
      scope: 'REGIONAL',
      limit: RATE_LIMITS.api,
    });
    new wafv2.CfnWebACLAssociation(this, 'ApiWebAclAssociation', {
      resourceArn: props.api.deploymentStage.stageArn,
      webAclArn: acl.attrArn,
    });
  }
}
