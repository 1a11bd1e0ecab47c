import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import { PENDING_UPLOAD_DAYS, S3_PREFIX, TABLES } from '@shared/resources';
import { BUSINESS_METRICS, JOBS } from '../../functions/lib/business-metrics';
import { ALARM_THRESHOLDS } from '../../infra/cdk/constructs/alarms';
import { DASHBOARD_PICTURE, dashboardSvg } from '../../infra/cdk/render-dashboard';
import { RATE_LIMITS } from '../../infra/cdk/constructs/rate-limit-acl';
import { EDGE_REGION, SITE_WEB_ACL_PARAMETER } from '../../infra/cdk/stacks/edge-stack';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import {
  logicalIdOf,
  ofType,
  ownFunctions,
  render,
  synthesize,
  templateOf,
  templateWithNested,
} from './support/synthesize';

let cabinet: SupplierCabinet;
let api: Template;
let monitoring: Template;

beforeAll(() => {
  cabinet = synthesize('aws', { siteUrl: 'https://cabinet.example.org', alarmEmail: 'ops@example.org' });
  api = templateWithNested(cabinet.api);
  monitoring = templateOf(cabinet.monitoring!);
});

type Props = Record<string, unknown>;
/** `{Import:<name>}` of what the API stack (nested stacks included) exports as `value` (`{Ref:<id>}` by default). */
function exportOf(logicalId: string, value = `{Ref:${logicalId}}`): string {
  const outputs = Object.values(api.toJSON().Outputs as Record<string, { Value: unknown; Export?: Props }>);
  const output = outputs.find((o) => o.Export && render(o.Value) === value);
  expect(output, `an export of ${value}`).toBeDefined();
  return `{Import:${render(output?.Export?.Name)}}`;
}
const alarms = () => ofType(monitoring, 'AWS::CloudWatch::Alarm').map(([, p]) => p);
const dimensions = (value: unknown) =>
  ((value ?? []) as Array<{ Value: unknown }>).map((d) => render(d.Value)).join(',');
/** Every metric an alarm reads, rendered: `namespace metric dimension-values statistic`. */
function metricsOf(alarm: Props): string[] {
  const single = alarm.MetricName
    ? [
        `${String(alarm.Namespace)} ${String(alarm.MetricName)} ${dimensions(alarm.Dimensions)} ${String(alarm.ExtendedStatistic ?? alarm.Statistic)}`,
      ]
    : [];
  const math = ((alarm.Metrics ?? []) as Props[])
    .map((m) => (m.MetricStat as Props | undefined)?.Metric as Props | undefined)
    .filter((m): m is Props => !!m)
    .map((m) => `${String(m.Namespace)} ${String(m.MetricName)} ${dimensions(m.Dimensions)}`);
  return [...single, ...math];
}

