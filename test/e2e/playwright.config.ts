import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Ports of the stack this suite starts: apart from `npm start`'s defaults so both can run at once, and
 * below Linux's ephemeral range (32768-60999), where a port-0 server or an outgoing connection of the
 * stack itself could already hold one of them (seen once in CI: EADDRINUSE).
 */
const basePort = Number(process.env.E2E_BASE_PORT ?? 17310);
/** Set E2E_BASE_URL to run against a stack that is already up (its state is then not fresh). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${basePort}`;

const ports = ['web', 'api', 'dynamodb', 's3', 'cognito']
  .map((name, i) => `--${name}-port ${basePort + i}`)
  .join(' ');

/** A 390 × 844 phone (the size of the issue's report) on Chromium: Pixel 5's user agent and touch. */
export const PHONE = {
  ...devices['Pixel 5'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  defaultBrowserType: 'chromium' as const,
};

export default defineConfig({
  testDir: '.',
  outputDir: `${root}test-results/e2e`,
  // One stack, one Cognito pool: the scenarios run one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/ },
    // The main flows again on a phone (issue 12): 390 × 844 with Chromium's mobile emulation (a mobile
    // layout viewport, touch, a phone's user agent), checked with layout.ts on every screen.
    { name: 'phone', testMatch: /\.phone\.spec\.ts$/, use: PHONE },
  ],
  use: {
    baseURL,
    viewport: { width: 1366, height: 800 },
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        // A fresh state folder every run: the demo data is seeded anew (git-ignored under .local/).
        command: `npx tsx --openssl-legacy-provider infra/local/start.ts --reset --quiet --state .local/e2e ${ports}`,
        // Warnings and errors of the handlers only: one line per request would bury the report.
        env: { LOG_LEVEL: 'warn' },
        cwd: root,
        url: `${baseURL}/config.json`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
