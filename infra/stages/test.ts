import type { StageInput } from './schema';
import { local } from './local';

/**
 * The test stage: `npm run synth` in CI and a shared AWS test account. The demo values of the local stage
 * on purpose (a tester pays the demo licensor, searches the seeded register), with no site address yet
 * (the first deploy prints it; give it as `-c siteUrl=` or write it here).
 */
export const test: StageInput = {
  ...local,
  name: 'test',
  kind: 'test',
  siteUrl: null,
};
