import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { Stack, type CfnResource } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { adminNotices } from '@shared/api/areas/admin';
import { changeRequestQueue } from '@shared/api/areas/backoffice';
import { bankSearch } from '@shared/api/areas/bank';
import { activeRequestsNewMessagesCount } from '@shared/api/areas/communication';
import { dictionaryEntries } from '@shared/api/areas/dictionaries';
import { documentCalendar } from '@shared/api/areas/documents';
import { askAQuestion } from '@shared/api/areas/faq';
import { createUpload } from '@shared/api/areas/files';
import { getNewNotificationsCount } from '@shared/api/areas/notifications';
import { pbiotAccess } from '@shared/api/areas/pbiot';
import { profileForm } from '@shared/api/areas/profiles';
import { duplicateCheck, searchAccounts } from '@shared/api/areas/registration';
import { primeContractors } from '@shared/api/areas/relationships';
import { accountMe, backendActive } from '@shared/api/areas/system';
import { supplierReadiness } from '@shared/api/areas/tenders';
import { AUTH_ENV } from '@shared/resources';
import { FUNCTION_GROUPS, fillPath, type Endpoint, type FunctionGroup } from '@shared/api/endpoint';
import { LAMBDA_TASK_ROOT, bundleFunction } from '../../infra/cdk/bundling';
import { DEFAULT_MEMORY_MB } from '../../infra/cdk/constructs/api-function';
import { createApp } from '../../infra/cdk/supplier-cabinet-app';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { functionEnvironment } from '../../infra/local/environment';
import { freePort, urlOf } from '../../infra/local/http-server';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { REPO_ROOT } from '../../infra/local/stack';
import { LOCAL_REGISTER_KEY } from '../../infra/local/emulators/state-register';
import { readState } from '../../infra/local/state';
import { passwordSignIn } from '../support/cognito';
import { lambdaNodeArgs } from './lambda-runtime';
import { spawnStack } from './startup';
import { startTlsFront } from './tls-front';

const run = promisify(execFile);
const PROBE = join(REPO_ROOT, 'test', 'bench', 'cold-start-probe.mjs');
const MINIMAL = join(REPO_ROOT, 'test', 'bench', 'minimal-getitem.ts');
export const MINIMAL_NAME = 'minimal GetItem';
const FLOOR = join(REPO_ROOT, 'test', 'bench', 'framework-floor.ts');
/** The minimal handler's GetItem served through the group handler: what every API function's call carries. */
const FLOOR_NAME = 'framework floor';
/** Fresh processes per function and variant; the median is reported (COLD_START_REPEATS for a quick look). */
const REPEATS = Number(process.env.COLD_START_REPEATS) || 5;

/**
 * How the probe runs: `deployed` as in AWS, Node started with the Lambda runtime's flags and every endpoint
 * behind TLS; `plainHttp` with plain `node` against the emulators' plain HTTP (the bench's measure until
 * 28 November, kept beside it to show what the two differences weigh); `sourceMaps` as deployed with
 * NODE_OPTIONS=--enable-source-maps added (deployed until issue 20).
 */
export type ColdStartVariant = 'deployed' | 'plainHttp' | 'sourceMaps';

