import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { build } from 'esbuild';
import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS, fillPath } from '@shared/api/endpoint';
import { AUTHORIZER_ENTRY, esbuildOptions, functionEntry } from '../../infra/cdk/bundling';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { functionEnvironment } from '../../infra/local/environment';
import { freePort, urlOf } from '../../infra/local/http-server';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { REPO_ROOT } from '../../infra/local/stack';
import { readState } from '../../infra/local/state';
import { passwordSignIn } from '../support/cognito';
import { RUNTIME_SDK, type SdkVariant } from './lambda-sizes';
import { spawnStack } from './startup';

const run = promisify(execFile);
const PROBE = join(REPO_ROOT, 'test', 'bench', 'cold-start-probe.mjs');
const MINIMAL = join(REPO_ROOT, 'test', 'bench', 'minimal-getitem.ts');
/** Fresh processes per bundle and variant; the median is reported. */
const REPEATS = 3;

export interface ColdStart {
  name: string;
  sdk: SdkVariant;
  initMs: number;
  firstCallMs: number;
  status: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Bundles as the API stack does. `runtime`: the AWS SDK left external, as Lambda's nodejs22.x runtime
 * provides it (here node_modules' copy stands in for the runtime's); `bundled`: the SDK tree-shaken into the bundle.
 */
async function bundle(entry: string, outdir: string, sdk: SdkVariant): Promise<string> {
  const options = esbuildOptions(entry);
  await build({
    ...options,
    outdir,
    external: sdk === 'runtime' ? [...(options.external ?? []), ...RUNTIME_SDK] : options.external,
  });
  return join(outdir, 'index.mjs');
}

/** An API Gateway proxy event of the group's first call, as a signed-in supplier makes it. */
function eventOf(group: string, sub: string) {
  // Staff functions are called by their staff: the first call then reaches the code, not a 403.
  const groups = group === 'admin' ? 'admin' : group === 'backoffice' ? 'moderator' : '';
  const endpoint =
    ENDPOINTS.find((e) => e.fn === group && e.method === 'GET') ?? ENDPOINTS.find((e) => e.fn === group);
  if (!endpoint) throw new Error(`no contract entry for ${group}`);
  const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '1000123']));
  return {
    httpMethod: endpoint.method,
    resource: endpoint.path,
    path: fillPath(endpoint.path, params),
    headers: { 'accept-language': 'ru' },
    queryStringParameters: null,
    pathParameters: params,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      authorizer: { sub, login: 'legal@demo.test', groups },
    },
  };
}

async function probe(file: string, event: unknown, env: Record<string, string>) {
  const { stdout } = await run(process.execPath, [PROBE, file, JSON.stringify(event)], {
    env: {
      ...process.env,
      ...env,
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    cwd: REPO_ROOT,
  });
  return JSON.parse(stdout) as { initMs: number; firstCallMs: number; status: number };
}

/**
 * Cold start of every function bundle: module initialisation in a fresh Node process (SDK clients
 * included) and the first call against the emulators of a running local stack, next to the minimal
 * GetItem handler built the same way; with the SDK from the runtime and bundled.
 */
export async function measureColdStarts(): Promise<ColdStart[]> {
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  // Inside the repository, so that the `runtime` bundles resolve @aws-sdk/* from node_modules.
  const outRoot = join(REPO_ROOT, '.local', 'bench-bundles');
  await rm(outRoot, { recursive: true, force: true });
  const host = '127.0.0.1';
  const [api, dynamodb, s3, cognito] = await Promise.all([0, 1, 2, 3].map(() => freePort(host)));
  const stack = await spawnStack(stateDir, [
    '--no-web',
    ...['api', 'dynamodb', 's3', 'cognito'].flatMap((n, i) => [
      `--${n}-port`,
      String([api, dynamodb, s3, cognito][i]),
    ]),
  ]);
  try {
    const { pool } = await readState(stateDir);
    if (!pool) throw new Error('the stack left no pool ids in its state');
    const urls = { dynamodb: urlOf(host, dynamodb!), s3: urlOf(host, s3!), cognito: urlOf(host, cognito!) };
    const env = functionEnvironment(urls, pool, 'eu-central-1', urlOf(host, api!));
    const client = new CognitoIdentityProviderClient({
      region: 'eu-central-1',
      endpoint: urls.cognito,
      credentials: EMULATOR_CREDENTIALS,
    });
    const token = await passwordSignIn(client, pool.userPoolClientId, 'legal@demo.test', DEMO_PASSWORD);
    client.destroy();
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
      .sub;

    const targets: Array<[string, string, unknown]> = [
      ['minimal GetItem', MINIMAL, {}],
      ...FUNCTION_GROUPS.map((g): [string, string, unknown] => [g, functionEntry(g), eventOf(g, sub)]),
      [
        'authorizer',
        AUTHORIZER_ENTRY,
        {
          type: 'TOKEN',
          authorizationToken: `Bearer ${token}`,
          methodArn: 'arn:aws:execute-api:eu-central-1:1:a/prod/GET/api/account/me',
        },
      ],
    ];
    const results: ColdStart[] = [];
    for (const sdk of ['runtime', 'bundled'] as const) {
      for (const [name, entry, event] of targets) {
        const outdir = join(outRoot, sdk, name.replace(/\W+/g, '-'));
        await mkdir(outdir, { recursive: true });
        const file = await bundle(entry, outdir, sdk);
        const runs = [];
        for (let i = 0; i < REPEATS; i++) runs.push(await probe(file, event, env));
        results.push({
          name,
          sdk,
          initMs: median(runs.map((r) => r.initMs)),
          firstCallMs: median(runs.map((r) => r.firstCallMs)),
          status: runs[0]!.status,
        });
      }
    }
    return results;
  } finally {
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
    await rm(outRoot, { recursive: true, force: true });
  }
}
