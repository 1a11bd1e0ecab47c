/**
 * `npm run jobs -- --at 2026-12-29`: the scheduled jobs (tender access, the sweep of unheld files, the
 * document calendar's reminders, retention) run once at a moved time, against the running local stack, so
 * a tester walks through the working-day rules without waiting for them (docs/local-stack.md).
 *
 *   npm run jobs -- --at 2026-12-29               at noon in Moscow of that day (09:00 UTC)
 *   npm run jobs -- --at 2026-12-29T21:30:00Z     at that moment
 *   npm run jobs -- --at ... --only retention     one job (tender-access, files-sweep, document-reminders, retention)
 *   npm run jobs -- --at ... --state <dir>        the stack started with `npm start -- --state <dir>`
 *   npm run jobs -- --at ... --json               the results as one JSON line
 *
 * It works on the stack `npm start` runs (its emulators' addresses are in <state>/stack.json) and refuses a
 * production stage: the moved clock exists only here, never in a deployment. The jobs are idempotent, so a
 * second run at the same time changes nothing more.
 */
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  DOCUMENT_REMINDERS_JOB_ENTRY,
  FILES_SWEEP_JOB_ENTRY,
  REPO_ROOT,
  RETENTION_JOB_ENTRY,
  TENDER_ACCESS_JOB_ENTRY,
} from '../cdk/entries';
import { STAGES } from '../stages';
import { EMULATOR_CREDENTIALS } from './clients';
import { readState } from './state';

/** The jobs in the order the local stack's timer runs them. */
const LOCAL_JOBS = {
  'tender-access': TENDER_ACCESS_JOB_ENTRY,
  'files-sweep': FILES_SWEEP_JOB_ENTRY,
  'document-reminders': DOCUMENT_REMINDERS_JOB_ENTRY,
  retention: RETENTION_JOB_ENTRY,
} as const;

/** Exit codes: 2 for a wrong call (usage, a production stage), 3 when no stack answers. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code: 2 | 3,
  ) {
    super(message);
  }
}

/** `2026-12-29` is noon in Moscow of that day, when the daily jobs of a deployment have all run. */
function movedTime(at: string): Date {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T09:00:00Z` : at;
  const time = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(at) || Number.isNaN(time.getTime()))
    throw new Refusal(`--at ${at}: a date (YYYY-MM-DD) or an ISO time (2026-12-29T21:30:00Z).`, 2);
  return time;
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      at: { type: 'string' },
      state: { type: 'string' },
      stage: { type: 'string', default: 'local' },
      only: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
    },
  });
  const stage = STAGES[values.stage];
  if (!stage) throw new Refusal(`--stage ${values.stage}: no such stage (infra/stages/).`, 2);
  // The moved clock is a tester's tool: a production stage's jobs run on the real clock only.
  if (stage.kind === 'production' || process.env.STAGE_KIND === 'production')
    throw new Refusal(
      `Refused: ${values.stage} is a production stage; the moved clock is for local and test stages.`,
      2,
    );
  if (!values.at)
    throw new Refusal('Usage: npm run jobs -- --at 2026-12-29 [--only retention] [--state .local]', 2);
  const at = movedTime(values.at);
  const only = (values.only ?? []) as string[];
  const unknown = only.filter((name) => !(name in LOCAL_JOBS));
  if (unknown.length > 0)
    throw new Refusal(`--only ${unknown.join(', ')}: one of ${Object.keys(LOCAL_JOBS).join(', ')}.`, 2);

  const stateDir = resolve(values.state ?? join(REPO_ROOT, '.local'));
  const state = await readState(stateDir);
  if (!state.running || !state.pool || !state.linkSecret)
    throw new Refusal(`No local stack has run from ${stateDir}: start it with npm start.`, 3);
  const { urls, region, siteUrl, showPbiot, registerUrl } = state.running;
  // Lambda runs Node 22; the SDK's warning about an older Node here says nothing about the product.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const probe = new DynamoDBClient({ region, endpoint: urls.dynamodb, credentials: EMULATOR_CREDENTIALS });
  try {
    await probe.send(new ListTablesCommand({}), { abortSignal: AbortSignal.timeout(3_000) });
  } catch {
    throw new Refusal(
      `The local stack of ${stateDir} does not answer at ${urls.dynamodb}: start it with npm start.`,
      3,
    );
  } finally {
    probe.destroy();
  }

  // The environment the stack gives its functions, then the functions' modules (they read it once).
  process.env.LOG_LEVEL ??= 'warn';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const { localFunctionEnvironment } = await import('./stack');
  Object.assign(
    process.env,
    localFunctionEnvironment({
      urls,
      pool: state.pool,
      region,
      siteUrl,
      linkSecret: state.linkSecret,
      showPbiot,
      registerUrl,
    }),
  );
  const { fixedClock, useClock } = await import('../../functions/lib/clock');
  useClock(fixedClock(at));

  const results: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(LOCAL_JOBS)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const { handler } = (await import(pathToFileURL(entry).href)) as { handler: () => Promise<unknown> };
    results[name] = await handler();
    if (!values.json) console.log(`${name.padEnd(18)} ${JSON.stringify(results[name])}`);
  }
  if (values.json) console.log(JSON.stringify({ at: at.toISOString(), results }));
  else
    console.log(
      `\nRan at ${at.toISOString()} against ${stateDir} (the stack keeps running on the real clock).`,
    );
}

try {
  await main(process.argv.slice(2));
  // The SDK clients keep sockets open; the work is done.
  process.exit(0);
} catch (error) {
  if (error instanceof Refusal) {
    console.error(error.message);
    process.exit(error.code);
  }
  console.error('A job failed:', error);
  process.exit(1);
}