describe('monitoring (aws profile)', () => {
  it('traces every function and the API stage with X-Ray', () => {
    const functions = ownFunctions(api);
    // The groups, the authorizer, the tender access job, the files sweep, the document calendar's reminders,
    // the retention job, the BIK directory job, the e-signature trust job, the relationships' removal worker,
    // the personal-data export worker and the deploy's reference data loader.
    expect(functions.length).toBe(FUNCTION_GROUPS.length + 10);
    for (const [id, props] of functions) expect(props.TracingConfig, id).toEqual({ Mode: 'Active' });
    const [[, stage]] = ofType(api, 'AWS::ApiGateway::Stage') as [[string, Props]];
    expect(stage.TracingEnabled).toBe(true);
  });

  it('leaves the X-Ray SDK out of a cold start unless the deployment asks for DynamoDB subsegments', () => {
    const traceSdk = (template: Template) =>
      ownFunctions(template).map(
        ([, fn]) =>
          ((fn.Environment as Props | undefined)?.Variables as Props | undefined)?.POWERTOOLS_TRACE_ENABLED,
      );
    // Lambda's own segments need no code in the function: the tracer stays unloaded (functions/lib/tracing.ts).
    expect(new Set(traceSdk(api))).toEqual(new Set(['false']));
    const investigated = templateWithNested(synthesize('aws', { sdkTracing: 'true' }).api);
    expect(new Set(traceSdk(investigated))).toEqual(new Set(['true']));
    for (const [id, props] of ownFunctions(investigated))
      expect(props.TracingConfig, id).toEqual({ Mode: 'Active' });
  });

  it('alarms per function on its 5xx rate, p99 duration and throttles, to an encrypted topic', () => {
    const all = alarms();
    const [[topicId, topic]] = ofType(monitoring, 'AWS::SNS::Topic') as [[string, Props]];
    expect(topic.KmsMasterKeyId).toBeDefined();
    for (const alarm of all) expect(render(alarm.AlarmActions)).toContain(`{Ref:${topicId}}`);
    const [[, subscription]] = ofType(monitoring, 'AWS::SNS::Subscription') as [[string, Props]];
    expect(subscription).toMatchObject({ Protocol: 'email', Endpoint: 'ops@example.org' });

    for (const group of FUNCTION_GROUPS) {
      // The function's name, exported by the API stack (from the group's nested stack).
      const fn = exportOf(logicalIdOf(cabinet.api.functions[group]));
      const read = all.map((a) => [a, metricsOf(a).join(' | ')] as const);
      const rate = read.find(([, m]) => m.includes(`SupplierCabinet ${group}-ServerErrors`));
      expect(rate, `${group} 5xx rate`).toBeDefined();
      expect(rate![1]).toContain(`AWS/Lambda Invocations ${fn}`);
      // Crashes and timeouts count as 5xx too.
      expect(rate![1]).toContain(`AWS/Lambda Errors ${fn}`);
      expect(rate![0].Threshold).toBe(ALARM_THRESHOLDS.serverErrorPercent);
      const p99 = read.find(([, m]) => m.startsWith(`AWS/Lambda Duration ${fn}`) && m.endsWith(' p99'));
      expect(p99?.[0].Threshold, `${group} p99`).toBe(ALARM_THRESHOLDS.p99Ms);
      const throttles = read.find(([, m]) => m.startsWith(`AWS/Lambda Throttles ${fn}`));
      expect(throttles?.[0].Threshold, `${group} throttles`).toBe(ALARM_THRESHOLDS.throttles);
    }
    expect(all.some((a) => metricsOf(a).some((m) => m.startsWith('AWS/ApiGateway 5XXError')))).toBe(true);
  });

  it('alarms on every dead-letter queue of the API: scheduled jobs and queued removal checks', () => {
    // Every queue but the work queues (those with a redrive policy) is a dead-letter queue.
    const deadLetters = ofType(api, 'AWS::SQS::Queue').filter(([, props]) => !props.RedrivePolicy);
    expect(deadLetters.length).toBeGreaterThanOrEqual(2);
    const read = alarms().map((a) => metricsOf(a).join(' | '));
    for (const [id] of deadLetters) {
      const queue = exportOf(id, `{GetAtt:${id}.QueueName}`);
      expect(read, id).toContainEqual(
        expect.stringContaining(`AWS/SQS ApproximateNumberOfMessagesVisible ${queue}`),
      );
    }
  });

  it('counts a function 5xx from its log: unhandled errors and 5xx answers other than 501', () => {
    const filters = ofType(monitoring, 'AWS::Logs::MetricFilter').map(([, p]) => p);
    const errors = filters.find((f) =>
      JSON.stringify(f.MetricTransformations).includes('"account-ServerErrors"'),
    );
    expect(errors?.FilterPattern).toBe(
      '{ ($.message = "unhandled error") || (($.message = "request failed") && ($.status >= 500) && ($.code != "NOT_IMPLEMENTED")) }',
    );
  });

  it('guards the API stage with a rate-based WAF rule', () => {
    const [[aclId, acl]] = ofType(monitoring, 'AWS::WAFv2::WebACL') as [[string, Props]];
    expect(acl).toMatchObject({
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: [
        {
          Action: { Block: {} },
          Statement: { RateBasedStatement: { Limit: RATE_LIMITS.api, AggregateKeyType: 'IP' } },
        },
      ],
    });
    const [[, association]] = ofType(monitoring, 'AWS::WAFv2::WebACLAssociation') as [[string, Props]];
    expect(render(association.WebACLArn)).toBe(`{GetAtt:${aclId}.Arn}`);
    expect(render(association.ResourceArn)).toContain('/stages/');
  });

  it('guards the site with a rate-based WAF rule made in us-east-1, as CloudFront requires', () => {
    const edge = cabinet.edge!;
    expect(edge.region).toBe(EDGE_REGION);
    const template = templateOf(edge);
    const [[aclId, acl]] = ofType(template, 'AWS::WAFv2::WebACL') as [[string, Props]];
    expect(acl).toMatchObject({
      Scope: 'CLOUDFRONT',
      Rules: [{ Statement: { RateBasedStatement: { Limit: RATE_LIMITS.site, AggregateKeyType: 'IP' } } }],
    });
    const [[, parameter]] = ofType(template, 'AWS::SSM::Parameter') as [[string, Props]];
    expect(parameter.Name).toBe(SITE_WEB_ACL_PARAMETER);
    expect(render(parameter.Value)).toBe(`{GetAtt:${aclId}.Arn}`);

    const web = templateOf(cabinet.web!);
    const [[, distribution]] = ofType(web, 'AWS::CloudFront::Distribution') as [[string, Props]];
    const webAclId = render((distribution.DistributionConfig as Props).WebACLId);
    expect(webAclId).toMatch(/^\{GetAtt:SiteWebAclArn.*\.Parameter\.Value\}$/);
    const [[, read]] = ofType(web, 'Custom::AWS') as [[string, Props]];
    expect(render(read.Create)).toContain(`"region":"${EDGE_REGION}"`);
    expect(render(read.Create)).toContain(SITE_WEB_ACL_PARAMETER);
    expect(cabinet.web!.dependencies).toContain(edge);
  });
});

