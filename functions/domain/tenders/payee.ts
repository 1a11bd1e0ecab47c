import * as z from 'zod/mini';

// The licensor paid for tender access (01 §2.5): a setting of the stage (infra/stages/), checked here and at
// synthesis, where a production stage may not carry the demo licensor below.

/** Transfers abroad are read by foreign banks: names and addresses in Latin letters (the SWIFT character set). */
const latin = z
  .string()
  .check(
    z.minLength(1),
    z.regex(/^[A-Za-z0-9 .,:;'()/+?-]+$/, 'Latin letters, digits and the SWIFT punctuation only'),
  );
const swift = z.string().check(z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/));
const foreignBankSchema = z.object({ name: latin, address: latin, swift });

export const payeeSchema = z.object({
  name: z.string().check(z.minLength(1)),
  inn: z.string().check(z.regex(/^\d{10}$/)),
  kpp: z.string().check(z.regex(/^\d{4}[\dA-Z]{2}\d{3}$/)),
  account: z.string().check(z.regex(/^\d{20}$/)),
  bankName: z.string().check(z.minLength(1)),
  bik: z.string().check(z.regex(/^\d{9}$/)),
  correspondentAccount: z.string().check(z.regex(/^\d{20}$/)),
  address: z.string().check(z.minLength(1)),
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
      z.string().check(z.regex(/^[A-Z]{3}$/)),
      z.object({
        account: z.string().check(z.regex(/^\d{20}$/)),
        intermediary: z.extend(foreignBankSchema, { account: latin }),
      }),
    ),
  }),
});
export type Payee = z.infer<typeof payeeSchema>;
export type ForeignPayee = Payee['foreign'];

/** The demo licensor (local and test stages); its foreign-currency details are made up for the demo. */
export const DEMO_PAYEE: Payee = {
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
