import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '@shared/api/contract';
import { BUCKETS } from '@shared/resources';
import type { SiteFeatures } from '../cdk/site-config';
import { local as localStage } from '../stages/local';
import { EMULATOR_CREDENTIALS, emulatorClients, type EmulatorUrls } from './clients';
import { downloadProxy, isDownloadPath } from './downloads';
import { startCognito } from './emulators/cognito';
import { startDynamodb } from './emulators/dynamodb';
import { startS3 } from './emulators/s3';
import { ADDED_PARTIES_FILE, LOCAL_REGISTER_KEY, startStateRegister } from './emulators/state-register';
import { functionEnvironment } from './environment';
import { cachedAuthorizer } from './gateway/authorizer';
import { lazyHandlers } from './gateway/handlers';
import { createGateway } from './gateway/server';
import { close, freePort, listen, urlOf } from './http-server';
import { provisionBuckets, provisionTables, provisionUserPool, type PoolIds } from './provision';
import {
  DEMO_PASSWORD,
  demoUsers,
  enrolDemoStaffTotp,
  refreshStageData,
  seedDemoData,
  type DemoUser,
} from './seed';
import { restoreSeedSnapshot, saveSeedSnapshot, seedSnapshotKey } from './seed-snapshot';
import { prepareState, readState, writeState } from './state';
import { startScheduledJobs } from './scheduled-jobs';
import { startWeb } from './web';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type PortName = 'web' | 'api' | 'dynamodb' | 's3' | 'cognito' | 'register';

/** How long the local API keeps an idle kept-alive connection open (announced as `Keep-Alive: timeout=65`). */
export const API_KEEP_ALIVE_MS = 65_000;

/**
 * Below Linux's ephemeral range (32768-60999): there an outgoing connection or a port-0 server of
 * another program can hold the port first, and `npm start` would fail at random.
 */
export const DEFAULT_PORTS: Record<PortName, number> = {
  web: 5173,
  api: 15660,
  dynamodb: 15661,
  s3: 15662,
  cognito: 15663,
  // Only this process's functions call the state register's emulator, by the address it reports: any free port.
  register: 0,
};

export interface LocalStackOptions {
  /** Where tables, objects, users and ids persist; default `.local/` of the repository. */
  stateDir?: string;
  /** Wipe the state first. */
  reset?: boolean;
  /** Address every server binds to and is advertised at. */
  host?: string;
  /** 0 picks a free port. */
  ports?: Partial<Record<PortName, number>>;
  /** Serve the SPA with Vite (tests leave it off). */
  web?: boolean;
  region?: string;
  /** Print cognito-local's messages (confirmation codes of sign-ups). */
  verbose?: boolean;
  /** The SHOW_PBIOT feature flag of this stage; default from the environment variable SHOW_PBIOT, else on. */
  showPbiot?: boolean;
  /**
   * Run the scheduled jobs on a timer (default on). The integration tests turn it off: they run the jobs
   * themselves with the clock moved, and a timer run in between would race them.
   */
  jobs?: boolean;
  /**
   * Where snapshots of the seeded state are kept (seed-snapshot.ts): a fresh state restores today's
   * snapshot instead of seeding, and the first seeding of a version and day leaves one. Unset: always
   * seed (the integration tests, which run the seeds themselves).
   */
  seedSnapshots?: string;
}

