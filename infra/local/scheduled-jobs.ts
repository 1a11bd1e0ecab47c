import { pathToFileURL } from 'node:url';
import {
  BIK_DIRECTORY_JOB_ENTRY,
  DOCUMENT_REMINDERS_JOB_ENTRY,
  ESIGN_TRUST_JOB_ENTRY,
  FILES_SWEEP_JOB_ENTRY,
  RETENTION_JOB_ENTRY,
  TENDER_ACCESS_JOB_ENTRY,
} from '../cdk/entries';

/** How often the local stack runs the jobs EventBridge runs hourly in AWS: often, so a moved clock shows soon. */
export const LOCAL_JOB_INTERVAL_MS = 5 * 60_000;

/**
 * The scheduled jobs of the CDK app on a timer: the tender access job, the sweep of unheld files and the
 * document calendar's reminders, the retention job and the BIK directory load (from the local ED807 file), once at start and then every few minutes, one after the other. The jobs are idempotent, so a run that
 * overlaps a slow one changes nothing more. Load after the functions' environment is set (the job's
 * modules read it once).
 */
export async function startScheduledJobs(
  intervalMs = LOCAL_JOB_INTERVAL_MS,
): Promise<{ stop(): Promise<void> }> {
  const jobs = await Promise.all(
    (
      [
        ['The tender access job', TENDER_ACCESS_JOB_ENTRY],
        ['The sweep of unheld files', FILES_SWEEP_JOB_ENTRY],
        ['The document calendar reminders', DOCUMENT_REMINDERS_JOB_ENTRY],
        ['The retention job', RETENTION_JOB_ENTRY],
        ['The BIK directory job', BIK_DIRECTORY_JOB_ENTRY],
        ['The e-signature trust job', ESIGN_TRUST_JOB_ENTRY],
      ] as const
    ).map(async ([name, entry]) => {
      const { handler } = (await import(pathToFileURL(entry).href)) as { handler: () => Promise<unknown> };
      return { name, handler };
    }),
  );
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    for (const job of jobs) {
      running = running
        .then(job.handler)
        .catch((error: unknown) => console.error(`${job.name} failed:`, error));
    }
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
