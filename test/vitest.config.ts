import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const alias = { '@shared': `${root}shared` };

/**
 * One `vitest run` for every layer:
 * - unit: code beside its module in shared/, functions/, infra/ (node);
 * - web: components and hooks beside their module in web/ (jsdom);
 * - infra: CDK assertions on the synthesized stacks;
 * - integration: handlers through the local gateway against the emulators (started once in globalSetup).
 */
export default defineConfig({
  root,
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root,
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'test/contract/**/*.test.ts',
          ],
          // The handlers' log lines and metrics (EMF lines) would bury the test report.
          // JSON lines, as in Lambda: the integration stack (started in this process) sets Powertools' dev mode.
          env: { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true', POWERTOOLS_DEV: 'false' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          root,
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          root,
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          root,
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One stack, shared by every file: files run one after another to keep the emulators calm.
          fileParallelism: false,
        },
      },
    ],
  },
});
