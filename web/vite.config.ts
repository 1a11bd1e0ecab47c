import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:15660';

/**
 * The SPA's build. The local stack (infra/local) loads this file in middleware mode and sets its own
 * proxy; the proxy below lets `vite -c web/vite.config.ts` run alone against a gateway on API_PROXY_TARGET.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
