import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../../functions/lib/business-metrics';

/** The thresholds, in one place: what pages someone. */
export const ALARM_THRESHOLDS = {
  /** Share of a function's calls answered 5xx (501 of a section not built yet aside), per 5 minutes. */
  serverErrorPercent: 5,
  /** p99 of a function's duration, three 5-minute periods in a row. */
  p99Ms: 3000,
  /** Any throttled invocation. */
  throttles: 1,
} as const;

const PERIOD = Duration.minutes(5);

/**
 * Where every alarm of the app goes: an SNS topic (encrypted with a key CloudWatch may use),
 * e-mailed to `-c alarmEmail=` when given.
 */
export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: { email: string | undefined }) {
    super(scope, id);
    const key = new kms.Key(this, 'Key', {
      description: 'Supplier Cabinet alarm topic',
      enableKeyRotation: true,
    });
    // CloudWatch publishes alarms to the encrypted topic with this key.
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new sns.Topic(this, 'Topic', { masterKey: key, enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    this.action = new actions.SnsAction(this.topic);
  }

  notify(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }
}

/**
 * A function's 5xx answers, counted from its structured log (functions/lib/logger.ts): the handlers
 * catch every error and answer 500 themselves, so Lambda's own Errors metric sees only crashes and
 * timeouts (added to the count below). One invocation is one request.
 */
function serverErrorsMetric(scope: Construct, name: string, logGroup: logs.ILogGroup): cloudwatch.IMetric {
  return new logs.MetricFilter(scope, 'ServerErrors', {
    logGroup,
    metricNamespace: METRICS_NAMESPACE,
    metricName: `${name}-ServerErrors`,
    filterPattern: logs.FilterPattern.any(
      logs.FilterPattern.stringValue('$.message', '=', 'unhandled error'),
      logs.FilterPattern.all(
        logs.FilterPattern.stringValue('$.message', '=', 'request failed'),
        logs.FilterPattern.numberValue('$.status', '>=', 500),
        logs.FilterPattern.stringValue('$.code', '!=', 'NOT_IMPLEMENTED'),
      ),
    ),
    metricValue: '1',
    defaultValue: 0,
  }).metric({ statistic: 'Sum', period: PERIOD });
}

export interface FunctionAlarmsProps {
  readonly name: string;
  readonly fn: lambda.IFunction;
  readonly logGroup: logs.ILogGroup;
  readonly topic: AlarmTopic;
  /** False for the authorizer: it refuses a bad token by throwing, which is not a fault. */
  readonly countsAnswers: boolean;
}

/** Per function: 5xx rate, p99 duration, throttles. */
export class FunctionAlarms extends Construct {
  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);
    const { fn, name, topic } = props;
    if (props.countsAnswers) {
      const rate = new cloudwatch.MathExpression({
        expression: 'IF(requests > 0, 100 * (errors + crashes) / requests, 0)',
        usingMetrics: {
          requests: fn.metricInvocations({ statistic: 'Sum', period: PERIOD }),
          errors: serverErrorsMetric(this, name, props.logGroup),
          crashes: fn.metricErrors({ statistic: 'Sum', period: PERIOD }),
        },
        period: PERIOD,
        label: `${name} 5xx %`,
      });
      topic.notify(
        rate.createAlarm(this, 'ServerErrorRate', {
          alarmDescription: `${name}: more than ${ALARM_THRESHOLDS.serverErrorPercent}% of calls answered 5xx in 5 minutes`,
          threshold: ALARM_THRESHOLDS.serverErrorPercent,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    topic.notify(
      fn.metricDuration({ statistic: 'p99', period: PERIOD }).createAlarm(this, 'P99', {
        alarmDescription: `${name}: p99 duration above ${ALARM_THRESHOLDS.p99Ms} ms for 15 minutes`,
        threshold: ALARM_THRESHOLDS.p99Ms,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    topic.notify(
      fn.metricThrottles({ statistic: 'Sum', period: PERIOD }).createAlarm(this, 'Throttles', {
        alarmDescription: `${name}: invocations throttled (account or reserved concurrency reached)`,
        threshold: ALARM_THRESHOLDS.throttles,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}

/** The API as a whole: its 5xx answers include its own (an authorizer failure, an integration timeout). */
export function apiAlarms(scope: Construct, api: apigw.RestApi, topic: AlarmTopic): void {
  const metric = (metricName: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      dimensionsMap: { ApiName: api.restApiName, Stage: api.deploymentStage.stageName },
      statistic: 'Sum',
      period: PERIOD,
    });
  const rate = new cloudwatch.MathExpression({
    expression: 'IF(count > 0, 100 * errors / count, 0)',
    usingMetrics: { count: metric('Count'), errors: metric('5XXError') },
    period: PERIOD,
    label: 'API 5xx %',
  });
  topic.notify(
    rate.createAlarm(scope, 'ApiServerErrorRate', {
      alarmDescription: `The API answered more than ${ALARM_THRESHOLDS.serverErrorPercent}% 5xx in 5 minutes`,
      threshold: ALARM_THRESHOLDS.serverErrorPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }),
  );
}

/** A job whose run failed for good: its dead-letter queue holds a message. */
export function jobAlarms(scope: Construct, name: string, deadLetters: sqs.IQueue, topic: AlarmTopic): void {
  topic.notify(
    deadLetters
      .metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: PERIOD })
      .createAlarm(scope, `${name}-DeadLetters`, {
        alarmDescription: `${name}: a run failed after its retries (see its dead-letter queue)`,
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
  );
}
