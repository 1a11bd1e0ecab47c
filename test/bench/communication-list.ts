import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { freePort, urlOf } from '../../infra/local/http-server';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { readState } from '../../infra/local/state';
import { passwordSignIn } from '../support/cognito';
import { percentile, steadyLoad } from './account-me-latency';
import { spawnStack } from './startup';
import { DAY_MS } from '@shared/constants/time';

export interface ListFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** One call after another (no queueing behind the load): the cost of the call itself. */
  sequentialP50Ms: number;
  sequentialP99Ms: number;
}

const WARM_UP_S = 3;
const listBody = (requestCode: string | null) =>
  JSON.stringify({
    showArchived: false,
    requestCode,
    createdAtFilter: null,
    lastCommunicatedAtFilter: null,
    requestSpecificationCodes: null,
    beCodes: null,
    pageableRequest: { pageNumber: 1, pageSize: 10 },
  });

/** Writes `count` open requests of one counterparty straight into the table, with its counters. */
async function fillRequests(counterpartyId: string, count: number): Promise<void> {
  const { communicationRepository: repo } =
    await import('../../functions/domain/communication/communication-repository');
  const now = Date.now();
  const items = Array.from({ length: count }, (_, i) => {
    const at = new Date(now - (count - i) * (DAY_MS / 100)).toISOString();
    return {
      counterpartyId,
      requestCode: `B${String(i).padStart(4, '0')}-${counterpartyId.slice(-4)}`,
      companyName: 'Bench',
      companyCode: '0',
      category: 'COMMON',
      topic: 'COMMON_CHECK',
      theme: '',
      beCode: 'NGS',
      routeCode: i % 2 ? 'NGS' : 'VNPZ',
      paEmailType: 'OTHER',
      paEmailAddress: 'bench@example.com',
      createdBy: 'bench',
      createdAt: at,
      lastCommunicatedAt: at,
      archived: false,
      queue: 'ANSWERED' as const,
      queueSince: at,
      state: 'Received' as const,
      unreadBySupplier: 0,
      unreadByStaff: 0,
      messageSeq: 0,
      version: 0,
    };
  });
  for (let i = 0; i < items.length; i += 500) await repo.putRequests(items.slice(i, i + 500));
  await repo.changeCounters(counterpartyId, { openRequests: count });
}

/**
 * POST /api/communication/get-short-chat-list (first page, no filter) through the local gateway for
 * a supplier with 100 requests and one with 10,000: an index query reading one page, and the count
 * from one item, so the second should cost what the first does. The filtered call (a code search)
 * reads the supplier's whole partition and is timed too, sequentially, for comparison.
 */
export async function measureCommunicationList(rate: number, durationS: number) {
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  const host = '127.0.0.1';
  const [apiPort, cognitoPort, dynamodbPort] = [
    await freePort(host),
    await freePort(host),
    await freePort(host),
  ];
  const stack = await spawnStack(stateDir, [
    '--no-web',
    '--api-port',
    `${apiPort}`,
    '--cognito-port',
    `${cognitoPort}`,
    '--dynamodb-port',
    `${dynamodbPort}`,
  ]);
  try {
    Object.assign(process.env, {
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: urlOf(host, dynamodbPort),
    });
    const { DEMO_SUPPLIERS } = await import('../../functions/domain/accounts/seed');
    const small = DEMO_SUPPLIERS.find((s) => s.email === 'individual@demo.test');
    const large = DEMO_SUPPLIERS.find((s) => s.email === 'nonresident@demo.test');
    if (!small || !large) throw new Error('demo suppliers missing');
    await fillRequests(small.counterparty.counterpartyId, 100);
    await fillRequests(large.counterparty.counterpartyId, 10_000);

    const { pool } = await readState(stateDir);
    if (!pool) throw new Error('the stack left no pool ids in its state');
    const cognito = new CognitoIdentityProviderClient({
      region: 'eu-central-1',
      endpoint: urlOf(host, cognitoPort),
      credentials: EMULATOR_CREDENTIALS,
    });
    const url = `${urlOf(host, apiPort)}/api/communication/get-short-chat-list`;
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const measure = async (email: string): Promise<ListFigures> => {
      const token = await passwordSignIn(cognito, pool.userPoolClientId, email, DEMO_PASSWORD);
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const init = { method: 'POST', body: listBody(null) };
      // Settling: the 10,100 items just written leave LevelDB compacting and the handlers cold; a few
      // seconds at the measured rate first, so the figures are those of a stack in its steady state.
      await steadyLoad(url, headers, rate, WARM_UP_S, init);
      const sequential: number[] = [];
      for (let i = 0; i < 200; i++) {
        const sent = performance.now();
        const response = await fetch(url, { ...init, headers });
        await response.arrayBuffer();
        if (response.ok) sequential.push(performance.now() - sent);
      }
      sequential.sort((a, b) => a - b);
      const { latencies, failed } = await steadyLoad(url, headers, rate, durationS, init);
      return {
        requests: latencies.length + failed,
        failed,
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        sequentialP50Ms: round(percentile(sequential, 50)),
        sequentialP99Ms: round(percentile(sequential, 99)),
      };
    };
    const with100 = await measure(small.email);
    const with10000 = await measure(large.email);

    const token = await passwordSignIn(cognito, pool.userPoolClientId, large.email, DEMO_PASSWORD);
    const searched: number[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: listBody('B0042'),
      });
      await response.arrayBuffer();
      searched.push(performance.now() - sent);
    }
    cognito.destroy();
    return {
      rate,
      durationS,
      with100,
      with10000,
      codeSearchMedianMs: round(
        percentile(
          searched.sort((a, b) => a - b),
          50,
        ),
      ),
    };
  } finally {
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}
