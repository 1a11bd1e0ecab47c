import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  REPO_ROOT,
  RUNTIME_PACKAGES,
  bundleFunction,
  esbuildOptions,
  functionEntry,
} from '../../infra/cdk/bundling';

/**
 * The documents function reads certificates and letters with pdf.js (unpdf): a run-time package beside
 * the bundle, imported only by the chunk that reads a PDF's text, never at initialisation.
 */
describe('documents function bundle', () => {
  it('keeps unpdf out of the bundle and out of the entry it initialises, imported by one lazy chunk', async () => {
    const options = esbuildOptions(functionEntry('documents'));
    const { metafile, outputFiles } = await build({
      ...options,
      absWorkingDir: REPO_ROOT,
      outdir: 'out',
      write: false,
      metafile: true,
      external: [...(options.external ?? []), ...RUNTIME_PACKAGES.documents!],
    });
    const inputs = Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.filter((i) => i.includes('node_modules/unpdf'))).toEqual([]);
    const outputs = metafile.outputs;
    const entry = Object.keys(outputs).find((path) => path.endsWith('index.mjs'))!;
    const atInit = new Set<string>();
    const visit = (path: string) => {
      if (atInit.has(path)) return;
      atInit.add(path);
      for (const i of outputs[path]!.imports)
        if (i.kind === 'import-statement' && i.path in outputs) visit(i.path);
    };
    visit(entry);
    const naming = outputFiles.filter((f) => /from\s*"unpdf"|import\("unpdf"\)/.test(f.text));
    expect(naming.length).toBe(1);
    expect([...atInit].some((path) => naming[0]!.path.endsWith(path.replace(/^out\//, '')))).toBe(false);
  }, 120_000);

  it('ships unpdf beside the bundle, where the lazy chunk finds it (its exports hide its package.json)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'documents-bundle-'));
    try {
      bundleFunction(functionEntry('documents'), out, {
        tokenCheckInFunction: false,
        pdfFonts: false,
        packages: RUNTIME_PACKAGES.documents!,
      });
      expect(existsSync(join(out, 'node_modules', 'unpdf', 'package.json'))).toBe(true);
      // Resolved from the bundle's own folder, as Lambda's Node resolves it from /var/task.
      const { extractText } = (await import(
        pathToFileURL(join(out, 'node_modules', 'unpdf', 'dist', 'index.mjs')).href
      )) as { extractText: unknown };
      expect(typeof extractText).toBe('function');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 180_000);
});
