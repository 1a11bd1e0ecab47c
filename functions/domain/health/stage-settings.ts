import * as z from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';

/**
 * The stage's settings as the CDK app writes them into the functions' environment (infra/cdk/stacks/api-stack.ts
 * from infra/stages/<stage>.ts; the local stack from infra/stages/local.ts). Unset: the local stack's demo.
 */
const schema = z.object({
  STAGE_NAME: z.string().min(1).default('local'),
  STAGE_KIND: z.enum(['local', 'test', 'production']).default('local'),
  SITE_URL: z.string().default('http://localhost:5173'),
  SUPPORT_EMAIL: z.string().default(DEFAULT_SUPPORT_EMAIL),
  MAIL_FROM: z.string().default(''),
  REGISTER_SERVICE: z.string().default('emulator'),
  TRUST_LIST_SOURCE: z.string().default('demo'),
});

export type StageSettings = z.infer<typeof schema>;

export const stageSettings = (env: NodeJS.ProcessEnv = process.env): StageSettings => schema.parse(env);
