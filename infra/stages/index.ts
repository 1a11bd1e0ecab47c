import { local } from './local';
import { production } from './production';
import type { StageInput } from './schema';
import { test } from './test';

/**
 * The stages the CDK app knows (`-c stage=<name>`). A new stage is a file beside these and a line here;
 * copy production.ts for another production-kind stage.
 */
export const STAGES: Readonly<Record<string, StageInput>> = { local, test, production };
