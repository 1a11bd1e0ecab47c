import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as events from 'aws-cdk-lib/aws-events';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { AlarmTopic, jobAlarms } from '../../infra/cdk/constructs/alarms';
import { ApiFunction } from '../../infra/cdk/constructs/api-function';
import { ScheduledJob } from '../../infra/cdk/constructs/scheduled-job';
import { logicalIdOf, ofType, render, unsuppressedNagErrors } from './support/synthesize';

/** The construct every scheduled or queued job uses: failures retried, then kept and alarmed on. */
function jobStack() {
  const app = new App();
  const stack = new Stack(app, 'Jobs');
  const fn = new ApiFunction(stack, 'Expiry', {
    entry: 'unused.ts',
    description: 'a job',
    environment: {},
    bundle: false,
    tracing: 'active',
  }).fn;
  const job = new ScheduledJob(stack, 'DocumentExpiry', {
    fn,
    schedule: events.Schedule.cron({ minute: '0', hour: '3' }),
    description: 'nightly',
  });
  jobAlarms(stack, 'document-expiry', job.deadLetters, new AlarmTopic(stack, 'Alarms', { email: undefined }));
  Aspects.of(app).add(new AwsSolutionsChecks());
  app.synth();
  return { stack, job, template: Template.fromStack(stack) };
}

describe('ScheduledJob', () => {
  it('sends a run that failed after its retries, or an undeliverable event, to its dead-letter queue', () => {
    const { job, template } = jobStack();
    const queue = `{GetAtt:${logicalIdOf(job.deadLetters)}.Arn}`;
    const [[, rule]] = ofType(template, 'AWS::Events::Rule') as [[string, Record<string, unknown>]];
    expect(rule.ScheduleExpression).toBe('cron(0 3 * * ? *)');
    const [target] = rule.Targets as Array<Record<string, unknown>>;
    expect(render((target!.DeadLetterConfig as { Arn: unknown }).Arn)).toBe(queue);
    expect(target!.RetryPolicy).toEqual({ MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 21600 });
    const [[, invoke]] = ofType(template, 'AWS::Lambda::EventInvokeConfig') as [
      [string, Record<string, unknown>],
    ];
    expect(invoke.MaximumRetryAttempts).toBe(2);
    expect(render(invoke.DestinationConfig)).toContain(logicalIdOf(job.deadLetters));
  });

  it('alarms as soon as the dead-letter queue holds a message, and passes cdk-nag', () => {
    const { stack, job, template } = jobStack();
    const [[, alarm]] = ofType(template, 'AWS::CloudWatch::Alarm') as [[string, Record<string, unknown>]];
    expect(alarm).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(render(alarm.Dimensions)).toContain(logicalIdOf(job.deadLetters));
    expect(unsuppressedNagErrors(stack)).toEqual([]);
  });
});
