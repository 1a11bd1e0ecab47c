import type { StageInput } from './schema';

/**
 * The production stage: `npm run deploy -- -c stage=production`.
 *
 * This file is the example every operator starts from: each setting is documented and left empty or on a
 * demo value, so `cdk synth -c stage=production` fails and lists what to fill in (docs/deployment.md).
 * Nothing here is a secret; the register's API key is only named (a Secrets Manager secret).
 */
export const production: StageInput = {
  name: 'production',
  kind: 'production',
  /** The site's address (CloudFront or the company's own domain), e.g. 'https://suppliers.company.ru'. */
  siteUrl: null,
  /** The support service's mailboxes (support modal, moderation hint, tender stop factors), e.g. ['lk@company.ru']. */
  supportEmails: [],
  /** The SES-verified sender of e-mails to suppliers, e.g. 'noreply@company.ru'. */
  mailFrom: null,
  /** Where alarms are e-mailed (optional), e.g. 'ops@company.ru'. */
  alarmEmail: null,
  /**
   * The licensor paid for tender access: it is printed on every payment order and the foreign-currency
   * payment details. Shape and rules: functions/domain/tenders/payee.ts, e.g.
   * {
   *   name: 'ООО «Лицензиар»', inn: '7700000000', kpp: '770001001', account: '40702810...',
   *   bankName: 'ПАО Банк', bik: '044525000', correspondentAccount: '30101810...', address: '119021, г. Москва, ...',
   *   foreign: { name: 'Licensor LLC', address: '...', bank: { name: '...', address: '...', swift: 'BANKRUMM' },
   *              currencies: { USD: { account: '40702840...', intermediary: { name, address, swift, account } } } },
   * }
   */
  tenderPayee: null,
  /** The tender system 'Перейти в систему' opens (01 §2.5), e.g. 'https://tender.company.ru/'. */
  tenderSystemUrl: null,
  /** The company's tender documentation page, linked from «Как оплатить доступ?» (/howpay). */
  tenderDocumentsUrl: null,
  /**
   * The state register (EGRUL/EGRIP) searched at registration: its service's base URL and the Secrets Manager
   * secret holding its API key. 'emulator' is the local emulator of the register's API (npm start) and is refused here.
   */
  register: { service: 'emulator', secretName: null },
  /**
   * Communications: the group's organisations suppliers address requests to (their code in the group, names
   * in Russian and English), and the support staff who answer them (sign-in e-mail, the name suppliers see,
   * the organisations' codes they answer and `SUPPORT` for the cabinet's own support; categories empty: all), e.g.
   * {
   *   organisations: [{ beCode: 'NPZ1', nameRu: 'ООО «НПЗ-1»', nameEn: 'Refinery 1 LLC' }],
   *   staff: [{ login: 'lk-support@company.ru', displayName: 'Служба поддержки', routeCodes: ['NPZ1', 'SUPPORT'], categories: [] }],
   * }
   */
  communication: { organisations: [], staff: [] },
  /**
   * The e-signature trust list: 'file' (an operator uploads config/esign-trust-list.json to the documents
   * bucket) or 'mintsifry' (the accredited CAs' list, fetched by a job). 'demo' (the test CAs) is refused here.
   */
  trustList: { source: 'demo' },
  /** Feature flags of 01 §9 / 03 §9. */
  features: {
    /** SHOW_PBIOT: the safety (PBIOT) section. */
    showPbiot: true,
    /** The safety manual in the support modal. */
    showPbiotInstruction: true,
    /** The documents history (linked documents); off, it answers /404. */
    showLinkedDocuments: true,
    /** An ESHN (agricultural tax) supplier also files VAT returns, unless exempt. */
    loadVatDocumentsIfEshn: true,
    /** The previous cabinet's documents page (the old document link), or null for none. */
    oldDocumentsUrl: null,
    /** The smallest file accepted, in bytes; null: 1 byte. */
    fileMinBytes: null,
  },
};