export interface ColdStart {
  name: string;
  variant: ColdStartVariant;
  initMs: number;
  firstCallMs: number;
  /** Reading the stack of an error thrown inside the bundle (mapped to the sources with source maps). */
  errorMs: number;
  status: number;
  /**
   * Init, and init + first call, as multiples of the minimal handler's measured in the same round (and
   * started the same way), the median over the rounds: a machine that slows down between
   * rounds slows both sides of each ratio.
   */
  initRatio: number;
  callRatio: number;
  /** The machine's 1-minute load average over the rounds that measured it (lowest, highest). */
  load: [number, number];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface SynthesizedFunction {
  name: string;
  /** The asset directory `cdk synth` wrote for it. */
  dir: string;
  /** Its environment in the template: the plain values (the tokens are the emulators' locally). */
  environment: Record<string, string>;
  /** Its memory in the template: the runtime sizes Node's heap from it. */
  memoryMb: number;
}

/**
 * Synthesizes the AWS profile as `cdk synth` does (the functions bundled by infra/cdk/bundling.ts into
 * the assembly's asset directories) and returns every function of the API stack with its asset and
 * the environment the template gives it.
 */
function synthesizedFunctions(outdir: string): SynthesizedFunction[] {
  process.env.CDK_OUTDIR = outdir;
  const { app, api } = createApp({
    context: { profile: 'aws', 'aws:cdk:enable-asset-metadata': 'true' },
    webDist: null,
    validateTemplates: false,
  });
  app.synth();
  const functions = api.node.findAll().filter((c): c is lambda.Function => c instanceof lambda.Function);
  return functions.flatMap((fn) => {
    const cfn = fn.node.defaultChild as CfnResource;
    const asset = cfn.getMetadata('aws:asset:path') as string | undefined;
    const variables = (
      Stack.of(fn).resolve((cfn as lambda.CfnFunction).environment) as {
        variables?: Record<string, unknown>;
      }
    )?.variables;
    const name = variables?.POWERTOOLS_SERVICE_NAME;
    if (!asset || typeof name !== 'string') return [];
    const dir = join(outdir, asset);
    const environment = Object.fromEntries(
      Object.entries(variables ?? {})
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        // The fonts sit beside the handler: /var/task in Lambda, the asset directory here.
        .map(([k, v]) => [k, v === LAMBDA_TASK_ROOT ? dir : v]),
    );
    const memoryMb = Stack.of(fn).resolve((cfn as lambda.CfnFunction).memorySize) as number | undefined;
    return [{ name, dir, environment, memoryMb: memoryMb ?? DEFAULT_MEMORY_MB }];
  });
}

/**
 * The call each function serves first when a user opens its screen, with the parameters the screen
 * sends: the measurement reaches the route's code and answers 200, not a 400 or 403 before it.
 */
interface FirstCall {
  endpoint: Endpoint;
  query?: Record<string, string>;
  params?: Record<string, string>;
  body?: unknown;
}
const FIRST_CALLS: Record<FunctionGroup, FirstCall> = {
  public: { endpoint: backendActive },
  account: { endpoint: accountMe },
  notifications: { endpoint: getNewNotificationsCount },
  dictionaries: { endpoint: dictionaryEntries, query: { type: 'CURRENCY' } },
  files: { endpoint: createUpload, body: { fileName: 'устав.pdf', size: 120_000, purpose: 'ATTACHMENT' } },
  tenders: { endpoint: supplierReadiness },
  communication: { endpoint: activeRequestsNewMessagesCount },
  faq: {
    endpoint: askAQuestion,
    body: { question: 'Как продлить доступ к тендерам?', topic: 'TENDER_ACCESS' },
  },
  profiles: { endpoint: profileForm },
  bank: { endpoint: bankSearch, query: { search: '044525', language: 'ru' } },
  registration: { endpoint: duplicateCheck, query: { inn: '7736050003', kpp: '773601001' } },
  search: { endpoint: searchAccounts, query: { search: 'Газпром' } },
  relationships: { endpoint: primeContractors, query: { pageNumber: '1', pageSize: '10' } },
  admin: { endpoint: adminNotices },
  backoffice: { endpoint: changeRequestQueue },
  documents: { endpoint: documentCalendar },
  pbiot: { endpoint: pbiotAccess },
};

/**
 * A change measured against the build before it, in the same rounds (a ratio moves by up to 0.1 between two runs,
 * as much as most changes do): COLD_START_SAVE=<dir> keeps this build's assets there; COLD_START_BASELINE=<dir>,
 * on a later build, measures the kept ones beside it as `<function>@baseline` (without the source-map variant).
 * COLD_START_ONLY=tenders,profiles limits the run to those functions and the two yardsticks.
 */
const SAVE_DIR = process.env.COLD_START_SAVE;
const BASELINE = process.env.COLD_START_BASELINE;
const ONLY = process.env.COLD_START_ONLY?.split(',');
const assetDirName = (name: string) => name.replace(/\W+/g, '-');

function compareWithBaseline(targets: Array<{ name: string; dir: string }>): void {
  if (ONLY) {
    const kept = targets.filter(
      (t) => t.name === MINIMAL_NAME || t.name === FLOOR_NAME || ONLY.includes(t.name),
    );
    targets.splice(0, targets.length, ...kept);
  }
  if (SAVE_DIR)
    for (const t of targets) cpSync(t.dir, join(SAVE_DIR, assetDirName(t.name)), { recursive: true });
  if (!BASELINE) return;
  const paired = targets.flatMap((t) =>
    t.name === MINIMAL_NAME
      ? [t]
      : [t, { ...t, name: `${t.name}@baseline`, dir: join(BASELINE, assetDirName(t.name)) }],
  );
  targets.splice(0, targets.length, ...paired);
}

/** An API Gateway proxy event of the group's first call, as its user makes it through the authorizer. */
function eventOf(group: FunctionGroup, sub: string) {
  const { endpoint, query, params = {}, body } = FIRST_CALLS[group];
  if (endpoint.fn !== group) throw new Error(`${endpoint.id} is served by ${endpoint.fn}, not ${group}`);
  // Staff functions are called by their staff, signed in with TOTP: the call reaches the code.
  const groups = group === 'admin' ? 'admin' : group === 'backoffice' ? 'moderator' : '';
  return {
    httpMethod: endpoint.method,
    resource: endpoint.path,
    path: fillPath(endpoint.path, params),
    headers: { 'accept-language': 'ru', ...(body ? { 'content-type': 'application/json' } : {}) },
    queryStringParameters: query ?? null,
    pathParameters: Object.keys(params).length ? params : null,
    body: body ? JSON.stringify(body) : null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      authorizer: { sub, login: 'legal@demo.test', groups, mfa: groups ? 'true' : 'false' },
    },
  };
}

