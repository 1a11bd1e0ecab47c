import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e from '../e2e/playwright.config';

/**
 * The recording of the training video (`npm run video:esign`, test/video/record.ts): the browser suite's
 * settings and local stack, its own state folder, one desktop project. The suite's config looks in test/e2e
 * only, so neither `npm run test:e2e` nor CI plays this.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const outputDir = `${root}test-results/video`;

/** The picture of the video: a desktop window. */
export const VIDEO_SIZE = { width: 1280, height: 720 };

/** What the recording leaves for record.ts: Playwright's webm and the captions' times. */
export const RECORDING = {
  dir: `${outputDir}/raw`,
  webm: `${outputDir}/esign.webm`,
  cues: `${outputDir}/cues.json`,
};

const server = e2e.webServer && !Array.isArray(e2e.webServer) ? e2e.webServer : undefined;
if (server && !server.command.includes('--state .local/e2e'))
  throw new Error('test/e2e/playwright.config.ts: the stack command no longer names its state folder');

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'esign-video.spec.ts',
  outputDir,
  timeout: 300_000,
  projects: [{ name: 'video' }],
  use: { ...e2e.use, viewport: VIDEO_SIZE, trace: 'off', screenshot: 'off' },
  // A state folder of its own: a recording beside a browser-suite run on other ports keeps both stacks apart.
  webServer: server && {
    ...server,
    command: server.command.replace('--state .local/e2e', '--state .local/video'),
  },
});
