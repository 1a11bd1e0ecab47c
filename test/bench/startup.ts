import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { REPO_ROOT } from '../../infra/local/stack';
import { readState } from '../../infra/local/state';

export interface StartupTime {
  /** From spawning `npm start`'s command to its "ready" line: what a developer waits. */
  processMs: number;
  /** What the stack itself reports: emulators, provisioning, seeding, handlers, Vite. */
  stackMs: number;
}

export interface StartupFigures {
  /** Empty state and no snapshot yet (the first start of a version and day): the seeds run, a snapshot is left. */
  seeding: StartupTime;
  /** Empty state, as after `npm start -- --reset`: the day's snapshot of the seeded state is restored. */
  fresh: StartupTime;
  /** Second start on the same state: everything is reused. */
  existing: StartupTime;
}

/** Targets of issue 20 for a fresh and an existing state; the first seeding keeps the earlier 15 s. */
export const STARTUP_TARGET_MS: Record<keyof StartupFigures, number> = {
  seeding: 15_000,
  fresh: 3_000,
  existing: 2_000,
};

const READY = /local stack ready in ([\d.]+) s/;

export interface RunningStack {
  time: StartupTime;
  /** Stops the stack (SIGTERM) and waits for a clean exit. */
  stop(): Promise<void>;
}

/**
 * Runs the same command as `npm start` in a child process and resolves once it prints "ready".
 * Ports default to free ones; pass `--api-port` etc. in `args` to pin them.
 */
export function spawnStack(stateDir: string, args: readonly string[] = []): Promise<RunningStack> {
  const started = performance.now();
  const pinned = new Set(args.filter((a) => a.startsWith('--')));
  const ports = ['web', 'api', 'dynamodb', 's3', 'cognito']
    .filter((name) => !pinned.has(`--${name}-port`))
    .flatMap((name) => [`--${name}-port`, '0']);
  // As `npm start` runs it: Node with tsx's loader, no second process in front of it.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--openssl-legacy-provider',
      'infra/local/start.ts',
      '--state',
      stateDir,
      '--quiet',
      ...ports,
      ...args,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (!ready) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        time: {
          processMs: Math.round(performance.now() - started),
          stackMs: Math.round(Number(ready[1]) * 1000),
        },
        stop: async () => {
          child.kill('SIGTERM');
          const code = await exited;
          if (code !== 0) throw new Error(`the stack exited with ${code} on SIGTERM:\n${output}`);
        },
      });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`the stack exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

async function timeOneStart(stateDir: string, snapshots: string): Promise<StartupTime> {
  const stack = await spawnStack(stateDir, ['--snapshots', snapshots]);
  await stack.stop();
  return stack.time;
}

/**
 * Start-to-ready of the local stack: on an empty state with no snapshot (it seeds), on another empty
 * state (it restores the snapshot the first left), then again on that state.
 */
export async function measureStartup(): Promise<StartupFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  const snapshots = join(dir, 'snapshots');
  try {
    const seeding = await timeOneStart(join(dir, 'seeded'), snapshots);
    const fresh = await timeOneStart(join(dir, 'restored'), snapshots);
    const existing = await timeOneStart(join(dir, 'restored'), snapshots);
    return { seeding, fresh, existing };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A fresh clone's first start, from the command to the demo supplier's signed-in screen (issue 30). */
export const FIRST_SCREEN_TARGET_MS = 10_000;

export interface FirstScreen {
  /** From spawning `npm start`'s command to its "ready" line (it seeded: no state, no snapshot). */
  readyMs: number;
  /** From the same moment to the signed-in supplier's screen in a browser. */
  screenMs: number;
}

/**
 * The first start a newcomer meets after `npm install`: no local state, no seed snapshot and no Vite
 * dependency cache (a clone has none of them; the cache in node_modules/.vite is removed, Vite makes it
 * again), timed from spawning the command to the demo supplier's signed-in screen in Chromium: the stack
 * seeds, Vite prepares the SPA's dependencies for the first page, the user signs in.
 */
export async function measureFirstScreen(): Promise<FirstScreen> {
  const dir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-first-'));
  await rm(join(REPO_ROOT, 'node_modules', '.vite'), { recursive: true, force: true });
  // The newcomer's browser is open already: Chromium starts beside the stack, not after it.
  const browser = chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const started = performance.now();
  const stack = await spawnStack(join(dir, 'state'), ['--snapshots', join(dir, 'snapshots')]);
  const readyMs = Math.round(performance.now() - started);
  try {
    const { running } = await readState(join(dir, 'state'));
    if (!running) throw new Error('the stack wrote no addresses into its state');
    const page = await (await browser).newPage();
    await page.goto(`${running.siteUrl}/auth/sign-in`);
    await page.locator('#email').fill('legal@demo.test');
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('form button[type=submit]').click();
    // The supplier's shell with its company: the first screen a signed-in supplier reads.
    await page.getByTestId('company-name').waitFor({ timeout: 60_000 });
    return { readyMs, screenMs: Math.round(performance.now() - started) };
  } finally {
    await (await browser).close();
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printFirstScreen({ readyMs, screenMs }: FirstScreen): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Fresh-clone first start (no state, no snapshot, no Vite cache): ready in ${seconds(readyMs)}, the signed-in` +
      ` supplier's screen in ${seconds(screenMs)} from the command; target ${seconds(FIRST_SCREEN_TARGET_MS)}` +
      `  [${screenMs <= FIRST_SCREEN_TARGET_MS ? 'met' : 'NOT met'}]`,
  );
}

/** Prints the figures with their targets (`npm run bench`, `npm run bench:start`). */
export function printStartup(figures: StartupFigures): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log('Local stack start-to-ready (npm start, SPA included)');
  for (const [name, time] of Object.entries(figures) as [keyof StartupFigures, StartupTime][]) {
    const target = STARTUP_TARGET_MS[name];
    console.log(
      `  ${name.padEnd(8)}  ${seconds(time.processMs)} from the command, ${seconds(time.stackMs)} inside the stack;` +
        ` target ${seconds(target)}  [${time.processMs <= target ? 'met' : 'NOT met'}]`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;
  console.log(`Load average ${loadavg()[0]?.toFixed(1)} at the start: every time below scales with it.`);
  for (let run = 0; run < runs; run++) {
    printFirstScreen(await measureFirstScreen());
    printStartup(await measureStartup());
  }
}