/**
 * COLD_START_PROFILE=<dir>: the first round writes a V8 CPU profile of each process there (a folder per
 * function; open it in Chrome's DevTools) to see what a cold call spends its time on.
 */
const PROFILE_DIR = process.env.COLD_START_PROFILE;

async function probe(
  file: string,
  event: unknown,
  env: Record<string, string>,
  nodeArgs: string[],
  profileDir?: string,
) {
  const profile = profileDir
    ? ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', profileDir]
    : [];
  const { stdout } = await run(
    process.execPath,
    [...nodeArgs, ...profile, PROBE, file, JSON.stringify(event)],
    {
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        LOG_LEVEL: 'silent',
        POWERTOOLS_METRICS_DISABLED: 'true',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      cwd: REPO_ROOT,
    },
  );
  const result = /^cold-start-result (.*)$/m.exec(stdout)?.[1];
  if (!result) throw new Error(`the probe printed no result: ${stdout}`);
  return JSON.parse(result) as { initMs: number; firstCallMs: number; errorMs: number; status: number };
}

/**
 * Cold start of every API function as `cdk synth` writes it, with the environment the template gives
 * it (the emulators' endpoints and names in place of the AWS ones): module initialisation in a fresh
 * Node process, the first call against the emulators of a running local stack, and the stack of an
 * error; next to the minimal GetItem handler bundled the same way; started as the Lambda runtime starts Node,
 * as plain `node` starts it, and with NODE_OPTIONS=--enable-source-maps added (what that costs at start and on
 * an error).
 */
