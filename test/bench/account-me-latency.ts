import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { startLocalStack } from '../../infra/local/stack';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { passwordSignIn } from '../support/cognito';

interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; max: number };
  requests: { total: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  overallRate: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon ships no types.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

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
 * real handler, dynalite) at a fixed rate with a real ID token of a registered supplier. autocannon
 * paces per second (each connection sends its share at the start of every second), so the figures
 * are latencies under 10-way bursts: stricter than an evenly spread 100 req/s. Everything, the load
 * generator included, shares this one Node process, as `npm start` does.
 */
export async function measureAccountMeLatency(rate = 100, durationS = 10): Promise<LatencyFigures> {
  // One JSON log line per request would measure the terminal, not the gateway.
  process.env.LOG_LEVEL ??= 'silent';
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  const stack = await startLocalStack({
    stateDir,
    web: false,
    ports: { api: 0, dynamodb: 0, s3: 0, cognito: 0 },
  });
  try {
    const cognito = new CognitoIdentityProviderClient({
      region: stack.ids.region,
      endpoint: stack.urls.cognito,
      credentials: EMULATOR_CREDENTIALS,
    });
    const token = await passwordSignIn(cognito, stack.ids.userPoolClientId, 'legal@demo.test', DEMO_PASSWORD);
    cognito.destroy();
    const result = await autocannon({
      url: `${stack.urls.api}/api/account/me`,
      connections: 10,
      overallRate: rate,
      duration: durationS,
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ru' },
    });
    return {
      rate,
      durationS,
      requests: result.requests.total,
      failed: result.non2xx + result.errors + result.timeouts,
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
    };
  } finally {
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}
