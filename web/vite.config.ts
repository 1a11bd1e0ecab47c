import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { splitPrimeReactTheme, THEME, uncoveredComponents } from './build/primereact-theme.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:15660';

/**
 * The modules every first screen waits for (the start-up loader's, the shell's) and the sign-in screen's,
 * most visitors' first screen (`/` leads there too). The router imports them lazily, so the browser would
 * only ask for them once the entry has loaded and run; preloaded from index.html they come in parallel
 * with the entry (the sign-in screen's largest text paints one round trip sooner).
 */
const FIRST_SCREEN = [
  'src/app/root-shell.tsx',
  'src/shared/config/startup.ts',
  'src/shared/i18n/i18n.ts',
  'src/app/guards/signed-out.ts',
  'src/app/layouts/plain-layout.tsx',
  'src/features/auth/sign-in-page.tsx',
];

function preloadFirstScreen(): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (loaded.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(add);
        };
        for (const module of FIRST_SCREEN) {
          const chunk = chunks.find((c) => c.moduleIds.includes(join(webRoot, module)));
          if (!chunk) throw new Error(`preload-first-screen: no chunk for ${module}`);
          add(chunk.fileName);
        }
        const firstScreenModules = [...loaded, ...wanted].flatMap((fileName) => {
          const chunk = fileName ? bundle[fileName] : undefined;
          return chunk?.type === 'chunk' ? chunk.moduleIds : [];
        });
        const unstyled = uncoveredComponents(
          readFileSync(createRequire(import.meta.url).resolve(THEME), 'utf8'),
          firstScreenModules,
        );
        if (unstyled.length > 0) {
          throw new Error(
            `preload-first-screen: the first screen shows PrimeReact's ${unstyled.join(', ')}, whose theme ` +
              'rules load after it: add them to FIRST_SCREEN_COMPONENTS (web/build/primereact-theme.ts)',
          );
        }
        // A lazy chunk's styles load before its module resolves: they are asked for early too.
        const styles = [...wanted].flatMap((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        return [
          ...[...wanted].map((fileName) => ({ rel: 'modulepreload', href: fileName })),
          ...styles.map((fileName) => ({ rel: 'preload', as: 'style', href: fileName })),
        ].map(({ href, ...attrs }) => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The SPA's build. The local stack (infra/local) loads this file in middleware mode and sets its own
 * proxy; the proxy below lets `vite -c web/vite.config.ts` run alone against a gateway on API_PROXY_TARGET.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), splitPrimeReactTheme(), preloadFirstScreen()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells the bundle benchmark which chunks the first page load needs.
    manifest: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/config.json': { target: apiTarget, changeOrigin: true },
    },
  },
});
