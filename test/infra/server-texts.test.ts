import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import {
  AUTHORIZER_ENTRY,
  FILES_SWEEP_JOB_ENTRY,
  OUTBOX_SENDER_ENTRY,
  PERSONAL_DATA_EXPORT_WORKER_ENTRY,
  PRE_TOKEN_GENERATION_ENTRY,
  RELATIONSHIP_REMOVAL_WORKER_ENTRY,
  RETENTION_JOB_ENTRY,
  REPO_ROOT,
  TENDER_ACCESS_JOB_ENTRY,
  DOCUMENT_REMINDERS_JOB_ENTRY,
  ESIGN_TRUST_JOB_ENTRY,
  esbuildOptions,
  functionEntry,
} from '../../infra/cdk/bundling';
import { ACCOUNT_MESSAGES_RU } from '../../functions/domain/accounts/messages';
import { ADMIN_MESSAGES_RU } from '../../functions/domain/admin/messages';
import { COMMUNICATION_MESSAGES_RU } from '../../functions/domain/communication/messages';
import { DOCUMENT_MESSAGES_RU } from '../../functions/domain/documents/messages';
import { SIGNATURE_MESSAGES_RU } from '../../functions/domain/documents/signature-messages';
import { PBIOT_MESSAGES_RU } from '../../functions/domain/pbiot/messages';
import { PROFILE_MESSAGES_RU } from '../../functions/domain/profiles/messages';
import { RELATIONSHIP_MESSAGES_RU } from '../../functions/domain/relationships/messages';
import { TENDER_MESSAGES_RU } from '../../functions/domain/tenders/messages';
import { RISK_MESSAGES_RU } from '../../functions/domain/prequalification/risk-messages';

/**
 * Each section registers its server texts when a function loads its messages module, and `translate`
 * shows a key it does not know rather than fail the answer. So a function that can send a section's
 * key without bundling that section's messages would show users the bare key. This test bundles
 * every function as it is deployed and checks, for every key its code names, that the module
 * registering the key is in the bundle.
 */
const SECTION_TEXTS: Record<string, Record<string, string>> = {
  'functions/domain/accounts/messages.ts': ACCOUNT_MESSAGES_RU,
  'functions/domain/admin/messages.ts': ADMIN_MESSAGES_RU,
  'functions/domain/communication/messages.ts': COMMUNICATION_MESSAGES_RU,
  'functions/domain/documents/messages.ts': DOCUMENT_MESSAGES_RU,
  'functions/domain/documents/signature-messages.ts': SIGNATURE_MESSAGES_RU,
  'functions/domain/pbiot/messages.ts': PBIOT_MESSAGES_RU,
  'functions/domain/profiles/messages.ts': PROFILE_MESSAGES_RU,
  'functions/domain/relationships/messages.ts': RELATIONSHIP_MESSAGES_RU,
  'functions/domain/tenders/messages.ts': TENDER_MESSAGES_RU,
  'functions/domain/prequalification/risk-messages.ts': RISK_MESSAGES_RU,
};

/** Which messages module registers each section key. */
const OWNER_OF = new Map(
  Object.entries(SECTION_TEXTS).flatMap(([module, texts]) =>
    Object.keys(texts).map((key) => [key, module] as const),
  ),
);

const ENTRIES: Record<string, string> = {
  ...Object.fromEntries(FUNCTION_GROUPS.map((group) => [group, functionEntry(group)])),
  authorizer: AUTHORIZER_ENTRY,
  'tender access job': TENDER_ACCESS_JOB_ENTRY,
  'document reminders job': DOCUMENT_REMINDERS_JOB_ENTRY,
  'files sweep job': FILES_SWEEP_JOB_ENTRY,
  'outbox sender': OUTBOX_SENDER_ENTRY,
  'relationships removal worker': RELATIONSHIP_REMOVAL_WORKER_ENTRY,
  'retention job': RETENTION_JOB_ENTRY,
  'e-signature trust job': ESIGN_TRUST_JOB_ENTRY,
  'personal-data export worker': PERSONAL_DATA_EXPORT_WORKER_ENTRY,
  'pre-token generation': PRE_TOKEN_GENERATION_ENTRY,
};

/**
 * The public function bundles the whole contract only to describe it (the OpenAPI document): it never
 * validates another group's bodies, so the keys in their schemas are not texts it can send.
 */
const DESCRIBED_ONLY: Partial<Record<string, string>> = { public: 'shared/api/areas/' };