export async function measureColdStarts(): Promise<ColdStart[]> {
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-bench-'));
  const outdir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-synth-'));
  const host = '127.0.0.1';
  const [api, dynamodb, s3, cognito] = await Promise.all([0, 1, 2, 3].map(() => freePort(host)));
  let tls: Awaited<ReturnType<typeof startTlsFront>> | undefined;
  const stack = await spawnStack(stateDir, [
    '--no-web',
    ...['api', 'dynamodb', 's3', 'cognito'].flatMap((n, i) => [
      `--${n}-port`,
      String([api, dynamodb, s3, cognito][i]),
    ]),
  ]);
  try {
    const synthesized = synthesizedFunctions(outdir);
    const minimalDir = join(outdir, 'minimal-getitem');
    bundleFunction(MINIMAL, minimalDir, { tokenCheckInFunction: false, pdfFonts: false, packages: [] });
    const floorDir = join(outdir, 'framework-floor');
    bundleFunction(FLOOR, floorDir, { tokenCheckInFunction: false, pdfFonts: false, packages: [] });

    const { pool, running } = await readState(stateDir);
    if (!pool || !running) throw new Error('the stack left no pool ids in its state');
    const urls = { dynamodb: urlOf(host, dynamodb!), s3: urlOf(host, s3!), cognito: urlOf(host, cognito!) };
    const environmentOver = (url: (plain: string) => string) => ({
      ...functionEnvironment(
        { dynamodb: url(urls.dynamodb), s3: url(urls.s3), cognito: url(urls.cognito) },
        pool,
        'eu-central-1',
        urlOf(host, api!),
      ),
      // The tokens name the emulator's own address as their issuer; the keys are fetched as the URL says.
      [AUTH_ENV.issuer]: `${urls.cognito}/${pool.userPoolId}`,
      [AUTH_ENV.jwksUri]: `${url(urls.cognito)}/${pool.userPoolId}/.well-known/jwks.json`,
      // The state register's emulator of the stack (the search function's first call asks it).
      STATE_REGISTER_URL: url(running.registerUrl),
      STATE_REGISTER_KEY: LOCAL_REGISTER_KEY,
    });
    const front = (tls = await startTlsFront([...Object.values(urls), running.registerUrl]));
    const deployed = { ...environmentOver((url) => front.https(url)), NODE_EXTRA_CA_CERTS: front.caFile };
    const local: Record<ColdStartVariant, Record<string, string>> = {
      deployed,
      plainHttp: environmentOver((url) => url),
      sourceMaps: { ...deployed, NODE_OPTIONS: '--enable-source-maps' },
    };
    const client = new CognitoIdentityProviderClient({
      region: 'eu-central-1',
      endpoint: urls.cognito,
      credentials: EMULATOR_CREDENTIALS,
    });
    const token = await passwordSignIn(client, pool.userPoolClientId, 'legal@demo.test', DEMO_PASSWORD);
    client.destroy();
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
      .sub;

    // The yardsticks have the memory an API function has unless it asks for more.
    const yardstick = { environment: {}, event: {}, memoryMb: DEFAULT_MEMORY_MB };
    const targets: Array<SynthesizedFunction & { event: unknown }> = [
      { name: MINIMAL_NAME, dir: minimalDir, ...yardstick },
      { name: FLOOR_NAME, dir: floorDir, ...yardstick },
      ...FUNCTION_GROUPS.map((group) => {
        const fn = synthesized.find((f) => f.name === group);
        if (!fn) throw new Error(`cdk synth wrote no function for ${group}`);
        return { ...fn, event: eventOf(group, sub) };
      }),
    ];
    const authorizer = synthesized.find((f) => f.name === 'authorizer');
    if (authorizer)
      targets.push({
        ...authorizer,
        event: {
          type: 'TOKEN',
          authorizationToken: `Bearer ${token}`,
          methodArn: 'arn:aws:execute-api:eu-central-1:1:a/prod/GET/api/account/me',
        },
      });

    compareWithBaseline(targets);
    // Round after round over every function and variant, so that a change in the machine's load
    // (other work on it) reaches them all alike and the ratios stay fair.
    const kinds: ColdStartVariant[] = BASELINE ? ['deployed'] : ['deployed', 'plainHttp', 'sourceMaps'];
    const variants = kinds.flatMap((variant) => targets.map((target) => ({ variant, target })));
    const runs = variants.map(() => [] as Array<Awaited<ReturnType<typeof probe>> & { load: number }>);
    for (let i = 0; i < REPEATS; i++) {
      for (const [v, { variant, target }] of variants.entries()) {
        const env = { ...target.environment, ...local[variant] };
        const nodeArgs = variant === 'plainHttp' ? [] : lambdaNodeArgs(target.memoryMb);
        const load = loadavg()[0] ?? NaN;
        const profileDir =
          PROFILE_DIR && i === 0 && variant === 'deployed'
            ? join(PROFILE_DIR, target.name.replace(/\W+/g, '-'))
            : undefined;
        runs[v]!.push({
          ...(await probe(join(target.dir, 'index.mjs'), target.event, env, nodeArgs, profileDir)),
          load,
        });
      }
    }
    const minimalRuns = (variant: ColdStartVariant) =>
      runs[variants.findIndex((x) => x.variant === variant && x.target.name === MINIMAL_NAME)]!;
    const results: ColdStart[] = variants.map(({ variant, target }, v) => ({
      name: target.name,
      variant,
      initRatio: median(runs[v]!.map((r, i) => r.initMs / minimalRuns(variant)[i]!.initMs)),
      callRatio: median(
        runs[v]!.map((r, i) => {
          const minimal = minimalRuns(variant)[i]!;
          return (r.initMs + r.firstCallMs) / (minimal.initMs + minimal.firstCallMs);
        }),
      ),
      initMs: median(runs[v]!.map((r) => r.initMs)),
      firstCallMs: median(runs[v]!.map((r) => r.firstCallMs)),
      errorMs: median(runs[v]!.map((r) => r.errorMs)),
      status: runs[v]![0]!.status,
      load: [Math.min(...runs[v]!.map((r) => r.load)), Math.max(...runs[v]!.map((r) => r.load))],
    }));
    return results;
  } finally {
    await tls?.close();
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
    await rm(outdir, { recursive: true, force: true });
  }
}

