import * as z from 'zod/mini';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { DEMO_PAYEE, payeeSchema } from './payee';

export type { ForeignPayee, Payee } from './payee';

/**
 * The deployment's settings of tender access: who is paid and how much (for how long is the lifecycle's own rule,
 * access-lifecycle.ts). The payee comes from the environment (`TENDER_PAYEE`, JSON, written by the CDK app from
 * the stage's configuration in infra/stages/), so each deployment names its own licensor; without it the demo
 * licensor is used (the local stack, tests).
 */
const envSchema = z.object({
  TENDER_PAYEE: z.pipe(
    z.optional(z.string()),
    z.transform((raw, ctx) => {
      if (!raw) return DEMO_PAYEE;
      const parsed = payeeSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) {
        ctx.issues.push({ code: 'custom', message: `TENDER_PAYEE: ${parsed.error.message}`, input: raw });
        return z.NEVER;
      }
      return parsed.data;
    }),
  ),
  /** The tender link (01 §2.5, §9), a setting of the stage: without it there is no 'Перейти в систему'. */
  TENDER_SYSTEM_URL: z.optional(z.union([z.literal(''), z.string().check(z.url())])),
  SUPPORT_EMAIL: z._default(z.string().check(z.email()), DEFAULT_SUPPORT_EMAIL),
});
const env = envSchema.parse(process.env);

export const TENDER_CONFIG = {
  payee: env.TENDER_PAYEE,
  tenderSystemUrl: env.TENDER_SYSTEM_URL || null,
  supportEmail: env.SUPPORT_EMAIL,
  /** The licence fee without VAT, in kopecks (minor units): residents pay it in roubles plus VAT. */
  feeRubKopecks: 5_000_000,
  /**
   * The fee in each foreign currency, in minor units, VAT not applicable (the licence is used abroad).
   * Non-residents may pay only in a currency that has both a fee here and an account of the payee.
   */
  foreignFees: { USD: 65_000, EUR: 60_000, CNY: 470_000 } as Record<string, number>,
} as const;

/** The currencies a non-resident may pay in (the currency chooser offers only these), in the payee's order. */
export const ACCEPTED_CURRENCIES: readonly string[] = Object.keys(
  TENDER_CONFIG.payee.foreign.currencies,
).filter((code) => TENDER_CONFIG.foreignFees[code] !== undefined);
