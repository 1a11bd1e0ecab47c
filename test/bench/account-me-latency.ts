import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { freePort, urlOf } from '../../infra/local/http-server';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { readState } from '../../infra/local/state';
import { passwordSignIn } from '../support/cognito';
import { spawnStack } from './startup';

/** Latency percentile (nearest rank) of sorted samples. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * An open-loop load at a steady rate: one request every 1000/rate ms, whether or not the previous ones
 * have answered, as independent browsers would send them. (autocannon's rate limit sends each second's
 * share in a burst at the start of the second, which measures queueing behind the burst instead.)
 */
export async function steadyLoad(
  url: string,
  headers: Record<string, string>,
  rate: number,
  durationS: number,
  init: Pick<RequestInit, 'method' | 'body'> = {},
) {
  const latencies: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const interval = 1000 / rate;
  const started = performance.now();
  for (let i = 0; i < rate * durationS; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      fetch(url, { ...init, headers })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - sent);
          else failed++;
        })
        .catch(() => void failed++),
    );
  }
  await Promise.all(inFlight);
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

export interface LatencyFigures {
  rate: number;
  durationS: number;
  requests: number;
  /** Answers other than 2xx, plus errors and time-outs: any of them spoils the figures. */
  failed: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * GET /api/account/me through the local gateway (real authorizer, cached per token as in API Gateway,
 * real handler, dynalite) at a fixed rate with a real ID token of a registered supplier. The stack runs
 * as `npm start` does, in its own process; the load comes from this one, as a browser's would.
 */
export async function measureAccountMeLatency(rate = 100, durationS = 10): Promise<LatencyFigures> {
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  const host = '127.0.0.1';
  const apiPort = await freePort(host);
  const cognitoPort = await freePort(host);
  const stack = await spawnStack(stateDir, [
    '--no-web',
    '--api-port',
    `${apiPort}`,
    '--cognito-port',
    `${cognitoPort}`,
  ]);
  try {
    const { pool } = await readState(stateDir);
    if (!pool) throw new Error('the stack left no pool ids in its state');
    const cognito = new CognitoIdentityProviderClient({
      region: 'eu-central-1',
      endpoint: urlOf(host, cognitoPort),
      credentials: EMULATOR_CREDENTIALS,
    });
    const token = await passwordSignIn(cognito, pool.userPoolClientId, 'legal@demo.test', DEMO_PASSWORD);
    cognito.destroy();
    const url = `${urlOf(host, apiPort)}/api/account/me`;
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'ru' };
    // A short warm-up: the first calls load the handler and fill the authorizer cache, as on a live system.
    await steadyLoad(url, headers, 20, 1);
    const { latencies, failed } = await steadyLoad(url, headers, rate, durationS);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      rate,
      durationS,
      requests: latencies.length + failed,
      failed,
      p50Ms: round(percentile(latencies, 50)),
      p90Ms: round(percentile(latencies, 90)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? Number.NaN),
    };
  } finally {
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}
