import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StaffGroup } from '@shared/constants/spec';
import type { SeedContext } from '../../functions/domain/seed-context';
import { local } from '../stages/local';
import { checkStage } from '../stages/schema';

export const DEMO_PASSWORD = 'Demo-2026!';
/**
 * The TOTP secret (base32) of every demo staff account: staff sign in with a code (issue 20). Add it to any
 * authenticator app, or print the current code with `npm run totp`.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoUser {
  email: string;
  groups: StaffGroup[];
  /** What the account shows off, for the table printed at start-up. */
  description: string;
}

/** Demo users other than the registered suppliers (those come with their counterparties from the accounts seed). */
const OTHER_DEMO_USERS: DemoUser[] = [
  { email: 'new@demo.test', groups: [], description: 'new user, no counterparty yet: registration' },
  {
    email: 'bank@demo.test',
    groups: [],
    description: 'registered legal entity whose bank change request, with the bank letter, waits for review',
  },
  {
    email: 'deadline@demo.test',
    groups: [],
    description: 'registered 19 working days ago, questionnaire empty: near its deadline, reminders sent',
  },
  { email: 'admin@demo.test', groups: ['admin'], description: 'administrator' },
  { email: 'moderator@demo.test', groups: ['moderator'], description: 'moderator' },
  {
    email: 'support-north@demo.test',
    groups: ['support'],
    description: 'support: requests to Neftegaz Sever and the cabinet support service (FAQ questions)',
  },
  {
    email: 'support-volga@demo.test',
    groups: ['support'],
    description: 'support: requests to Volzhsky Refinery and Transneftservice',
  },
];

type DomainSeed = (ctx: SeedContext) => Promise<void>;

// Domain modules read their environment when loaded: imported only once the stack has set it.
const accountsSeed = () => import('../../functions/domain/accounts/seed');

export async function demoUsers(): Promise<DemoUser[]> {
  const { DEMO_SUPPLIERS } = await accountsSeed();
  const suppliers = DEMO_SUPPLIERS.map(({ email, counterparty }) => ({
    email,
    groups: [],
    description: `${counterparty.accountType} supplier: ${counterparty.companyName}, code ${counterparty.companyCode}`,
  }));
  return [...suppliers, ...OTHER_DEMO_USERS];
}

/** A confirmed user with a permanent password and verified e-mail, as after a finished sign-up; returns its sub. */
export async function createConfirmedUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  password: string,
  groups: readonly string[] = [],
): Promise<string> {
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local created ${email} without a sub`);
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  for (const group of groups) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }),
    );
  }
  return sub;
}

/** The demo staff get their authenticator up front, so that they sign in with a code from the first time. */
export async function enrolDemoStaffTotp(
  cognito: { enrolTotp(userPoolId: string, username: string, secret: string): Promise<void> },
  userPoolId: string,
): Promise<void> {
  for (const user of OTHER_DEMO_USERS.filter((u) => u.groups.length > 0)) {
    await cognito.enrolTotp(userPoolId, user.email, DEMO_TOTP_SECRET);
  }
}

/**
 * What each deploy loads, for a state an earlier version seeded (a fresh state gets it from the seeds): the
 * shipped reference data when the stored load is not this version's, and the local stage's Communications
 * setting (its organisations and support staff).
 */
export async function refreshStageData(): Promise<{ referenceDataLoaded: boolean }> {
  const [{ loadReferenceDataIfOutdated }, { syncCommunicationSetting }, { clock }] = await Promise.all([
    import('../../functions/domain/reference-data/load'),
    import('../../functions/domain/communication/organisations'),
    import('../../functions/lib/clock'),
  ]);
  const { communication } = checkStage(local, 'local');
  const [referenceDataLoaded] = await Promise.all([
    loadReferenceDataIfOutdated(clock.now()),
    syncCommunicationSetting(communication),
  ]);
  return { referenceDataLoaded };
}

/** Every `functions/domain/<domain>/seed.ts` that exports `seed`, the accounts seed first (it makes the tenants). */
async function domainSeeds(
  root: string,
): Promise<{ domain: string; seed: DomainSeed; after: readonly string[] }[]> {
  const domainsDir = join(root, 'functions', 'domain');
  const files = (await readdir(domainsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(domainsDir, entry.name, 'seed.ts')))
    .map((entry) => entry.name)
    .sort((a, b) => Number(b === 'accounts') - Number(a === 'accounts') || a.localeCompare(b));
  const modules = await Promise.all(
    files.map(async (domain) => ({
      domain,
      module: (await import(pathToFileURL(join(domainsDir, domain, 'seed.ts')).href)) as {
        seed?: DomainSeed;
        /** Domains whose seed must have run first (e.g. documents are checked against seeded profiles). */
        seedAfter?: readonly string[];
      },
    })),
  );
  return modules.flatMap(({ domain, module }) =>
    module.seed ? [{ domain, seed: module.seed, after: module.seedAfter ?? [] }] : [],
  );
}

/** Creates the demo users in cognito-local, then runs every domain's seed with them. */
export async function seedDemoData(
  root: string,
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  documentsBucket: string,
): Promise<void> {
  const { DEMO_SUPPLIERS } = await accountsSeed();
  // The seeds call the services as a function does: the contexts that follow changes subscribe first.
  await import('../../functions/domain/admin/directory-subscription');
  await import('../../functions/domain/prequalification/risk-subscriber');
  const tenants = new Map<string, { counterpartyId: string; companyCode: string }>(
    DEMO_SUPPLIERS.map((s) => [s.email, s.counterparty]),
  );
  const users: SeedContext['users'] = {};
  // One user after another: cognito-local rewrites its whole JSON file on every change.
  for (const user of await demoUsers()) {
    const sub = await createConfirmedUser(cognito, userPoolId, user.email, DEMO_PASSWORD, user.groups);
    const tenant = tenants.get(user.email);
    users[user.email] = {
      sub,
      counterpartyId: tenant?.counterpartyId ?? null,
      companyCode: tenant?.companyCode ?? null,
    };
  }
  const ctx: SeedContext = { users, documentsBucket };
  // The accounts seed makes the tenants; the others run side by side in waves, each seed once the seeds it
  // names are done (the risk profiles wait for documents, which wait for profiles).
  const [first, ...others] = await domainSeeds(root);
  const run = ({ domain, seed }: { domain: string; seed: DomainSeed }) =>
    seed(ctx).catch((error: unknown) => {
      throw new Error(`the ${domain} seed failed`, { cause: error });
    });
  if (first) await run(first);
  let pending = others;
  while (pending.length > 0) {
    const waiting = new Set(pending.map((s) => s.domain));
    const ready = pending.filter((s) => s.after.every((domain) => !waiting.has(domain)));
    if (ready.length === 0) throw new Error(`the seeds wait for each other: ${[...waiting].join(', ')}`);
    await Promise.all(ready.map(run));
    pending = pending.filter((s) => !ready.includes(s));
  }
}
