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

/** Runs the same command as `npm start` on free ports and stops it (SIGTERM) once it is ready. */
function timeOneStart(stateDir: string): Promise<StartupTime> {
  const started = performance.now();
  const ports = ['web', 'api', 'dynamodb', 's3', 'cognito'].flatMap((name) => [`--${name}-port`, '0']);
  const child = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    ['--openssl-legacy-provider', 'infra/local/start.ts', '--state', stateDir, '--quiet', ...ports],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let time: StartupTime | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = time ? null : READY.exec(output);
      if (!ready) return;
      time = {
        processMs: Math.round(performance.now() - started),
        stackMs: Math.round(Number(ready[1]) * 1000),
      };
      child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (time && code === 0) resolve(time);
      else
        reject(
          new Error(
            `the stack exited with ${code} ${time ? 'on SIGTERM' : 'before it was ready'}:\n${output}`,
          ),
        );
    });
  });
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
