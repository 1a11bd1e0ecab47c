import { CURRENCIES } from '../dictionaries/data/currencies';

/**
 * The seeded bank directory: Russian banks with their real BIKs and correspondent accounts (each
 * pair passes the Bank of Russia control key), and foreign banks with SWIFT codes.
 */
export interface BankRecord {
  id: string;
  nameRu: string;
  nameEn: string;
  /** BIK of a Russian bank, SWIFT of a foreign one. */
  bankCode: string;
  countryCode: string;
  cityRu: string;
  cityEn: string;
  swift: string | null;
  correspondentAccount: string | null;
  isIbanSupported: boolean;
}

export interface CurrencyRecord {
  id: string;
  code: string;
  numericCode: string;
  nameRu: string;
  nameEn: string;
}

type RussianBank = [
  bik: string,
  corr: string,
  nameRu: string,
  nameEn: string,
  city: [string, string],
  swift?: string,
];

const MOSCOW: [string, string] = ['Москва', 'Moscow'];

const RUSSIAN_BANKS: readonly RussianBank[] = [
  ['044525225', '30101810400000000225', 'ПАО Сбербанк', 'Sberbank', MOSCOW, 'SABRRUMM'],
  ['044525187', '30101810700000000187', 'Банк ВТБ (ПАО)', 'VTB Bank', MOSCOW, 'VTBRRUMM'],
  ['044525593', '30101810200000000593', 'АО «Альфа-Банк»', 'Alfa-Bank', MOSCOW, 'ALFARUMM'],
  ['044525823', '30101810200000000823', 'Банк ГПБ (АО)', 'Gazprombank', MOSCOW, 'GAZPRUMM'],
  ['044525974', '30101810145250000974', 'АО «ТБанк»', 'T-Bank', MOSCOW, 'TICSRUMM'],
  ['044525700', '30101810200000000700', 'АО «Райффайзенбанк»', 'Raiffeisenbank', MOSCOW, 'RZBMRUMM'],
  [
    '044525111',
    '30101810200000000111',
    'АО «Россельхозбанк»',
    'Russian Agricultural Bank',
    MOSCOW,
    'RUAGRUMM',
  ],
  ['044525297', '30101810945250000297', 'ПАО Банк «ФК Открытие»', 'Otkritie FC Bank', MOSCOW],
  ['044525555', '30101810400000000555', 'ПАО «Промсвязьбанк»', 'Promsvyazbank', MOSCOW, 'PRMSRUMM'],
  [
    '043469743',
    '30101810300000000743',
    'ПАО «Совкомбанк»',
    'Sovcombank',
    ['Кострома', 'Kostroma'],
    'SOMRRUMM',
  ],
  ['044525545', '30101810300000000545', 'АО «ЮниКредит Банк»', 'UniCredit Bank', MOSCOW, 'IMBKRUMM'],
  ['044525256', '30101810000000000256', 'ПАО Росбанк', 'Rosbank', MOSCOW, 'RSBNRUMM'],
  [
    '044525659',
    '30101810745250000659',
    'ПАО «МОСКОВСКИЙ КРЕДИТНЫЙ БАНК»',
    'Credit Bank of Moscow',
    MOSCOW,
    'MCRBRUMM',
  ],
  ['044525787', '30101810100000000787', 'ПАО «БАНК УРАЛСИБ»', 'Bank Uralsib', MOSCOW, 'AVTBRUMM'],
  ['044525214', '30101810245250000214', 'АО «Почта Банк»', 'Pochta Bank', MOSCOW],
  ['044525092', '30101810645250000092', 'ПАО «МТС-Банк»', 'MTS Bank', MOSCOW, 'MBRDRUMM'],
  [
    '044525411',
    '30101810145250000411',
    'Филиал «Центральный» Банка ВТБ (ПАО)',
    'VTB Bank, Central branch',
    MOSCOW,
  ],
  [
    '044030653',
    '30101810500000000653',
    'Северо-Западный банк ПАО Сбербанк',
    'Sberbank, North-West Bank',
    ['Санкт-Петербург', 'Saint Petersburg'],
  ],
  [
    '044030790',
    '30101810900000000790',
    'ПАО «Банк «Санкт-Петербург»',
    'Bank Saint Petersburg',
    ['Санкт-Петербург', 'Saint Petersburg'],
    'JSBSRU2P',
  ],
  [
    '045004641',
    '30101810500000000641',
    'Сибирский банк ПАО Сбербанк',
    'Sberbank, Siberian Bank',
    ['Новосибирск', 'Novosibirsk'],
  ],
  [
    '046577674',
    '30101810500000000674',
    'Уральский банк ПАО Сбербанк',
    'Sberbank, Ural Bank',
    ['Екатеринбург', 'Yekaterinburg'],
  ],
  [
    '049205805',
    '30101810000000000805',
    'ПАО «АК БАРС» БАНК',
    'AK BARS Bank',
    ['Казань', 'Kazan'],
    'ARSBRU2K',
  ],
  [
    '042202603',
    '30101810900000000603',
    'Волго-Вятский банк ПАО Сбербанк',
    'Sberbank, Volga-Vyatka Bank',
    ['Нижний Новгород', 'Nizhny Novgorod'],
  ],
  [
    '040702615',
    '30101810907020000615',
    'Ставропольское отделение № 5230 ПАО Сбербанк',
    'Sberbank, Stavropol branch 5230',
    ['Ставрополь', 'Stavropol'],
  ],
  [
    '045209673',
    '30101810900000000673',
    'Омское отделение № 8634 ПАО Сбербанк',
    'Sberbank, Omsk branch 8634',
    ['Омск', 'Omsk'],
  ],
  [
    '047102651',
    '30101810800000000651',
    'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
    'Sberbank, West Siberian branch 8647',
    ['Тюмень', 'Tyumen'],
  ],
  [
    '040349602',
    '30101810100000000602',
    'Краснодарское отделение № 8619 ПАО Сбербанк',
    'Sberbank, Krasnodar branch 8619',
    ['Краснодар', 'Krasnodar'],
  ],
];

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

export function bankRecords(): BankRecord[] {
  const russian = RUSSIAN_BANKS.map(([bik, corr, nameRu, nameEn, [cityRu, cityEn], swift], i) => ({
    id: String(300001 + i),
    nameRu,
    nameEn,
    bankCode: bik,
    countryCode: 'RU',
    cityRu,
    cityEn,
    swift: swift ?? null,
    correspondentAccount: corr,
    isIbanSupported: false,
  }));
  const foreign = FOREIGN_BANKS.map(([swift, nameRu, nameEn, countryCode, [cityRu, cityEn], iban], i) => ({
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
  return [...russian, ...foreign];
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
