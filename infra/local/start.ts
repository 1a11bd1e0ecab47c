import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_TOTP_SECRET } from './seed';
import { DEFAULT_PORTS, REPO_ROOT, startLocalStack, type PortName } from './stack';

/**
 * `npm start`: the whole product on this machine, no cloud account, no Docker.
 *   npm start -- --reset            wipe .local/ (tables, files, users) first
 *   npm start -- --no-web           API only
 *   npm start -- --quiet            without cognito-local's messages (sign-up confirmation codes)
 *   npm start -- --no-snapshot      seed a fresh state from the seeds even when today's snapshot exists
 *   npm start -- --state <dir> --host <addr> --web-port <n> --api-port <n> ...
 * Ports also come from LOCAL_WEB_PORT, LOCAL_API_PORT, LOCAL_DYNAMODB_PORT, LOCAL_S3_PORT, LOCAL_COGNITO_PORT.
 */
const portNames = Object.keys(DEFAULT_PORTS) as PortName[];
const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    state: { type: 'string' },
    host: { type: 'string', default: process.env.LOCAL_HOST ?? '127.0.0.1' },
    quiet: { type: 'boolean', default: false },
    'no-snapshot': { type: 'boolean', default: false },
    /** Where the snapshots of the seeded state are kept (seed-snapshot.ts). */
    snapshots: { type: 'string' },
    ...Object.fromEntries(portNames.map((name) => [`${name}-port`, { type: 'string' as const }])),
  },
});

function port(name: PortName): number {
  const raw =
    (args as Record<string, unknown>)[`${name}-port`] ?? process.env[`LOCAL_${name.toUpperCase()}_PORT`];
  const value = raw === undefined ? DEFAULT_PORTS[name] : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`Bad ${name} port: ${String(raw)}`);
  return value;
}

const stateDir = resolve(args.state ?? join(REPO_ROOT, '.local'));
const stack = await startLocalStack({
  stateDir,
  reset: args.reset,
  web: !args['no-web'],
  host: args.host,
  verbose: !args.quiet,
  seedSnapshots: args['no-snapshot']
    ? undefined
    : resolve(args.snapshots ?? join(REPO_ROOT, '.local-snapshots')),
  ports: Object.fromEntries(portNames.map((name) => [name, port(name)])),
}).catch((error: unknown) => {
  console.error('The local stack did not start:', error);
  console.error('If the state is damaged (e.g. a first start was interrupted), run: npm start -- --reset');
  process.exit(1);
});

// Before the ready line: a signal sent as soon as it appears (a script waiting for it) finds its handler.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  });
}

const { urls, ids } = stack;
const stateShown = stateDir.startsWith(REPO_ROOT) ? relative(REPO_ROOT, stateDir) : stateDir;
const width = Math.max(...stack.demoUsers.map((u) => u.email.length));
console.log(
  [
    '',
    `Supplier Cabinet: local stack ready in ${(stack.readyMs / 1000).toFixed(1)} s${stack.seeded ? ` (demo data ${stack.seeded === 'seeded' ? 'created' : 'restored from today’s snapshot'})` : ''}`,
    '',
    ...(urls.web ? [`  Open      ${urls.web}`] : []),
    `  API       ${urls.api}/api${urls.web ? `  (also ${urls.web}/api)` : ''}`,
    `  Cognito   ${urls.cognito}  pool ${ids.userPoolId}, app client ${ids.userPoolClientId}`,
    `  DynamoDB  ${urls.dynamodb}`,
    `  S3        ${urls.s3}`,
    `  Register  ${urls.register}  (DaData's party API; add a company: npm run register:add -- --inn …)`,
    `  State     ${stateShown}/  (npm start -- --reset wipes it)`,
    '',
    `  Demo accounts, password ${stack.demoPassword}`,
    ...stack.demoUsers.map((u) => `    ${u.email.padEnd(width)}  ${u.description}`),
    `  Staff (admin, moderator, support) also give a TOTP code: secret ${DEMO_TOTP_SECRET}`,
    '    in any authenticator app, or `npm run totp` prints the current code',
    '',
    'Ctrl-C stops.',
    '',
  ].join('\n'),
);
