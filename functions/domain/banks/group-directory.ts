import { CURRENCIES } from '../dictionaries/data/currencies';
import type { BankRecord, CurrencyRecord } from './bank-data';

/*
 * The group's own part of the bank directory, shipped with the product: the foreign banks (the Bank of
 * Russia's BIK directory lists Russian participants only) and the currencies accounts are opened in. Every
 * stage loads them on deploy (reference-data.ts); the BIK directory job loads the Russian banks.
 */

type ForeignBank = [
  swift: string,
  nameRu: string,
  nameEn: string,
  country: string,
  city: [string, string],
  iban: boolean,
];

const FOREIGN_BANKS: readonly ForeignBank[] = [
  ['DEUTDEFF', 'Дойче Банк АГ', 'Deutsche Bank AG', 'DE', ['Франкфурт-на-Майне', 'Frankfurt am Main'], true],
  ['COBADEFF', 'Коммерцбанк АГ', 'Commerzbank AG', 'DE', ['Франкфурт-на-Майне', 'Frankfurt am Main'], true],
  ['UNCRITMM', 'ЮниКредит С.п.А.', 'UniCredit S.p.A.', 'IT', ['Милан', 'Milan'], true],
  ['BNPAFRPP', 'БНП Париба', 'BNP Paribas', 'FR', ['Париж', 'Paris'], true],
  [
    'RZBAATWW',
    'Райффайзен Банк Интернациональ АГ',
    'Raiffeisen Bank International AG',
    'AT',
    ['Вена', 'Vienna'],
    true,
  ],
  ['HSBKKZKX', 'АО «Народный Банк Казахстана»', 'Halyk Bank of Kazakhstan', 'KZ', ['Алматы', 'Almaty'], true],
  ['AKBBBY2X', 'ОАО «АСБ Беларусбанк»', 'Belarusbank', 'BY', ['Минск', 'Minsk'], true],
  ['ISBKTRIS', 'Тюркие Иш Банкасы', 'Türkiye İş Bankası A.Ş.', 'TR', ['Стамбул', 'Istanbul'], true],
  ['EBILAEAD', 'Эмирейтс НБД Банк', 'Emirates NBD Bank PJSC', 'AE', ['Дубай', 'Dubai'], true],
  ['BKCHCNBJ', 'Банк оф Чайна', 'Bank of China Limited', 'CN', ['Пекин', 'Beijing'], false],
  [
    'ICBKCNBJ',
    'Индастриал энд Коммершл Банк оф Чайна',
    'Industrial and Commercial Bank of China',
    'CN',
    ['Пекин', 'Beijing'],
    false,
  ],
  ['SBININBB', 'Стейт Банк оф Индия', 'State Bank of India', 'IN', ['Мумбаи', 'Mumbai'], false],
  ['KOEXKRSE', 'КЕБ Хана Банк', 'KEB Hana Bank', 'KR', ['Сеул', 'Seoul'], false],
];

/** The foreign banks: the group's directory (the BIK directory lists Russian participants only). */
export function foreignBankRecords(): BankRecord[] {
  return FOREIGN_BANKS.map(([swift, nameRu, nameEn, countryCode, [cityRu, cityEn], iban], i) => ({
    id: String(310001 + i),
    nameRu,
    nameEn,
    bankCode: swift,
    countryCode,
    cityRu,
    cityEn,
    swift,
    correspondentAccount: null,
    isIbanSupported: iban,
  }));
}

/** Currencies accounts are opened in, with ISO 4217 digits (the digits 6–8 of a Russian account). */
const ACCOUNT_CURRENCIES: readonly [code: string, numeric: string][] = [
  ['RUB', '643'],
  ['USD', '840'],
  ['EUR', '978'],
  ['CNY', '156'],
  ['GBP', '826'],
  ['CHF', '756'],
  ['JPY', '392'],
  ['KZT', '398'],
  ['BYN', '933'],
  ['AED', '784'],
  ['INR', '356'],
  ['TRY', '949'],
  ['KRW', '410'],
  ['HKD', '344'],
  ['AMD', '051'],
  ['UZS', '860'],
];

export function currencyRecords(): CurrencyRecord[] {
  const names = new Map(CURRENCIES.map(([code, ru, en]) => [code, { ru, en }]));
  return ACCOUNT_CURRENCIES.map(([code, numericCode], i) => {
    const name = names.get(code);
    if (!name) throw new Error(`currency ${code} is missing from the currency dictionary`);
    return { id: String(400001 + i), code, numericCode, nameRu: name.ru, nameEn: name.en };
  });
}