export interface LocalStack {
  urls: EmulatorUrls & { api: string; web: string | null; register: string };
  ids: PoolIds & { region: string };
  demoUsers: DemoUser[];
  demoPassword: string;
  /** How this start got the demo data of a fresh state: seeded, or restored from a snapshot; null on an existing state. */
  seeded: 'seeded' | 'restored' | null;
  /** From the call to ready. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * The functions' environment on the local stack: the resources on the emulators, the local stage's settings,
 * the registration link key. `npm start` applies it to its process; `npm run jobs` to its own.
 */
export function localFunctionEnvironment(running: {
  urls: EmulatorUrls;
  pool: PoolIds;
  region: string;
  siteUrl: string;
  linkSecret: string;
  showPbiot: boolean;
  /** The local emulator of the state register's API (DaData's party API). */
  registerUrl: string;
}): Record<string, string> {
  return {
    ...functionEnvironment(running.urls, running.pool, running.region, running.siteUrl),
    SHOW_PBIOT: String(running.showPbiot),
    // The tender link (01 §9): the local stage's (infra/stages/local.ts) unless TENDER_SYSTEM_URL names
    // another (empty: none).
    TENDER_SYSTEM_URL: process.env.TENDER_SYSTEM_URL ?? localStage.tenderSystemUrl ?? '',
    ...localStageEnvironment(),
    REGISTRATION_LINK_SECRET: running.linkSecret,
    // Powertools' dev mode: logs as lines a developer scans, no EMF metrics objects in the console
    // (functions/lib/logger.ts, metrics.ts). POWERTOOLS_DEV=false brings back CloudWatch's JSON.
    POWERTOOLS_DEV: process.env.POWERTOOLS_DEV ?? 'true',
    STATE_REGISTER_URL: running.registerUrl,
    STATE_REGISTER_KEY: LOCAL_REGISTER_KEY,
  };
}

/** What the CDK app writes into every function's environment from the stage, here from the local stage. */
export function localStageEnvironment(): Record<string, string> {
  return {
    STAGE_NAME: localStage.name,
    STAGE_KIND: localStage.kind,
    REGISTER_SERVICE: localStage.register.service,
    TRUST_LIST_SOURCE: localStage.trustList.source,
    ...(localStage.supportEmails[0] ? { SUPPORT_EMAIL: localStage.supportEmails[0] } : {}),
  };
}

// The handlers read their environment once per process, when first loaded.
let loadedEnvironment: string | null = null;

function applyEnvironment(env: Record<string, string>): void {
  const fingerprint = JSON.stringify(env);
  if (loadedEnvironment !== null && loadedEnvironment !== fingerprint) {
    throw new Error(
      'A second local stack with other ports or another pool cannot run in this process: start a new one.',
    );
  }
  loadedEnvironment = fingerprint;
  Object.assign(process.env, env);
}

/**
 * The embedded back end: s3rver and cognito-local in this process, dynalite on a thread of its own
 * (emulators/dynamodb.ts), the resources of shared/resources.ts on them, the demo data once, the real
 * handlers behind the local gateway and, unless `web: false`, the SPA from Vite on the same origin as
 * the API.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = performance.now();
  // Lambda runs Node 22 and so does the project (.nvmrc); on an older Node the SDK's warning says nothing new.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const host = options.host ?? '127.0.0.1';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const region = options.region ?? 'eu-central-1';
  const stateDir = options.stateDir ?? join(REPO_ROOT, '.local');
  const withWeb = options.web ?? true;
  const running: { stop(): Promise<void> }[] = [];
  // One at a time, newest first: the gateway drains its requests before the databases under it close.
  const stopAll = async () => {
    for (const r of running.splice(0).reverse()) await r.stop().catch(() => undefined);
  };

  let gatewayReady!: (listener: RequestListener) => void;
  const gateway = new Promise<RequestListener>((resolve) => (gatewayReady = resolve));
  const starting: Promise<unknown>[] = [];
  /** Remembers a server being started, so a failed start still stops everything that came up. */
  const track = <T extends { stop(): Promise<void> }>(start: Promise<T>): Promise<T> => {
    const tracked = start.then((server) => (running.push(server), server));
    // Observed at once: a failure surfaces where it is awaited, not as an unhandled rejection.
    tracked.catch(() => undefined);
    starting.push(tracked);
    return tracked;
  };

