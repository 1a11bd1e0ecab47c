import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/stack';

export interface StartupTime {
  /** From spawning `npm start`'s command to its "ready" line: what a developer waits. */
  processMs: number;
  /** What the stack itself reports: emulators, provisioning, seeding, handlers, Vite. */
  stackMs: number;
}

export interface StartupFigures {
  /** Empty state: tables, pool and demo data are created. */
  fresh: StartupTime;
  /** Second start on the same state: everything is reused. */
  warm: StartupTime;
}

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
  const child = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    ['--openssl-legacy-provider', 'infra/local/start.ts', '--state', stateDir, '--quiet', ...ports, ...args],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
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

async function timeOneStart(stateDir: string): Promise<StartupTime> {
  const stack = await spawnStack(stateDir);
  await stack.stop();
  return stack.time;
}

/** Start-to-ready of the local stack on a fresh state, then again on the state the first start left. */
export async function measureStartup(): Promise<StartupFigures> {
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  try {
    const fresh = await timeOneStart(stateDir);
    const warm = await timeOneStart(stateDir);
    return { fresh, warm };
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}
