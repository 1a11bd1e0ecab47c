import { pathToFileURL } from 'node:url';
import { TENDER_ACCESS_JOB_ENTRY } from '../cdk/bundling';

/** How often the local stack runs the jobs EventBridge runs hourly in AWS: often, so a moved clock shows soon. */
export const LOCAL_JOB_INTERVAL_MS = 5 * 60_000;

/**
 * The scheduled jobs of the CDK app on a timer: the tender access job, once at start and then every few
 * minutes. The job is idempotent, so a run that overlaps a slow one changes nothing more. Load after the
 * functions' environment is set (the job's modules read it once).
 */
export async function startScheduledJobs(
  intervalMs = LOCAL_JOB_INTERVAL_MS,
): Promise<{ stop(): Promise<void> }> {
  const { handler } = (await import(pathToFileURL(TENDER_ACCESS_JOB_ENTRY).href)) as {
    handler: () => Promise<unknown>;
  };
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(handler)
      .catch((error: unknown) => console.error('The tender access job failed:', error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
