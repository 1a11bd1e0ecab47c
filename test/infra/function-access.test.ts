import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS, type FunctionGroup } from '@shared/api/endpoint';
import { BUCKETS, TABLES } from '@shared/resources';
import { REPO_ROOT, esbuildOptions, functionEntry } from '../../infra/cdk/bundling';
import { FUNCTION_ACCESS } from '../../infra/cdk/function-access';

/**
 * Locally every function may touch every table (the emulators check no IAM), so a missing grant
 * would first show in AWS as AccessDenied. This test reads what each function's bundle names.
 */
const TENANT_MODULE = 'functions/domain/accounts/tenant-resolution.ts';
/**
 * Every function loads the directory's subscription, whose listener runs only when the accounts context
 * publishes a user change: a group that can do so reaches the accounts context and names its table itself.
 */
const DIRECTORY_SUBSCRIPTION = 'functions/domain/admin/directory-subscription.ts';

const PATTERNS: Array<{ kind: 'tables' | 'buckets'; pattern: RegExp }> = [
  { kind: 'tables', pattern: /\btableName\(\s*['"](\w+)['"]\s*\)/g },
  { kind: 'buckets', pattern: /\bbucketName\(\s*['"](\w+)['"]\s*\)/g },
  { kind: 'tables', pattern: /\bTABLES\.(\w+)/g },
  { kind: 'buckets', pattern: /\bBUCKETS\.(\w+)/g },
];

/** Our own modules the function can reach from its entry (a supplier-less group never resolves a tenant). */
function reachableSources(metafile: Metafile, entry: string, skipTenant: boolean): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    const input = metafile.inputs[path];
    if (
      !input ||
      seen.has(path) ||
      path.includes('node_modules') ||
      (skipTenant && (path === TENANT_MODULE || path === DIRECTORY_SUBSCRIPTION))
    )
      return;
    seen.add(path);
    for (const imported of input.imports) if (!imported.external) visit(imported.path);
  };
  visit(entry);
  return [...seen].filter((path) => path !== 'shared/resources.ts');
}

async function namedResources(group: FunctionGroup): Promise<{ tables: Set<string>; buckets: Set<string> }> {
  const entry = `functions/${group}/handler.ts`;
  const result = await build({
    ...esbuildOptions(functionEntry(group)),
    absWorkingDir: REPO_ROOT,
    outdir: 'out',
    write: false,
    metafile: true,
  });
  const hasSupplierRoutes = ENDPOINTS.some((e) => e.fn === group && e.access === 'supplier');
  const named = { tables: new Set<string>(), buckets: new Set<string>() };
  for (const source of reachableSources(result.metafile, entry, !hasSupplierRoutes)) {
    const text = readFileSync(join(REPO_ROOT, source), 'utf8');
    for (const { kind, pattern } of PATTERNS) {
      for (const match of text.matchAll(pattern)) named[kind].add(match[1] as string);
    }
  }
  return named;
}

const named = new Map<FunctionGroup, { tables: Set<string>; buckets: Set<string> }>();

beforeAll(async () => {
  for (const group of FUNCTION_GROUPS) named.set(group, await namedResources(group));
});

describe('function access (least privilege)', () => {
  it.each(FUNCTION_GROUPS)('%s may use every table and bucket its code names', (group) => {
    const uses = named.get(group)!;
    for (const table of uses.tables)
      expect(Object.keys(TABLES), `${group}: unknown table ${table}`).toContain(table);
    for (const bucket of uses.buckets)
      expect(Object.keys(BUCKETS), `${group}: unknown bucket ${bucket}`).toContain(bucket);
    const access = FUNCTION_ACCESS[group];
    const missing = [
      ...[...uses.tables].filter((table) => !(table in access.tables)).map((table) => `table ${table}`),
      ...[...uses.buckets]
        .filter((bucket) => !(bucket in access.buckets))
        .map((bucket) => `bucket ${bucket}`),
    ];
    expect(missing, `${group} needs these in infra/cdk/function-access.ts`).toEqual([]);
  });

  it('sees the tenant lookup: every group with supplier routes reads accounts', () => {
    for (const group of FUNCTION_GROUPS) {
      if (ENDPOINTS.some((e) => e.fn === group && e.access === 'supplier')) {
        expect(named.get(group)?.tables.has('accounts'), group).toBe(true);
      }
    }
  });
});
