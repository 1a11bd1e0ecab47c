import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Brotli bytes of the stylesheets the sign-in screen waits for (issue 20: its largest text paints after them).
 * It was 21.1 KB with the whole PrimeReact theme; the first screen's part of it, the icons and the app's own
 * styles are 9.5 KB (November 2026), which leaves room for the app's styles to grow a little.
 */
const FIRST_SCREEN_CSS_BUDGET = 11 * 1000;
const START_UP_NAMESPACES = ['common', 'auth', 'account', 'notifications', 'support'];

let outDir: string;
let html: string;
const asset = (href: string) => readFile(join(outDir, href));
const links = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'first-screen-'));
  await build({
    configFile: join(root, 'web/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  html = await readFile(join(outDir, 'index.html'), 'utf8');
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

const leaves = (value: unknown, key = ''): [string, string][] =>
  typeof value === 'string'
    ? [[key, value]]
    : Object.entries(value as object).flatMap(([k, v]) => leaves(v, `${key}.${k}`));

describe('the production bundle of the first screen (issue 20, sign-in LCP)', () => {
  it('blocks the sign-in screen on the first screen’s styles only: the rest of the PrimeReact theme is not among them', async () => {
    const styles = links(/<link rel="(?:stylesheet|preload" as="style)"[^>]* href="\/([^"]+\.css)"/g);
    expect(styles.length).toBeGreaterThan(0);
    const css = await Promise.all(styles.map(asset));
    const bytes = css.reduce((sum, file) => sum + brotliCompressSync(file).length, 0);
    expect(bytes, `${styles.join(', ')}: ${bytes} B brotli`).toBeLessThanOrEqual(FIRST_SCREEN_CSS_BUDGET);
    const all = css.map(String).join('\n');
    expect(all.includes('.p-button'), 'the buttons of the sign-in screen').toBe(true);
    expect(all.includes('.p-datatable'), 'the tables of the cabinet').toBe(false);
  });

  it('starts with the Russian texts only: English loads when chosen', async () => {
    const chunks = links(
      /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g,
    );
    const startUp = (await Promise.all(chunks.map(asset))).map(String).join('\n');
    for (const ns of START_UP_NAMESPACES) {
      const texts = (language: string) =>
        readFile(join(root, `web/src/shared/i18n/locales/${language}/${ns}.json`), 'utf8').then(JSON.parse);
      const ru = new Map(leaves(await texts('ru')));
      // A text of its own in each language: the first English one of a few words that Russian does not share.
      const [key, en] = leaves(await texts('en')).find(([k, v]) => v.includes(' ') && v !== ru.get(k))!;
      expect(startUp.includes(ru.get(key)!), `ru/${ns}.json ${key} in the start-up chunks`).toBe(true);
      expect(startUp.includes(en), `en/${ns}.json ${key} in the start-up chunks`).toBe(false);
    }
  });
});
