import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, esbuildOptions, functionEntry } from '../../infra/cdk/bundling';

/** The sources an API function's deployed entry loads at initialisation: its output and the chunks it imports statically. */
async function sourcesAtInit(group: 'pbiot' | 'account' | 'documents' | 'admin'): Promise<string[]> {
  const { metafile } = await build({
    ...esbuildOptions(functionEntry(group)),
    absWorkingDir: REPO_ROOT,
    outdir: 'out',
    write: false,
    metafile: true,
  });
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => path.endsWith('index.mjs'))!;
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const i of outputs[path]!.imports)
      if (i.kind === 'import-statement' && i.path in outputs) visit(i.path);
  };
  visit(entry);
  return [...loaded].flatMap((path) => Object.keys(outputs[path]!.inputs));
}

describe('lazy entry of the API functions (cold start, issue 20)', () => {
  it.each(['pbiot', 'account'] as const)(
    '%s initialises the DynamoDB client only: its contract schemas, zod, domain code and Powertools load with the first call',
    async (group) => {
      const sources = await sourcesAtInit(group);
      expect(sources.some((s) => s.includes('@aws-sdk/client-dynamodb'))).toBe(true);
      for (const heavy of [
        'shared/api/',
        'node_modules/zod/',
        'functions/domain/',
        '@aws-sdk/client-s3',
        '@aws-lambda-powertools',
      ])
        expect(
          sources.filter((s) => s.includes(heavy)),
          heavy,
        ).toEqual([]);
    },
  );
});

describe('the e-signature verifier stays a lazy chunk (issue 26)', () => {
  it.each(['documents', 'admin'] as const)(
    '%s loads no GOST, ASN.1, TSL or trust-list code at initialisation: a call that checks a signature does',
    async (group) => {
      const sources = await sourcesAtInit(group);
      for (const heavy of [
        'node_modules/pkijs/',
        'node_modules/asn1js/',
        '@wavesenterprise/crypto-gost-js',
        'functions/lib/gost-signature',
        'functions/domain/documents/signatures',
        'functions/domain/documents/trust-list-storage',
        'functions/domain/documents/tsl',
        'node_modules/fast-xml-parser/',
      ])
        expect(
          sources.filter((s) => s.includes(heavy)),
          heavy,
        ).toEqual([]);
    },
  );
});
