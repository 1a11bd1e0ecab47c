import * as z from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';

/**
 * The deployment's settings of tender access: who is paid, how much, for how long. The payee comes from the
 * environment (`TENDER_PAYEE`, JSON; the CDK app passes `-c tenderPayee=…`), so each deployment names its own
 * licensor; without it the demo licensor below is used (local and test stages).
 */
/** Transfers abroad are read by foreign banks: names and addresses in Latin letters (the SWIFT character set). */
const latin = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9 .,:;'()/+?-]+$/, 'Latin letters, digits and the SWIFT punctuation only');
const swift = z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
const foreignBankSchema = z.object({ name: latin, address: latin, swift });

const payeeSchema = z.object({
  name: z.string().min(1),
  inn: z.string().regex(/^\d{10}$/),
  kpp: z.string().regex(/^\d{4}[\dA-Z]{2}\d{3}$/),
  account: z.string().regex(/^\d{20}$/),
  bankName: z.string().min(1),
  bik: z.string().regex(/^\d{9}$/),
  correspondentAccount: z.string().regex(/^\d{20}$/),
  address: z.string().min(1),
  /**
   * Non-residents' transfers in a foreign currency (01 §2.5): the beneficiary and its bank in Latin letters,
   * and per currency the licensor accepts, its account and the intermediary (correspondent) bank through which
   * the money reaches the beneficiary's bank, with that bank's account there.
   */
  foreign: z.object({
    name: latin,
    address: latin,
    bank: foreignBankSchema,
    currencies: z.record(
      z.string().regex(/^[A-Z]{3}$/),
      z.object({
        account: z.string().regex(/^\d{20}$/),
        intermediary: foreignBankSchema.extend({ account: latin }),
      }),
    ),
  }),
});
export type Payee = z.infer<typeof payeeSchema>;
export type ForeignPayee = Payee['foreign'];

/** The demo licensor (local and test stages); its foreign-currency details are made up for the demo. */
const DEMO_PAYEE: Payee = {
  name: 'ООО «Нефтегаз Снабжение»',
  inn: '7704123450',
  kpp: '770401001',
  account: '40702810200000012345',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  correspondentAccount: '30101810400000000225',
  address: '119021, г. Москва, ул. Льва Толстого, д. 16',
  foreign: {
    name: 'Neftegaz Snabzhenie LLC',
    address: '16 Lva Tolstogo Street, Moscow, 119021, Russian Federation',
    bank: {
      name: 'Sberbank PJSC',
      address: '19 Vavilova Street, Moscow, 117312, Russian Federation',
      swift: 'SABRRUMM',
    },
    currencies: {
      USD: {
        account: '40702840500000012345',
        intermediary: {
          name: 'Demo Correspondent Bank N.A.',
          address: '100 Park Avenue, New York, NY 10017, USA',
          swift: 'DEMOUS33',
          account: '0400123456',
        },
      },
      EUR: {
        account: '40702978100000012345',
        intermediary: {
          name: 'Demo Korrespondenzbank AG',
          address: 'Neue Mainzer Strasse 10, 60311 Frankfurt am Main, Germany',
          swift: 'DEMODEFF',
          account: 'DE89370400440532013000',
        },
      },
      CNY: {
        account: '40702156100000012345',
        intermediary: {
          name: 'Demo Bank of Commerce Ltd, Shanghai Branch',
          address: '200 Yincheng Road, Pudong, Shanghai 200120, China',
          swift: 'DEMOCNSH',
          account: '1001234567890123',
        },
      },
    },
  },
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
  /** The tender link (01 §2.5, §9), a setting of the stage: without it there is no 'Перейти в систему'. */
  TENDER_SYSTEM_URL: z.union([z.literal(''), z.string().url()]).optional(),
  SUPPORT_EMAIL: z.string().email().default(DEFAULT_SUPPORT_EMAIL),
});
const env = envSchema.parse(process.env);

export const TENDER_CONFIG = {
  payee: env.TENDER_PAYEE,
  tenderSystemUrl: env.TENDER_SYSTEM_URL || null,
  supportEmail: env.SUPPORT_EMAIL,
  /** 01 §9: payment is due within 15 working days of temporary access. */
  temporaryWorkingDays: 15,
  /** Paid access lasts a year from the payment (or from the end of the period it renews). */
  paidMonths: 12,
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
