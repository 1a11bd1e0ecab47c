import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import {
  BUSINESS_METRICS,
  JOBS,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
} from '../../../functions/lib/business-metrics';

const PERIOD = Duration.minutes(5);
const WIDTH = 24;

/** A metric the functions write in the embedded metric format (functions/lib/metrics.ts). */
const appMetric = (
  metricName: string,
  dimensions: Record<string, string>,
  statistic: string,
  label?: string,
) =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE, ...dimensions },
    statistic,
    period: PERIOD,
    ...(label ? { label } : {}),
  });

/** Every value of a dimension the code writes but the stack cannot list (the refusal codes). */
const searchOf = (metricName: string, dimension: string, label: string) =>
  new cloudwatch.MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},service,${dimension}} MetricName="${metricName}"', 'Sum', ${PERIOD.toSeconds()})`,
    usingMetrics: {},
    label,
    period: PERIOD,
  });

/**
 * The operations dashboard (monitoring stack): the business metrics the functions count, the API's
 * latency and 5xx by route group (one function per group, so the group is the `group` dimension of
 * the handlers' own ApiLatency / ApiServerErrors), and the jobs. Its layout is drawn in docs/operations.md
 * (infra/cdk/dashboard.svg, from the synthesized template by infra/cdk/render-dashboard.ts).
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: { api: apigw.RestApi }) {
    super(scope, id);
    const dashboard = (this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: 'supplier-cabinet',
      defaultInterval: Duration.hours(24),
    }));
    const third = WIDTH / 3;
    const half = WIDTH / 2;
    const sum = (name: string, label: string, dimensions: Record<string, string> = {}) =>
      appMetric(name, dimensions, 'Sum', label);
    const M = BUSINESS_METRICS;

    dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown:
          '## Supplier Cabinet: business\nCounted by the functions (Powertools metrics, namespace `SupplierCabinet`).',
        width: WIDTH,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Uploads refused, by code',
        left: [searchOf(M.uploadRefused, 'code', '')],
        width: third,
        stacked: true,
      }),
      new cloudwatch.GraphWidget({
        title: 'Documents decided',
        left: [
          sum(M.documentDecided, 'accepted', { decision: 'ACCEPT' }),
          sum(M.documentDecided, 'rejected', { decision: 'REJECT' }),
        ],
        width: third,
        stacked: true,
      }),
      new cloudwatch.GraphWidget({
        title: 'Bank statement lines',
        left: [sum(M.statementMatched, 'matched'), searchOf(M.statementUnmatched, 'reason', '')],
        width: third,
        stacked: true,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.SingleValueWidget({
        title: 'Requests answered by staff',
        metrics: [sum(M.requestAnswered, 'answered')],
        setPeriodToTimeRange: true,
        width: half,
        height: 4,
      }),
      new cloudwatch.SingleValueWidget({
        title: 'E-mails sent (answers, reminders)',
        metrics: [sum(M.reminderSent, 'sent')],
        setPeriodToTimeRange: true,
        width: half,
        height: 4,
      }),
    );

    dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: '## API by route group\nOne function per group: its calls, latency and 5xx answers.',
        width: WIDTH,
        height: 2,
      }),
    );
    const byGroup = (name: string, statistic: string) =>
      FUNCTION_GROUPS.map((group) => appMetric(name, { group }, statistic, group));
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Latency p99 by group (ms)',
        left: byGroup(M.apiLatency, 'p99'),
        width: third,
      }),
      new cloudwatch.GraphWidget({
        title: '5xx answers by group',
        left: byGroup(M.apiServerError, 'Sum'),
        width: third,
        stacked: true,
      }),
      new cloudwatch.GraphWidget({
        title: 'Calls by group',
        left: byGroup(M.apiCall, 'Sum'),
        width: third,
        stacked: true,
      }),
    );
    const gateway = (metricName: string, statistic: string, label: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiName: props.api.restApiName, Stage: props.api.deploymentStage.stageName },
        statistic,
        period: PERIOD,
        label,
      });
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API Gateway: latency (ms)',
        left: [gateway('Latency', 'p50', 'p50'), gateway('Latency', 'p99', 'p99')],
        width: half,
      }),
      new cloudwatch.GraphWidget({
        title: 'API Gateway: 4xx and 5xx',
        left: [gateway('4XXError', 'Sum', '4xx'), gateway('5XXError', 'Sum', '5xx')],
        width: half,
      }),
    );

    dashboard.addWidgets(
      new cloudwatch.TextWidget({ markdown: '## Jobs', width: WIDTH, height: 1 }),
      ...Object.values(JOBS).map(
        (job) =>
          new cloudwatch.GraphWidget({
            title: job,
            left: [sum(M.jobRun, 'run', { job }), sum(M.jobFailed, 'failed', { job })],
            width: WIDTH / Object.keys(JOBS).length,
            stacked: true,
          }),
      ),
    );
  }
}
