import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FunctionGroup } from '@shared/api/endpoint';

/** The source file of every Lambda of the back end (bundling.ts builds them; the local stack runs them). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const functionEntry = (group: FunctionGroup): string =>
  join(REPO_ROOT, 'functions', group, 'handler.ts');
export const AUTHORIZER_ENTRY = join(REPO_ROOT, 'functions', 'authorizer', 'handler.ts');
export const PRE_TOKEN_GENERATION_ENTRY = join(
  REPO_ROOT,
  'functions',
  'authorizer',
  'pre-token-generation.ts',
);
/** The scheduled job of tender access (infra/cdk/stacks/api-stack.ts; the local stack runs it on a timer). */
export const TENDER_ACCESS_JOB_ENTRY = join(REPO_ROOT, 'functions', 'tenders', 'job.ts');
/** The daily sweep of accepted files no one holds (api-stack.ts; the local stack runs it on a timer). */
export const FILES_SWEEP_JOB_ENTRY = join(REPO_ROOT, 'functions', 'files', 'sweep-job.ts');
/** The daily retention job: reminders and deletions of the retention rules (api-stack.ts; locally on a timer). */
export const RETENTION_JOB_ENTRY = join(REPO_ROOT, 'functions', 'retention', 'job.ts');
/** The daily reminders of the document calendar (api-stack.ts; the local stack runs it on a timer). */
export const DOCUMENT_REMINDERS_JOB_ENTRY = join(REPO_ROOT, 'functions', 'documents', 'reminders-job.ts');
/** The daily load of the Bank of Russia's BIK directory (api-stack.ts; the local stack runs it on a timer). */
export const BIK_DIRECTORY_JOB_ENTRY = join(REPO_ROOT, 'functions', 'bank', 'directory-job.ts');
/** The e-signature trust job: the official list of accredited CAs and the trusted CAs' CRLs. */
export const ESIGN_TRUST_JOB_ENTRY = join(REPO_ROOT, 'functions', 'documents', 'esign-trust-job.ts');
/** The deploy's load of the shipped reference data (a custom resource of api-stack.ts; locally the seed). */
export const REFERENCE_DATA_ENTRY = join(REPO_ROOT, 'functions', 'reference-data', 'handler.ts');
/** The user manuals (one PDF per language) the deploy puts into the documents bucket. */
export const USER_MANUAL_DIR = join(REPO_ROOT, 'functions', 'domain', 'files', 'user-manual');
export const OUTBOX_SENDER_ENTRY = join(REPO_ROOT, 'functions', 'outbox-sender', 'handler.ts');
/** The queue consumer deciding removals of supposed subcontractors and producers. */
export const RELATIONSHIP_REMOVAL_WORKER_ENTRY = join(
  REPO_ROOT,
  'functions',
  'relationships',
  'removal-worker.ts',
);

/** The queue consumer building personal-data exports (issue 18). */
export const PERSONAL_DATA_EXPORT_WORKER_ENTRY = join(
  REPO_ROOT,
  'functions',
  'personal-data',
  'export-worker.ts',
);
