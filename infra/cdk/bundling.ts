import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { copyFileSync, cpSync } from 'node:fs';
import { buildSync, type BuildOptions } from 'esbuild';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { FUNCTION_GROUPS, type FunctionGroup } from '@shared/api/endpoint';
import { AUTH_ENV } from '@shared/resources';
import { PDF_FONT_DIR_ENV, PDF_FONT_FILES } from '../../functions/lib/pdf-fonts';
import { REPO_ROOT, functionEntry } from './entries';

/**
 * How every Lambda of the back end is built, in one place: the API stack bundles with these
 * options through esbuild's API on this machine (no Docker), and the benchmarks bundle with the
 * very same ones.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

// The entry points live apart so that the local stack finds its jobs without loading the CDK and esbuild.
export {
  AUTHORIZER_ENTRY,
  BIK_DIRECTORY_JOB_ENTRY,
  DOCUMENT_REMINDERS_JOB_ENTRY,
  ESIGN_TRUST_JOB_ENTRY,
  FILES_SWEEP_JOB_ENTRY,
  OUTBOX_SENDER_ENTRY,
  PERSONAL_DATA_EXPORT_WORKER_ENTRY,
  PRE_TOKEN_GENERATION_ENTRY,
  REFERENCE_DATA_ENTRY,
  RETENTION_JOB_ENTRY,
  RELATIONSHIP_REMOVAL_WORKER_ENTRY,
  REPO_ROOT,
  TENDER_ACCESS_JOB_ENTRY,
  USER_MANUAL_DIR,
  functionEntry,
} from './entries';
/** ESM output, yet some CommonJS dependencies still call require() for Node built-ins. */
const REQUIRE_SHIM = "import{createRequire}from'node:module';const require=createRequire(import.meta.url);";

const LAMBDA_BUNDLE = {
  minify: true,
  sourceMap: true,
  // Stack traces map back to file and line; the sources themselves stay out of the asset.
  sourcesContent: false,
  // The Lambda runtime (nodejs22.x), which is also the Node the project is developed and tested on (.nvmrc).
  target: 'node22',
  // ESM: middy 7 ships ES modules only, and the `module` fields let esbuild tree-shake zod and the rest.
  mainFields: ['module', 'main'],
  // The AWS SDK is bundled (tree-shaken), not taken from the runtime's copy: `npm run bench` measured
  // the cold starts both ways and the bundled SDK initialises faster (one file, no module resolution).
  externalModules: [],
  // Resolves the `@shared/*` alias.
  tsconfig: join(REPO_ROOT, 'tsconfig.json'),
} as const;

/*
 * No NODE_OPTIONS=--enable-source-maps: `npm run bench` measured it (issue 20) adding to every cold start
 * (Node parses the maps of every module it loads) and 40–480 ms to the first error's stack (the maps of
 * the chunks on it). The maps stay beside the bundle in the asset, so a logged stack (file:line:column
 * of index.mjs or a chunk) can be mapped back to the sources when someone reads it.
 */

/**
 * Outside the LocalStack profile the functions never check tokens themselves (the authorizer does):
 * the build fixes the switch off, and esbuild drops the verifier from every bundle.
 */
const defines = (tokenCheckInFunction: boolean): Record<string, string> =>
  tokenCheckInFunction ? {} : { [`process.env.${AUTH_ENV.inFunction}`]: '"false"' };

const LAZY_HANDLER = join(REPO_ROOT, 'functions', 'http', 'lazy-group-handler.ts');

/**
 * Cold starts load only what a call needs: the entry of an API function is not its handler file but a
 * small module (functions/http/lazy-group-handler.ts) that imports the handler file on the first call,
 * so its contract schemas, zod and domain code are a chunk of their own. The handler files stay as
 * they are (the local stack and the tests import them directly). esbuild's stdin, not a plugin: the
 * CDK bundles synchronously, and buildSync takes no plugins.
 */
function lazyGroupEntry(entry: string): BuildOptions['stdin'] | undefined {
  if (!FUNCTION_GROUPS.some((group) => functionEntry(group) === entry)) return undefined;
  const contents = [
    `import { lazyGroupHandler } from ${JSON.stringify(LAZY_HANDLER)};`,
    `export const handler = lazyGroupHandler(() => import(${JSON.stringify(entry)}));`,
  ].join('\n');
  return { contents, loader: 'ts', resolveDir: dirname(entry), sourcefile: join(dirname(entry), 'entry.ts') };
}