/** Issue 20: every API function's module initialisation within this multiple of the minimal handler's. */
export const COLD_START_RATIO_TARGET = 1.3;
/**
 * And init plus the first call within this multiple of the minimal handler's init plus its first GetItem:
 * a cold call loads the route it serves, not its group (docs/figures-runtime.md).
 */
export const FIRST_CALL_RATIO_TARGET = 1.5;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

export function printColdStarts(cold: ColdStart[]): void {
  console.log(
    '\nCold start per function, on the assets `cdk synth` writes with the environment its template gives them,' +
      " as in AWS: Node started with the Lambda runtime's flags (the heap sized from the memory in the" +
      ' template), every endpoint behind TLS. Module initialisation in a fresh process, the first call against' +
      ` the emulators, and reading the stack of an error; median of ${REPEATS}, the ratios the median of each` +
      ` round's. Targets: init ≤ ${COLD_START_RATIO_TARGET}× the minimal GetItem handler bundled and run the` +
      ` same way, init + first call ≤ ${FIRST_CALL_RATIO_TARGET}× its init + first GetItem. "node, http": that` +
      " ratio with plain `node` over the emulators' plain HTTP (the measure until 28 November). Then the same" +
      ' with NODE_OPTIONS=--enable-source-maps. "load" is the 1-minute load average while each was measured.' +
      ` "${FLOOR_NAME}" is the minimal handler's GetItem served through the group handler, with no domain code.`,
  );
  console.table(
    cold
      .filter((c) => c.variant === 'deployed')
      .map((c) => {
        // A baseline comparison measures the deployed variant only.
        const other = (variant: ColdStartVariant) =>
          cold.find((b) => b.variant === variant && b.name === c.name);
        const withMaps = other('sourceMaps') ?? c;
        const plain = other('plainHttp');
        const ratio = c.initRatio;
        const callRatio = c.callRatio;
        return {
          function: c.name,
          init: ms(c.initMs),
          'init ratio': ratio.toFixed(2),
          // The floor is a yardstick, loaded whole at init, not a function held to the targets.
          target: c.name.startsWith(FLOOR_NAME) ? '—' : verdict(ratio <= COLD_START_RATIO_TARGET),
          'first call': ms(c.firstCallMs),
          'init + call ratio': callRatio.toFixed(2),
          'call target': c.name.startsWith(FLOOR_NAME) ? '—' : verdict(callRatio <= FIRST_CALL_RATIO_TARGET),
          'node, http': plain ? plain.callRatio.toFixed(2) : '—',
          load: `${c.load[0].toFixed(1)}–${c.load[1].toFixed(1)}`,
          'error stack': ms(c.errorMs),
          'init, source maps': ms(withMaps.initMs),
          'first call ': ms(withMaps.firstCallMs),
          'error stack ': ms(withMaps.errorMs),
          status: c.status,
        };
      }),
  );
  const sum = (variant: ColdStartVariant) =>
    cold
      .filter(
        (c) =>
          c.variant === variant &&
          c.name !== MINIMAL_NAME &&
          !c.name.startsWith(FLOOR_NAME) &&
          !c.name.endsWith('@baseline'),
      )
      .reduce((t, c) => t + c.initMs + c.firstCallMs, 0);
  console.log(
    `Init + first call over all functions: ${ms(sum('deployed'))} as deployed, ${ms(sum('plainHttp'))} on plain` +
      ` node over HTTP, ${ms(sum('sourceMaps'))} with NODE_OPTIONS=--enable-source-maps (not deployed:` +
      ' infra/cdk/bundling.ts says why)',
  );
}

// `npx tsx test/bench/cold-start.ts`: this figure alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printColdStarts(await measureColdStarts());
  process.exit(0);
}
