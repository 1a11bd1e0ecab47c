import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface ScheduledJobProps {
  /** The job's function (an ApiFunction's `fn`: bundled, logged and traced like the others). */
  readonly fn: lambda.Function;
  readonly schedule: events.Schedule;
  readonly description: string;
}

/**
 * A function run on a schedule whose failures are never lost: EventBridge retries delivery, Lambda
 * retries a failed run twice, and what still fails lands in a dead-letter queue (kept 14 days) that
 * the monitoring stack alarms on (jobAlarms in alarms.ts). Every scheduled or queued job uses this.
 */
export class ScheduledJob extends Construct {
  readonly deadLetters: sqs.Queue;
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.fn = props.fn;
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is the dead-letter queue of the job.' },
    ]);
    // A run that throws: retried twice by Lambda, then its event goes to the dead-letter queue.
    props.fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetters),
    });
    new events.Rule(this, 'Schedule', {
      description: props.description,
      schedule: props.schedule,
      // An event EventBridge cannot deliver (throttled, no permission) also ends in the queue.
      targets: [
        new targets.LambdaFunction(props.fn, {
          deadLetterQueue: this.deadLetters,
          retryAttempts: 4,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
  }
}
