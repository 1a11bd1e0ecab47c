import * as z from 'zod';

/**
 * The deployment's settings of tender access: who is paid, how much, for how long. The payee comes from the
 * environment (`TENDER_PAYEE`, JSON; the CDK app passes `-c tenderPayee=…`), so each deployment names its own
 * licensor; without it the demo licensor below is used (local and test stages).
 */
const payeeSchema = z.object({
  name: z.string().min(1),
  inn: z.string().regex(/^\d{10}$/),
  kpp: z.string().regex(/^\d{4}[\dA-Z]{2}\d{3}$/),
  account: z.string().regex(/^\d{20}$/),
  bankName: z.string().min(1),
  bik: z.string().regex(/^\d{9}$/),
  correspondentAccount: z.string().regex(/^\d{20}$/),
  /** For non-residents' transfers in foreign currency: the SWIFT code and an account per currency. */
  swift: z.string().min(8).max(11),
  currencyAccounts: z.record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^\d{20}$/)),
  address: z.string().min(1),
});
export type Payee = z.infer<typeof payeeSchema>;

const DEMO_PAYEE: Payee = {
  name: 'ООО «Нефтегаз Снабжение»',
  inn: '7704123450',
  kpp: '770401001',
  account: '40702810200000012345',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  correspondentAccount: '30101810400000000225',
  swift: 'SABRRUMM',
  currencyAccounts: {
    USD: '40702840500000012345',
    EUR: '40702978100000012345',
    CNY: '40702156100000012345',
  },
  address: '119021, г. Москва, ул. Льва Толстого, д. 16',
};

const envSchema = z.object({
  TENDER_PAYEE: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return DEMO_PAYEE;
      const parsed = payeeSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `TENDER_PAYEE: ${parsed.error.message}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
  TENDER_SYSTEM_URL: z.string().url().default('https://tender.example.com/'),
  SUPPORT_EMAIL: z.string().email().default('support@supplier-cabinet.example'),
});
const env = envSchema.parse(process.env);

export const TENDER_CONFIG = {
  payee: env.TENDER_PAYEE,
  tenderSystemUrl: env.TENDER_SYSTEM_URL,
  supportEmail: env.SUPPORT_EMAIL,
  /** 01 §9: payment is due within 15 working days of temporary access. */
  temporaryWorkingDays: 15,
  /** Paid access lasts a year from the payment (or from the end of the period it renews). */
  paidMonths: 12,
  /** The licence fee without VAT, in kopecks (minor units): residents pay it in roubles plus VAT. */
  feeRubKopecks: 5_000_000,
  /** Non-residents pay in one of these currencies, VAT not applicable (the licence is used abroad). */
  foreignFees: { USD: 65_000, EUR: 60_000, CNY: 470_000 } as Record<string, number>,
} as const;
