import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, type BusinessMetric } from './business-metrics';

/**
 * Powertools' metrics (CloudWatch embedded metric format: JSON lines in the log that CloudWatch turns
 * into metrics, no API call). The handlers' own metrics (calls, latency, jobs) join the invocation's
 * set, which Powertools' `logMetrics` middleware flushes; domain code counts through `count` below and
 * never sees Powertools. The local stack runs in Powertools' dev mode (POWERTOOLS_DEV), which disables
 * them: the console shows log lines only (POWERTOOLS_METRICS_DISABLED=false shows them again).
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/**
 * A set of metrics with fixed dimensions (an API group's, a job's): one per handler, so that handlers
 * sharing a process (the local stack) never mix or re-add each other's dimensions.
 */
export const metricsWith = (dimensions: Record<string, string>): Metrics =>
  new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE, defaultDimensions: dimensions });

/**
 * Counts a business event (a document decided, an upload refused…): written at once as a metric of
 * its own, with only the dimensions given here (the handler's `group` or `job` are not added), so the
 * dashboard finds it whichever function counted it, and outside a Lambda (the local stack) too.
 */
export function count(name: BusinessMetric, dimensions: Record<string, string> = {}, value = 1): void {
  const single = metrics.singleMetric();
  for (const [key, dimension] of Object.entries(dimensions)) single.addDimension(key, dimension);
  single.addMetric(name, MetricUnit.Count, value);
}
