import * as z from 'zod/mini';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';

/**
 * The stage's settings as the CDK app writes them into the functions' environment (infra/cdk/stacks/api-stack.ts
 * from infra/stages/<stage>.ts; the local stack from infra/stages/local.ts). Unset: the local stack's demo.
 */
const schema = z.object({
  STAGE_NAME: z._default(z.string().check(z.minLength(1)), 'local'),
  STAGE_KIND: z._default(z.enum(['local', 'test', 'production']), 'local'),
  SITE_URL: z._default(z.string(), 'http://localhost:5173'),
  SUPPORT_EMAIL: z._default(z.string(), DEFAULT_SUPPORT_EMAIL),
  MAIL_FROM: z._default(z.string(), ''),
  REGISTER_SERVICE: z._default(z.string(), 'emulator'),
  TRUST_LIST_SOURCE: z._default(z.string(), 'demo'),
  /** The digest of the reference data this release ships; unset: not compared (the local stack loads it at start). */
  REFERENCE_DATA_VERSION: z._default(z.string(), ''),
});

export type StageSettings = z.infer<typeof schema>;

export const stageSettings = (env: NodeJS.ProcessEnv = process.env): StageSettings => schema.parse(env);