/**
 * The build of one function for esbuild's API. ESM with code splitting: what a handler imports
 * lazily (`await import(...)`: PDF rendering, PDF and XML checks) goes into chunks of its own, so a
 * cold start loads only the entry and its static imports. NodejsFunction cannot split (it always
 * builds one --outfile), so the API stack bundles through `localBundling` below with these options.
 */
export function esbuildOptions(
  entry: string,
  tokenCheckInFunction = false,
): BuildOptions & { entryPoints: string[] } {
  const lazyEntry = lazyGroupEntry(entry);
  return {
    ...(lazyEntry ? { stdin: lazyEntry, entryPoints: [] } : { entryPoints: [entry] }),
    splitting: true,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    define: defines(tokenCheckInFunction),
    bundle: true,
    platform: 'node',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    minify: LAMBDA_BUNDLE.minify,
    sourcemap: LAMBDA_BUNDLE.sourceMap,
    sourcesContent: LAMBDA_BUNDLE.sourcesContent,
    target: LAMBDA_BUNDLE.target,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    external: [...LAMBDA_BUNDLE.externalModules],
    tsconfig: LAMBDA_BUNDLE.tsconfig,
    banner: { js: REQUIRE_SHIM },
    logLevel: 'error',
  };
}

/**
 * The function groups that render PDFs (payment orders and the licence; the safety questionnaire). Their
 * bundles get the DejaVu fonts copied next to them, and PDF_FONT_DIR points there: a bundle has no
 * node_modules to read `dejavu-fonts-ttf` from.
 */
export const PDF_FUNCTION_GROUPS: readonly FunctionGroup[] = ['tenders', 'pbiot'];

/** Where a Lambda's code is unpacked: the copied fonts sit beside the handler. */
export const LAMBDA_TASK_ROOT = '/var/task';

export const PDF_FONT_ENVIRONMENT = { [PDF_FONT_DIR_ENV]: LAMBDA_TASK_ROOT } as const;

const fontSourceDir = (): string =>
  dirname(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${PDF_FONT_FILES.regular}`));

/**
 * Packages a group loads from node_modules beside its bundle instead of from the bundle itself:
 * unpdf carries pdf.js (a few MB, no dependencies of its own), imported only when the documents
 * function reads a certificate or a tax authority's letter, so it stays out of the bundle and the
 * cold start of every other call.
 */
export const RUNTIME_PACKAGES: Partial<Record<FunctionGroup, readonly string[]>> = {
  documents: ['unpdf'],
};

/**
 * A package's folder, found from its main entry: `<name>/package.json` cannot be resolved where the
 * package's `exports` do not list it (unpdf's do not).
 */
function packageDir(name: string): string {
  const entry = createRequire(import.meta.url).resolve(name);
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name}: resolved outside node_modules (${entry})`);
  return entry.slice(0, at + marker.length - 1);
}

export interface BundleAssets {
  readonly tokenCheckInFunction: boolean;
  /** Copy the DejaVu fonts next to the bundle (PDF_FONT_DIR points there). */
  readonly pdfFonts: boolean;
  /** Packages copied into node_modules beside the bundle (RUNTIME_PACKAGES). */
  readonly packages: readonly string[];
}

/** Builds a function into `outputDir`: index.mjs, its chunks, the fonts and the run-time packages it needs. */
export function bundleFunction(entry: string, outputDir: string, assets: BundleAssets): void {
  const options = esbuildOptions(entry, assets.tokenCheckInFunction);
  buildSync({
    ...options,
    outdir: outputDir,
    external: [...(options.external ?? []), ...assets.packages],
  });
  if (assets.pdfFonts) {
    for (const file of Object.values(PDF_FONT_FILES))
      copyFileSync(join(fontSourceDir(), file), join(outputDir, file));
  }
  for (const name of assets.packages) {
    cpSync(packageDir(name), join(outputDir, 'node_modules', name), { recursive: true });
  }
}

/** The asset of a function, bundled on this machine with esbuild (no Docker), hashed by its output. */
export function functionCode(entry: string, assets: BundleAssets): Code {
  return Code.fromAsset(dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('local-esbuild'),
      // CDK caches a bundling by its source folder and its serializable options (not `local`): the entry
      // named here keeps two functions of one folder (a group and its job, the authorizer and its
      // Cognito trigger) from sharing one bundle.
      command: ['esbuild', relative(REPO_ROOT, entry)],
      local: {
        tryBundle(outputDir: string): boolean {
          bundleFunction(entry, outputDir, assets);
          return true;
        },
      },
    },
  });
}
