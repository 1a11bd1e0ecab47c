import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../infra/cdk/entries';

/**
 * `npm run bench:zod`: what zod's classic API costs a cold call against zod/mini, the same engine with a
 * functional API that tree-shakes (docs/figures-runtime.md, "What would reach 1.5×"). One schema shaped as
 * the contract's are (trimmed strings with lengths and a pattern, an enum, nullable and optional fields, an
 * array, an integer with a default), written both ways, bundled as the functions are (minified ESM for
 * node22, zod jitless as functions/lib/zod-jitless.ts sets it) and loaded, built and used once in a fresh
 * Node process per measurement.
 */
const run = promisify(execFile);
const REPEATS = Number(process.env.ZOD_REPEATS) || 11;

const CLASSIC = `
import * as z from 'zod';
z.config({ jitless: true });
const contact = z.object({
  name: z.string().trim().min(1).max(200),
  inn: z.string().regex(/^\\d{10}(\\d{2})?$/),
  kind: z.enum(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT']),
  phone: z.string().trim().max(30).nullable(),
  note: z.string().max(500).optional(),
  emails: z.array(z.string().trim().min(3).max(254)).max(5),
  employees: z.number().int().min(0).default(0),
});
export const result = contact.safeParse(SAMPLE);
`;

const MINI = `
import * as z from 'zod/mini';
z.config({ jitless: true });
const contact = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  inn: z.string().check(z.regex(/^\\d{10}(\\d{2})?$/)),
  kind: z.enum(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT']),
  phone: z.nullable(z.string().check(z.trim(), z.maxLength(30))),
  note: z.optional(z.string().check(z.maxLength(500))),
  emails: z.array(z.string().check(z.trim(), z.minLength(3), z.maxLength(254))).check(z.maxLength(5)),
  employees: z._default(z.int().check(z.minimum(0)), 0),
});
export const result = contact.safeParse(SAMPLE);
`;

const SAMPLE = JSON.stringify({
  name: ' ООО «Ромашка» ',
  inn: '7736050003',
  kind: 'LEGAL',
  phone: null,
  emails: ['info@romashka.example'],
});

const PROBE = `
const t = performance.now();
const { result } = await import(process.argv[1]);
process.stdout.write(JSON.stringify({ ms: performance.now() - t, success: result?.success ?? true }));
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function bundle(dir: string, name: string, source: string): Promise<string> {
  const outfile = join(dir, `${name}.mjs`);
  await build({
    stdin: { contents: source.replace('SAMPLE', SAMPLE), resolveDir: REPO_ROOT, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: true,
    target: 'node22',
    mainFields: ['module', 'main'],
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

const dir = await mkdtemp(join(tmpdir(), 'zod-builds-'));
try {
  const variants = [
    { name: 'no zod (an empty module)', file: await bundle(dir, 'empty', 'export const result = null;') },
    { name: 'zod classic', file: await bundle(dir, 'classic', CLASSIC) },
    { name: 'zod/mini', file: await bundle(dir, 'mini', MINI) },
  ];
  const times = variants.map(() => [] as number[]);
  // Round after round, so that a change in the machine's load reaches every variant alike.
  for (let i = 0; i < REPEATS; i++)
    for (const [v, { file }] of variants.entries()) {
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', PROBE, file]);
      const { ms, success } = JSON.parse(stdout) as { ms: number; success: boolean };
      if (!success) throw new Error(`${variants[v]!.name} refused the sample`);
      times[v]!.push(ms);
    }
  console.log(
    `zod's API on a cold start: load, build one contract-shaped schema and parse once, median of ${REPEATS} fresh processes`,
  );
  console.table(
    await Promise.all(
      variants.map(async ({ name, file }, v) => ({
        variant: name,
        bundle: `${((await stat(file)).size / 1024).toFixed(1)} KB`,
        'cold load + build + parse': `${median(times[v]!).toFixed(1)} ms`,
      })),
    ),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
