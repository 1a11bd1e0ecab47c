import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, esbuildOptions, functionEntry } from '../../infra/cdk/bundling';

type Group = Parameters<typeof functionEntry>[0];

/**
 * The sources an API function's deployed entry loads at initialisation (its output and the chunks it
 * imports statically) and, with `firstCall`, what a first call adds: the group's handler and the
 * domain modules of one route (the modules its route imports with `import()`), with their static imports.
 */
async function sourcesAtInit(group: Group, firstCall?: { route: readonly string[] }): Promise<string[]> {
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
  if (firstCall) {
    const chunkOf = (source: string) => {
      const chunk = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === source);
      if (!chunk) throw new Error(`${source} is not a chunk of its own in ${group}'s bundle`);
      return chunk;
    };
    for (const source of [`functions/${group}/handler.ts`, ...firstCall.route]) visit(chunkOf(source));
  }
  return [...loaded].flatMap((path) => Object.keys(outputs[path]!.inputs));
}

const loadedOf = (sources: readonly string[], heavy: readonly string[]) =>
  heavy.filter((h) => sources.some((s) => s.includes(h)));

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

describe("a cold call loads its route's code, not its group's", () => {
  it('the availability probe of every screen loads no area but its own (the OpenAPI document loads the whole contract)', async () => {
    const sources = await sourcesAtInit('public', { route: [] });
    expect(sources.some((s) => s.includes('shared/api/areas/system'))).toBe(true);
    expect(
      loadedOf(sources, ['shared/api/contract', 'shared/api/areas/documents', 'shared/api/areas/profiles']),
    ).toEqual([]);
  });

  it("the administrators' notices list loads neither the HTML sanitiser, the Cognito client nor the documents' schemas", async () => {
    const sources = await sourcesAtInit('admin', { route: ['functions/domain/admin/notices-admin.ts'] });
    expect(
      loadedOf(sources, [
        'node_modules/sanitize-html/',
        'node_modules/postcss/',
        '@aws-sdk/client-cognito-identity-provider',
        'functions/domain/admin/admin-service',
        'shared/api/areas/documents',
      ]),
    ).toEqual([]);
  });

  it.each([
    ['tenders', ['functions/domain/prequalification/readiness-service.ts'], 'documents/readiness-documents'],
    ['relationships', [], 'documents/completeness'],
  ] as const)(
    '%s reads where the documents stand without loading the documents service or the tender service',
    async (group, route, reader) => {
      const sources = await sourcesAtInit(group, { route });
      expect(sources.some((s) => s.includes(`functions/domain/${reader}`))).toBe(true);
      expect(
        loadedOf(sources, [
          'functions/domain/documents/documents-service',
          'functions/domain/documents/messages',
          'functions/domain/tenders/tender-service',
          // The checklist asks where access stands, not the stage's payee and its schemas.
          'functions/domain/tenders/tender-config',
          'shared/api/areas/backoffice',
        ]),
      ).toEqual([]);
    },
  );

  it('the unread counter of every screen loads neither the requests search nor the support inbox', async () => {
    const sources = await sourcesAtInit('communication', {
      route: ['functions/domain/communication/chat-service.ts'],
    });
    expect(
      loadedOf(sources, [
        'functions/domain/communication/requests-service',
        'functions/domain/communication/staff-service',
      ]),
    ).toEqual([]);
  });

  it("the header's document calendar loads neither the documents service, its texts nor the state register", async () => {
    const sources = await sourcesAtInit('documents', {
      route: ['functions/domain/documents/calendar-service.ts'],
    });
    expect(sources.some((s) => s.includes('functions/domain/documents/specification'))).toBe(true);
    expect(
      loadedOf(sources, [
        'functions/domain/documents/documents-service',
        'functions/domain/documents/messages',
        'functions/domain/registry/',
        'functions/domain/files/',
      ]),
    ).toEqual([]);
  });

  it.each([
    ['profiles', 'functions/domain/profiles/profile-form-service.ts'],
    ['backoffice', 'functions/domain/profiles/change-request-queue.ts'],
  ] as const)(
    '%s renders stored bank accounts without the bank search, its texts or the change requests',
    async (group, route) => {
      const sources = await sourcesAtInit(group, { route: [route] });
      expect(sources.some((s) => s.includes('functions/domain/banks/bank-view'))).toBe(true);
      expect(
        loadedOf(sources, [
          'functions/domain/banks/bank-service',
          'functions/domain/banks/messages',
          'functions/domain/profiles/change-requests-service',
          'functions/domain/registry/',
        ]),
      ).toEqual([]);
    },
  );
});