describe('sweeping uploads never confirmed', () => {
  it('expires quarantined objects and pending metadata, and nothing else', () => {
    const data = templateOf(cabinet.data);
    const files = ofType(data, 'AWS::DynamoDB::Table').find(([id]) => id.includes(TABLES.files.name));
    expect(files?.[1].TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    const others = ofType(data, 'AWS::DynamoDB::Table').filter(([id]) => !id.includes(TABLES.files.name));
    for (const [id, table] of others) expect(table.TimeToLiveSpecification, id).toBeUndefined();

    const buckets = ofType(data, 'AWS::S3::Bucket').filter(([id]) => id.includes('Bucket'));
    expect(buckets.length).toBeGreaterThan(0);
    for (const [id, bucket] of buckets) {
      const rules = (bucket.LifecycleConfiguration as { Rules: Props[] }).Rules;
      const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
      // Only the quarantine prefix expires current objects: accepted files (files/) are never swept.
      expect(expiring, id).toEqual([
        expect.objectContaining({ Prefix: S3_PREFIX.quarantine, ExpirationInDays: PENDING_UPLOAD_DAYS }),
      ]);
    }
  });
});

describe('operations dashboard', () => {
  /** The dashboard's widgets, from the synthesized template (its body rendered with the tokens resolved). */
  const widgets = () => {
    const [dashboard] = ofType(monitoring, 'AWS::CloudWatch::Dashboard');
    expect(dashboard, 'a dashboard in the monitoring stack').toBeDefined();
    return (JSON.parse(render(dashboard![1].DashboardBody)) as { widgets: Props[] }).widgets;
  };
  const titled = (title: string) => {
    const widget = widgets().find((w) => (w.properties as Props).title === title);
    expect(widget, title).toBeDefined();
    return JSON.stringify((widget!.properties as Props).metrics ?? []);
  };

  it('shows every business metric the functions count', () => {
    const body = JSON.stringify(widgets());
    // A name stands alone or inside a SEARCH expression (the refusal codes the stack cannot list).
    for (const name of Object.values(BUSINESS_METRICS))
      expect(body, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("shows the API's p99 latency, 5xx answers and calls for every route group", () => {
    for (const title of ['Latency p99 by group (ms)', '5xx answers by group', 'Calls by group']) {
      const metrics = titled(title);
      for (const group of FUNCTION_GROUPS)
        expect(metrics, `${title}: ${group}`).toContain(`"group","${group}"`);
    }
    expect(titled('API Gateway: latency (ms)')).toContain('"AWS/ApiGateway","Latency"');
  });

  it('the picture in docs/operations.md is this dashboard (npx tsx infra/cdk/render-dashboard.ts redraws it)', () => {
    expect(readFileSync(DASHBOARD_PICTURE, 'utf8')).toBe(
      dashboardSvg(widgets() as unknown as Parameters<typeof dashboardSvg>[0]),
    );
  });

  it('shows the runs and failures of every job', () => {
    for (const job of Object.values(JOBS)) {
      const metrics = titled(job);
      for (const name of [BUSINESS_METRICS.jobRun, BUSINESS_METRICS.jobFailed])
        expect(metrics).toContain(`"${name}","job","${job}","service","supplier-cabinet"`);
    }
  });
});

describe('monitoring (localstack profile)', () => {
  it('adds no WAF, tracing or alarms: LocalStack community has no WAF or X-Ray', () => {
    const local = synthesize('localstack');
    const template = templateOf(local.api);
    expect(ofType(template, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(ofType(template, 'AWS::CloudWatch::Alarm')).toEqual([]);
    for (const [id, fn] of ofType(template, 'AWS::Lambda::Function'))
      expect(fn.TracingConfig, id).toBeUndefined();
    expect(local.edge).toBeUndefined();
    expect(local.monitoring).toBeUndefined();
  });
});