  try {
    await prepareState(stateDir, options.reset ?? false);
    let state = await readState(stateDir);
    const snapshots =
      options.seedSnapshots && !state.seededAt
        ? { dir: options.seedSnapshots, key: await seedSnapshotKey(REPO_ROOT, new Date()) }
        : null;
    const restored = snapshots ? await restoreSeedSnapshot(snapshots, stateDir) : false;
    if (restored) state = await readState(stateDir);
    // The SPA's origin must be known before the buckets' CORS rules are written, while Vite starts.
    const webPort = withWeb && ports.web === 0 ? await freePort(host) : ports.web;
    const webUrl = withWeb ? urlOf(host, webPort) : null;
    const web = withWeb ? track(startWeb(REPO_ROOT, host, webPort, gateway)) : Promise.resolve(null);
    // Requests that arrive before the handlers are loaded wait for them.
    const apiServer = createServer(
      // Node closes an idle kept-alive socket after 5 s, the very moment a client (fetch's pool, whose
      // coarse timers lag on a busy machine) may reuse it: that request dies with ECONNRESET (the
      // contract fuzz saw it). API Gateway keeps idle connections far longer; so does this stand-in.
      { keepAliveTimeout: API_KEEP_ALIVE_MS, headersTimeout: API_KEEP_ALIVE_MS + 5_000 },
      (req, res) => void gateway.then((listener) => listener(req, res)),
    );
    const apiPort = await listen(apiServer, ports.api, host);
    running.push({ stop: () => close(apiServer) });
    const apiUrl = urlOf(host, apiPort);

    const [dynamodb, s3, cognito, register] = await Promise.all([
      track(startDynamodb(join(stateDir, 'dynamo'), host, ports.dynamodb)),
      track(startS3(join(stateDir, 's3'), host, ports.s3)),
      track(
        startCognito(join(stateDir, 'cognito'), host, ports.cognito, options.verbose ? 'info' : 'silent'),
      ),
      // DaData's party API as the functions' STATE_REGISTER_URL: the seeded companies and the tester's own.
      track(startStateRegister(host, ports.register, { addedFile: join(stateDir, ADDED_PARTIES_FILE) })),
    ]);
    const urls: EmulatorUrls = { dynamodb: dynamodb.url, s3: s3.url, cognito: cognito.url };
    const clients = emulatorClients(urls, region);
    running.push({ stop: async () => Object.values(clients).forEach((c) => c.destroy()) });
    const [pool] = await Promise.all([
      provisionUserPool(clients, state.pool ?? null),
      provisionTables(clients),
      provisionBuckets(clients, webUrl ? [webUrl] : []),
    ]);
    const showPbiot = options.showPbiot ?? process.env.SHOW_PBIOT !== 'false';
    const linkSecret = state.linkSecret ?? randomBytes(32).toString('base64url');
    const siteUrl = webUrl ?? apiUrl;
    applyEnvironment(
      localFunctionEnvironment({
        urls,
        pool,
        region,
        siteUrl,
        linkSecret,
        showPbiot,
        registerUrl: register.apiUrl,
      }),
    );

    // A state seeded before gets what a deploy would load on this version (the seeds give it to a fresh one).
    const seeding = state.seededAt
      ? refreshStageData().then(() => false)
      : seedDemoData(REPO_ROOT, clients.cognito, pool.userPoolId, BUCKETS.documents.name)
          .then(() => enrolDemoStaffTotp(cognito, pool.userPoolId))
          .then(() => true);
    const { handlers, authorizer, warm } = lazyHandlers(REPO_ROOT, ENDPOINTS);
    const [seeded, users] = await Promise.all([seeding, demoUsers(), web]);
    await writeState(stateDir, {
      pool,
      seededAt: state.seededAt ?? new Date().toISOString(),
      linkSecret,
      // Where this start runs, for the tools that work on the running stack (`npm run jobs`).
      running: { urls, region, siteUrl, showPbiot, registerUrl: register.apiUrl, pid: process.pid },
    });
    // Before the scheduled jobs and the first request: the snapshot is the data as seeded.
    if (seeded && snapshots) await dynamodb.atRest(() => saveSeedSnapshot(snapshots, stateDir));

    const api = createGateway({
      endpoints: ENDPOINTS,
      handlers,
      authorize: cachedAuthorizer(authorizer),
      spaConfig: {
        region,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: urls.cognito,
        authFlow: 'USER_PASSWORD_AUTH',
        oidcProvider: null,
        supportEmails: [...localStage.supportEmails],
        tenderDocumentsUrl: localStage.tenderDocumentsUrl ?? null,
        features: {
          showPbiot,
          showPbiotInstruction: process.env.SHOW_PBIOT_INSTRUCTION !== 'false',
          showLinkedDocuments: process.env.SHOW_LINKED_DOCUMENTS !== 'false',
          oldDocumentsUrl: process.env.OLD_DOCUMENTS_URL || null,
        } satisfies SiteFeatures,
      },
    });
    // Download links point at the site (the API's address without the SPA): its download path, as CloudFront's.
    const downloads = downloadProxy(urls.s3, EMULATOR_CREDENTIALS.secretAccessKey);
    gatewayReady((req, res) =>
      (isDownloadPath(new URL(req.url ?? '/', 'http://site').pathname) ? downloads : api)(req, res),
    );
    const readyMs = Math.round(performance.now() - started);
    // The jobs load their functions' code and make their first run after ready, as the other functions load.
    if (options.jobs ?? true) {
      const jobs = startScheduledJobs();
      jobs.catch((error: unknown) => console.error('The scheduled jobs did not start:', error));
      running.push({ stop: async () => (await jobs).stop() });
    }
    // A function whose code does not load fails its calls with the error; it is also shown here at once.
    warm().catch((error: unknown) => console.error('A function of the local API failed to load:', error));

    return {
      urls: { ...urls, api: apiUrl, web: webUrl, register: register.url },
      ids: { ...pool, region },
      demoUsers: users,
      demoPassword: DEMO_PASSWORD,
      seeded: restored ? 'restored' : seeded ? 'seeded' : null,
      readyMs,
      stop: stopAll,
    };
  } catch (error) {
    await Promise.allSettled(starting);
    await stopAll();
    throw error;
  }
}