const SOURCE_OF = Object.fromEntries(
  Object.entries(ENTRIES).map(([name, entry]) => [name, relative(REPO_ROOT, entry)]),
);

/**
 * The repository's source files each function's bundle holds, its lazy chunks included: one split
 * build of every entry, then each entry's output and the chunks it reaches.
 */
function bundledSources(): Map<string, string[]> {
  const { metafile } = buildSync({
    ...esbuildOptions(ENTRIES.public as string),
    entryPoints: ENTRIES,
    entryNames: '[name]',
    outdir: join(REPO_ROOT, 'cdk.out', 'server-texts-check'),
    write: false,
    metafile: true,
    sourcemap: false,
    minify: false,
  });
  const outputs = metafile.outputs;
  const reached = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const { path } of outputs[output]?.imports ?? []) if (path in outputs) reached(path, seen);
    return seen;
  };
  const byEntry = new Map<string, string[]>();
  for (const [output, { entryPoint }] of Object.entries(outputs)) {
    const name = Object.keys(ENTRIES).find((key) => entryPoint && ENTRIES[key]?.endsWith(entryPoint));
    if (!name) continue;
    const inputs = [...reached(output)].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
    byEntry.set(
      name,
      [...new Set(inputs)].filter((input) => /^(functions|shared)\//.test(input)),
    );
  }
  return byEntry;
}

const SOURCES = bundledSources();
const sourcesOf = (name: string): string[] => SOURCES.get(name) ?? [];

/** Section keys a source file names: quoted literals, and the prefix of a template such as `kind.${…}`. */
function keysNamedIn(source: string): string[] {
  const literals = [...source.matchAll(/['"`]([\w.-]+)['"`]/g)].map((match) => match[1] as string);
  const prefixes = [...source.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1] as string);
  return [
    ...literals.filter((literal) => OWNER_OF.has(literal)),
    ...[...OWNER_OF.keys()].filter((key) => prefixes.some((prefix) => key.startsWith(prefix))),
  ];
}

describe('server texts in each function bundle', () => {
  it.each(Object.keys(ENTRIES))('%s registers every section text its code can send', (name) => {
    const sources = sourcesOf(name);
    expect(sources).toContain(SOURCE_OF[name]);
    const bundled = new Set(sources);
    const describedOnly = DESCRIBED_ONLY[name];
    const missing = sources
      .filter((path) => !(path in SECTION_TEXTS))
      .filter((path) => !describedOnly || !path.startsWith(describedOnly))
      .flatMap((path) =>
        keysNamedIn(readFileSync(join(REPO_ROOT, path), 'utf8'))
          .filter((key) => !bundled.has(OWNER_OF.get(key) as string))
          .map((key) => `${path}: ${key} (registered by ${OWNER_OF.get(key)})`),
      );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds the keys a function names, so an unbundled section would fail the check', () => {
    const sources = sourcesOf('documents');
    expect(sources).toContain('functions/domain/documents/messages.ts');
    const named = sources.flatMap((path) => keysNamedIn(readFileSync(join(REPO_ROOT, path), 'utf8')));
    expect(named).toContain('documents.error.INVALID_DOCUMENT_INN');
    expect(named.some((key) => key.startsWith('documents.detail.'))).toBe(true);
  });
});

/** Each domain event (functions/lib/domain-events.ts) and the modules that subscribe to it. */
const SUBSCRIBERS_OF: Record<string, string[]> = {
  'functions/domain/accounts/user-events.ts': ['functions/domain/admin/directory-subscription.ts'],
  'functions/domain/documents/document-events.ts': ['functions/domain/prequalification/risk-subscriber.ts'],
  'functions/domain/pbiot/package-events.ts': ['functions/domain/prequalification/risk-subscriber.ts'],
  'functions/domain/tenders/payment-events.ts': ['functions/domain/prequalification/risk-subscriber.ts'],
};

describe('domain event subscribers in each function bundle', () => {
  it.each(Object.keys(ENTRIES))('%s loads the subscribers of every event its code can publish', (name) => {
    const bundled = new Set(sourcesOf(name));
    const missing = Object.entries(SUBSCRIBERS_OF)
      .filter(([event]) => bundled.has(event))
      .flatMap(([event, subscribers]) =>
        subscribers.filter((s) => !bundled.has(s)).map((s) => `${event}: ${s}`),
      );
    expect(missing).toEqual([]);
  });
});
