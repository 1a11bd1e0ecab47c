import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import { AUTHORIZER_ENTRY, esbuildOptions, functionEntry } from '../../infra/cdk/bundling';

/** Above this a function's cold start grows noticeably; every bundle should stay below it. */
export const BUNDLE_BUDGET_BYTES = 300 * 1024;

export interface BundleSize {
  group: string;
  /** What a cold start loads: index.mjs and the chunks it imports statically (no source maps). */
  bytes: number;
  gzipBytes: number;
  /** Chunks loaded only by `await import(...)` when a call needs them (PDF rendering, PDF and XML checks). */
  lazyBytes: number;
}

/**
 * `runtime`: the AWS SDK left external (the runtime's copy): the project's own code, which the budget
 * is for; `bundled`: the SDK tree-shaken into the bundle, as deployed (infra/cdk/bundling.ts).
 */
export type SdkVariant = 'runtime' | 'bundled';
export const RUNTIME_SDK = ['@aws-sdk/*'];

async function bundleSize(group: string, entry: string, sdk: SdkVariant): Promise<BundleSize> {
  const options = esbuildOptions(entry);
  const result = await build({
    ...options,
    external: sdk === 'runtime' ? [...(options.external ?? []), ...RUNTIME_SDK] : options.external,
    outdir: 'bundle',
    write: false,
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  const code = new Map(result.outputFiles.map((file) => [relative(process.cwd(), file.path), file.contents]));
  const loadedAtInit = new Set<string>();
  const visit = (path: string) => {
    if (loadedAtInit.has(path)) return;
    loadedAtInit.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
    }
  };
  // The deployed entry: with code splitting every `import()` target is an entry point of its own too.
  const entryPath = Object.keys(outputs).find((path) => path.endsWith('index.mjs'));
  if (!entryPath) throw new Error(`esbuild produced no entry for ${group}`);
  visit(entryPath);
  const javascript = [...code].filter(([path]) => path.endsWith('.mjs'));
  const init = Buffer.concat(javascript.filter(([path]) => loadedAtInit.has(path)).map(([, bytes]) => bytes));
  const lazyBytes = javascript
    .filter(([path]) => !loadedAtInit.has(path))
    .reduce((sum, [, bytes]) => sum + bytes.byteLength, 0);
  return { group, bytes: init.byteLength, gzipBytes: gzipSync(init).byteLength, lazyBytes };
}

/** Bundles every function as the API stack does and measures it. */
export async function lambdaBundleSizes(sdk: SdkVariant = 'runtime'): Promise<BundleSize[]> {
  const entries: Array<[string, string]> = [
    ...FUNCTION_GROUPS.map((group): [string, string] => [group, functionEntry(group)]),
    ['authorizer', AUTHORIZER_ENTRY],
  ];
  return Promise.all(entries.map(([group, entry]) => bundleSize(group, entry, sdk)));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

// `npx tsx test/bench/lambda-sizes.ts` prints the table and fails when a bundle is over budget.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = await lambdaBundleSizes();
  console.table(
    sizes.map((s) => ({
      group: s.group,
      'at init': kb(s.bytes),
      gzip: kb(s.gzipBytes),
      lazy: kb(s.lazyBytes),
    })),
  );
  const over = sizes.filter((s) => s.bytes > BUNDLE_BUDGET_BYTES);
  if (over.length > 0) {
    console.error(`Over the ${kb(BUNDLE_BUDGET_BYTES)} budget: ${over.map((s) => s.group).join(', ')}`);
    process.exitCode = 1;
  }
}
