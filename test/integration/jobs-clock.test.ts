import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '@shared/constants/retention';
import { addWorkingDays, moscowDate } from '../../functions/lib/working-days';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { REPO_ROOT, startLocalStack, type LocalStack } from '../../infra/local/stack';
import { passwordSignIn } from '../support/cognito';

/**
 * `npm run jobs -- --at <date>`, the testers' clock: the scheduled jobs run at a moved time against a running
 * local stack, from another process, as a tester runs them. The stack is this file's own (a fresh seeded
 * state): moving time weeks ahead deletes and blocks demo accounts the shared stack's suites still read.
 */
let stack: LocalStack;
let stateDir: string;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-jobs-'));
  process.env.LOG_LEVEL ??= 'silent';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  stack = await startLocalStack({
    stateDir,
    web: false,
    jobs: false,
    ports: { api: 0, dynamodb: 0, s3: 0, cognito: 0 },
  });
  cognito = new CognitoIdentityProviderClient({
    region: stack.ids.region,
    endpoint: stack.urls.cognito,
    credentials: EMULATOR_CREDENTIALS,
  });
}, 120_000);

afterAll(async () => {
  cognito?.destroy();
  await stack?.stop();
  await rm(stateDir, { recursive: true, force: true });
});

const run = promisify(execFile);

/** The npm script's command, with its exit code and output. */
async function jobs(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const command = ['--import', 'tsx', '--openssl-legacy-provider', 'infra/local/run-jobs.ts', ...args];
  try {
    const { stdout, stderr } = await run(process.execPath, command, { cwd: REPO_ROOT, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const signIn = (email: string) =>
  passwordSignIn(cognito, stack.ids.userPoolClientId, email, DEMO_PASSWORD).then(
    (token) => token,
    () => null,
  );

async function tenderStatus(email: string): Promise<string> {
  const token = await signIn(email);
  const response = await fetch(`${stack.urls.api}/api/tenders/info`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  return ((await response.json()) as { response: { accessStatus: string } }).response.accessStatus;
}

describe('npm run jobs -- --at <date>', () => {
  // Past the 15th working day of the demo's temporary tender access and the 21st of the deadline demo's
  // registration (it was seeded 19 working days ago).
  const at = addWorkingDays(moscowDate(new Date()), 16);

  it('blocks unpaid tender access after 15 working days and deletes a profile left empty for 21', async () => {
    expect(RETENTION.completionWorkingDays).toBe(21);
    expect(await tenderStatus('individual@demo.test')).toBe('TEMPORARY');
    expect(await signIn('deadline@demo.test')).not.toBeNull();

    const first = await jobs('--at', at, '--state', stateDir, '--json');
    expect(first.code, first.stderr).toBe(0);
    const { at: ranAt, results } = JSON.parse(first.stdout) as {
      at: string;
      results: Record<string, Record<string, number>>;
    };
    expect(ranAt).toBe(`${at}T09:00:00.000Z`);
    expect(results['tender-access']).toEqual({ blocked: 1 });
    expect(results.retention).toMatchObject({ deleted: 1 });

    expect(await tenderStatus('individual@demo.test')).toBe('BLOCKED');
    // Deleted with its counterparty: the login is gone from the user pool.
    expect(await signIn('deadline@demo.test')).toBeNull();
  });

  it('changes nothing more when run again at the same time', async () => {
    const again = await jobs('--at', at, '--state', stateDir, '--json');
    expect(again.code, again.stderr).toBe(0);
    const { results } = JSON.parse(again.stdout) as { results: Record<string, Record<string, number>> };
    expect(results['tender-access']).toEqual({ blocked: 0 });
    expect(results.retention).toMatchObject({ deleted: 0, resumed: 0 });
  });

  it('refuses a production stage, a malformed date and a stack that is not running', async () => {
    const production = await jobs('--at', at, '--state', stateDir, '--stage', 'production');
    expect(production).toMatchObject({ code: 2, stdout: '' });
    expect(production.stderr).toContain('Refused: production is a production stage');
    const badDate = await jobs('--at', '29.12.2026', '--state', stateDir);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('--at 29.12.2026: a date (YYYY-MM-DD)');
    const nowhere = await jobs('--at', at, '--state', join(stateDir, 'none'));
    expect(nowhere.code).toBe(3);
    expect(nowhere.stderr).toContain('start it with npm start');
  });
});
