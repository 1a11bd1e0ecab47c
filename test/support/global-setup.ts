import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';

/** Where the integration tests find the stack started for them. */
export interface LocalStackContext {
  apiUrl: string;
  cognitoUrl: string;
  /** The emulators themselves, for a test that plays another domain (e.g. a decision that notifies a supplier). */
  dynamodbUrl: string;
  s3Url: string;
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  /** The stack's state folder: a test adds a company to the local state register there, as a tester would. */
  stateDir: string;
  /** The state register emulator (DaData's party API): a test switches it down or slow through its control path. */
  registerUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: LocalStackContext;
  }
}

/**
 * Starts the embedded stack once for the integration project: a fresh seeded state in a temp folder,
 * free ports, no SPA. The handlers run here, in the main process; tests reach them over HTTP.
 */
export default async function setup(project: TestProject) {
  // The handlers' request log would bury the test report; LOG_LEVEL=info brings it back.
  process.env.LOG_LEVEL ??= 'silent';
  // Their metrics too (Powertools' EMF lines); POWERTOOLS_METRICS_DISABLED=false brings them back.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  // The stack's handlers log JSON lines, as in Lambda (npm start alone turns Powertools' dev mode on); the other
  // projects' workers, started from this process, inherit its environment.
  process.env.POWERTOOLS_DEV ??= 'false';
  // A small stage limit of the PBIOT section's total volume, so that its test reaches it with small files.
  process.env.PBIOT_MAX_TOTAL_MB ??= '1';
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-it-'));
  const stack = await startLocalStack({
    stateDir,
    web: false,
    // The tender suite runs the scheduled job itself, with the clock moved.
    jobs: false,
    ports: { api: 0, dynamodb: 0, s3: 0, cognito: 0 },
  });
  project.provide('localStack', {
    apiUrl: stack.urls.api,
    cognitoUrl: stack.urls.cognito,
    dynamodbUrl: stack.urls.dynamodb,
    s3Url: stack.urls.s3,
    userPoolId: stack.ids.userPoolId,
    userPoolClientId: stack.ids.userPoolClientId,
    region: stack.ids.region,
    stateDir,
    registerUrl: stack.urls.register,
  });
  return async () => {
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
  };
}
