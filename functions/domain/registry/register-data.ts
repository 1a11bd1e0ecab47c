import {
  completeIndividualInn,
  completeLegalInn,
  completeOgrn,
  completeOgrnip,
} from '@shared/validation/tax-ids';
import { DEMO_SUPPLIERS } from '../accounts/seed';
import { storedAddress, type StoredAddress } from '../profiles/address';

/**
 * The seeded state register (EGRUL, EGRIP) and the register of known non-residents: a few hundred
 * records made deterministically, so every start and every test sees the same companies. Numbers
 * are completed by the real check-digit algorithms; the demo suppliers' own records are included.
 */

/** The register's status of a company (DaData's data.state.status): a liquidated one cannot register. */
export type RegisterStatus = 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';

/** What the register says of the tax regime and company type; null where it does not say. */
interface RegisterKnowledge {
  status: RegisterStatus;
  /** TAX_TYPE code (OSN, USN, ESHN, AUSN …) of the current year, from the register's financial data. */
  taxSystem: string | null;
  /** COMPANY_TYPE code (SmallBusiness, NPO) from the SMB register and the OPF. */
  companyType: string | null;
}

export interface LegalRecord extends RegisterKnowledge {
  kind: 'LEGAL';
  id: string;
  name: string;
  shortName: string;
  opf: string;
  inn: string;
  kpp: string;
  ogrn: string;
  branchType: 'MAIN' | 'BRANCH';
  registrationDate: string;
  address: StoredAddress;
}
export interface IndividualRecord extends RegisterKnowledge {
  kind: 'INDIVIDUAL';
  id: string;
  name: string;
  shortName: string;
  inn: string;
  ogrnip: string;
  registrationDate: string;
  address: StoredAddress;
}
export interface NonResidentRecord {
  kind: 'NONRESIDENT';
  id: string;
  name: string;
  taxId: string;
  countryCode: string;
  /** Supplier code in KSSS of a non-resident that already works with the group. */
  contractorCode: string | null;
  address: StoredAddress;
}
export type RegisterRecord = LegalRecord | IndividualRecord | NonResidentRecord;

/**
 * Most seeded companies answer as the register's free tariff does: active, and nothing said of the tax
 * regime or company type (DaData returns financial data on paid tariffs only), so the supplier declares them.
 */
const UNSAID = { status: 'ACTIVE', taxSystem: null, companyType: null } as const;

/** Small seeded PRNG (mulberry32): the same sequence on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { int, pick, digits };
}
type Random = ReturnType<typeof random>;

interface Place {
  city: string;
  regionCode: string;
  taxOffices: readonly string[];
  index: readonly [number, number];
}

const PLACES: readonly Place[] = [
  {
    city: 'Москва',
    regionCode: '77',
    taxOffices: [
      '7701',
      '7703',
      '7705',
      '7707',
      '7709',
      '7713',
      '7714',
      '7715',
      '7717',
      '7719',
      '7722',
      '7725',
      '7727',
      '7728',
      '7729',
      '7730',
      '7731',
      '7736',
      '7743',
      '7751',
    ],
    index: [101000, 129350],
  },
  {
    city: 'Санкт-Петербург',
    regionCode: '78',
    taxOffices: [
      '7801',
      '7802',
      '7804',
      '7805',
      '7806',
      '7810',
      '7811',
      '7813',
      '7814',
      '7816',
      '7825',
      '7838',
      '7842',
    ],
    index: [190000, 199406],
  },
  { city: 'Тюмень', regionCode: '72', taxOffices: ['7202', '7203', '7204'], index: [625000, 625062] },
  { city: 'Сургут', regionCode: '86', taxOffices: ['8602', '8617'], index: [628400, 628418] },
  { city: 'Нижневартовск', regionCode: '86', taxOffices: ['8603', '8620'], index: [628600, 628624] },
  { city: 'Нефтеюганск', regionCode: '86', taxOffices: ['8604', '8619'], index: [628300, 628312] },
  { city: 'Ноябрьск', regionCode: '89', taxOffices: ['8905'], index: [629800, 629811] },
  { city: 'Новый Уренгой', regionCode: '89', taxOffices: ['8904'], index: [629300, 629309] },
  { city: 'Уфа', regionCode: '02', taxOffices: ['0273', '0274', '0276', '0278'], index: [450000, 450112] },
  {
    city: 'Казань',
    regionCode: '16',
    taxOffices: ['1655', '1656', '1657', '1658', '1659', '1660'],
    index: [420000, 420140],
  },
  { city: 'Альметьевск', regionCode: '16', taxOffices: ['1644'], index: [423450, 423462] },
  {
    city: 'Самара',
    regionCode: '63',
    taxOffices: ['6311', '6312', '6315', '6316', '6317', '6318', '6319'],
    index: [443000, 443125],
  },
  {
    city: 'Новосибирск',
    regionCode: '54',
    taxOffices: ['5401', '5402', '5403', '5404', '5405', '5406', '5407', '5410'],
    index: [630000, 630136],
  },
  {
    city: 'Екатеринбург',
    regionCode: '66',
    taxOffices: ['6658', '6659', '6660', '6661', '6670', '6671', '6672', '6685'],
    index: [620000, 620149],
  },
  {
    city: 'Пермь',
    regionCode: '59',
    taxOffices: ['5902', '5903', '5904', '5905', '5906', '5908'],
    index: [614000, 614113],
  },
  {
    city: 'Красноярск',
    regionCode: '24',
    taxOffices: ['2460', '2461', '2462', '2463', '2464', '2465', '2466'],
    index: [660000, 660135],
  },
  {
    city: 'Омск',
    regionCode: '55',
    taxOffices: ['5501', '5503', '5504', '5505', '5506', '5507'],
    index: [644000, 644123],
  },
  {
    city: 'Краснодар',
    regionCode: '23',
    taxOffices: ['2308', '2309', '2310', '2311', '2312'],
    index: [350000, 350089],
  },
  {
    city: 'Оренбург',
    regionCode: '56',
    taxOffices: ['5609', '5610', '5611', '5612'],
    index: [460000, 460058],
  },
  { city: 'Иркутск', regionCode: '38', taxOffices: ['3808', '3811', '3812'], index: [664000, 664082] },
  { city: 'Ухта', regionCode: '11', taxOffices: ['1102'], index: [169300, 169319] },
  { city: 'Томск', regionCode: '70', taxOffices: ['7017', '7018', '7020'], index: [634000, 634067] },
  {
    city: 'Астрахань',
    regionCode: '30',
    taxOffices: ['3015', '3016', '3017', '3018', '3019'],
    index: [414000, 414057],
  },
  {
    city: 'Волгоград',
    regionCode: '34',
    taxOffices: ['3442', '3443', '3444', '3445', '3446'],
    index: [400000, 400138],
  },
];

const STREETS = [
  'ул. Ленина',
  'ул. Мира',
  'пр-т Победы',
  'ул. Промышленная',
  'ул. Нефтяников',
  'ул. Энергетиков',
  'ул. Гагарина',
  'ул. Советская',
  'ул. Заводская',
  'ул. Строителей',
  'ул. Октябрьская',
  'ул. Первомайская',
  'ул. Геологов',
  'ул. Индустриальная',
  'Комсомольский пр-т',
  'ул. Северная',
  'ш. Энтузиастов',
  'ул. Трубная',
  'ул. Береговая',
  'ул. Республики',
  'ул. Профсоюзная',
  'ул. Садовая',
  'наб. Обводного канала',
  'ул. Буровиков',
];

function russianAddress(rnd: Random, place: Place): StoredAddress {
  return storedAddress({
    index: String(rnd.int(place.index[0], place.index[1])),
    countryCode: 'RU',
    regionCode: place.regionCode,
    city: place.city,
    street: rnd.pick(STREETS),
    building: String(rnd.int(1, 160)),
    block: rnd.int(0, 3) === 0 ? String(rnd.int(1, 5)) : '',
    floor: String(rnd.int(1, 12)),
    room: rnd.int(0, 1) === 0 ? String(rnd.int(1, 450)) : '',
  });
}

const ADJECTIVES = [
  'Сибирская',
  'Северная',
  'Уральская',
  'Волжская',
  'Западная',
  'Приобская',
  'Ямальская',
  'Балтийская',
  'Каспийская',
  'Енисейская',
  'Восточная',
  'Арктическая',
  'Югорская',
  'Самотлорская',
  'Камская',
  'Тюменская',
];
const TRADES = [
  'буровая компания',
  'сервисная компания',
  'трубная компания',
  'нефтегазовая компания',
  'геофизическая компания',
  'строительно-монтажная компания',
  'энергетическая компания',
  'химическая компания',
  'транспортная компания',
  'машиностроительная компания',
  'инжиниринговая компания',
  'логистическая компания',
  'ремонтная компания',
];
const STEMS = [
  'Нефте',
  'Газ',
  'Энерго',
  'Сиб',
  'Урал',
  'Волга',
  'Север',
  'Пром',
  'Спец',
  'Гео',
  'Бур',
  'Трубо',
  'Техно',
  'Гидро',
  'Электро',
  'Термо',
];
const ENDINGS = [
  'Сервис',
  'Монтаж',
  'Снаб',
  'Проект',
  'Маш',
  'Комплект',
  'Строй',
  'Технологии',
  'Ресурс',
  'Транс',
  'Системы',
  'Автоматика',
  'Деталь',
  'Кабель',
];
const FORMS = [
  { opf: 'ООО', full: 'Общество с ограниченной ответственностью', weight: 7 },
  { opf: 'АО', full: 'Акционерное общество', weight: 2 },
  { opf: 'ПАО', full: 'Публичное акционерное общество', weight: 1 },
];

function companyName(rnd: Random): string {
  if (rnd.int(0, 1) === 0) return `${rnd.pick(ADJECTIVES)} ${rnd.pick(TRADES)}`;
  return `${rnd.pick(STEMS)}${rnd.pick(ENDINGS)}`;
}

function legalForm(rnd: Random) {
  const roll = rnd.int(
    1,
    FORMS.reduce((sum, f) => sum + f.weight, 0),
  );
  let acc = 0;
  return FORMS.find((f) => (acc += f.weight) >= roll) ?? FORMS[0]!;
}

const isoDate = (rnd: Random, fromYear: number, toYear: number) =>
  `${rnd.int(fromYear, toYear)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;

function legalEntities(rnd: Random, taken: Set<string>, count: number): LegalRecord[] {
  const records: LegalRecord[] = [];
  while (records.length < count) {
    const core = companyName(rnd);
    const place = rnd.pick(PLACES);
    const office = rnd.pick(place.taxOffices);
    const inn = completeLegalInn(office + rnd.digits(5));
    if (taken.has(core) || taken.has(inn)) continue;
    taken.add(core).add(inn);
    const form = legalForm(rnd);
    const registrationDate = isoDate(rnd, 2002, 2023);
    const kpp = `${office}01001`;
    const ogrn = completeOgrn(
      `1${registrationDate.slice(2, 4)}${place.regionCode}${office.slice(2)}${rnd.digits(5)}`,
    );
    records.push({
      kind: 'LEGAL',
      id: inn + kpp,
      name: `${form.full} «${core}»`,
      shortName: `${form.opf} «${core}»`,
      opf: form.opf,
      inn,
      kpp,
      ogrn,
      branchType: 'MAIN',
      registrationDate,
      address: russianAddress(rnd, place),
      ...UNSAID,
    });
  }
  return records;
}

/** Branches share the head office's INN and OGRN; their KPP has reason code 43 and the branch's tax office. */
function branches(rnd: Random, heads: readonly LegalRecord[]): LegalRecord[] {
  return heads.flatMap((head, i) => {
    if (i % 4 !== 0) return [];
    return Array.from({ length: rnd.int(1, 2) }, (_, n) => {
      const place = rnd.pick(PLACES.filter((p) => p.city !== head.address.city));
      const office = rnd.pick(place.taxOffices);
      const kpp = `${office}43${String(n + 1).padStart(3, '0')}`;
      return {
        ...head,
        id: head.inn + kpp,
        name: `Филиал ${head.shortName} в г. ${place.city}`,
        shortName: `Филиал ${head.shortName} (${place.city})`,
        kpp,
        branchType: 'BRANCH' as const,
        address: russianAddress(rnd, place),
      };
    });
  });
}

const FOREIGN_PRINCIPALS = [
  'Nordwerk Anlagenbau GmbH',
  'Petrolink Services Ltd.',
  'Valvetech S.p.A.',
  'Shandong Huaxin Petroleum Machinery Co., Ltd.',
  'Drillmaster Engineering AG',
  'Anadolu Boru Sanayi A.Ş.',
  'Gulf Oilfield Equipment LLC',
  'Seoul Compressor Co., Ltd.',
];

/** Accredited offices of foreign companies: INN starting with 9909 and an accreditation number instead of OGRN. */
function foreignOffices(rnd: Random): LegalRecord[] {
  const moscow = PLACES[0]!;
  return FOREIGN_PRINCIPALS.map((principal, i) => {
    const inn = completeLegalInn(`9909${String(100 + i * 37).padStart(5, '0')}`);
    const kpp = `${rnd.pick(['7703', '7704', '7705'])}51001`;
    return {
      kind: 'LEGAL',
      id: inn + kpp,
      name: `Представительство компании «${principal}» в г. Москве`,
      shortName: `Представительство «${principal}»`,
      opf: 'Представительство',
      inn,
      kpp,
      ogrn: `2015${rnd.digits(7)}`,
      branchType: 'MAIN',
      registrationDate: isoDate(rnd, 2008, 2020),
      address: russianAddress(rnd, moscow),
      ...UNSAID,
    } satisfies LegalRecord;
  });
}

const SURNAMES: readonly [string, string][] = [
  ['Иванов', 'Иванова'],
  ['Смирнов', 'Смирнова'],
  ['Кузнецов', 'Кузнецова'],
  ['Попов', 'Попова'],
  ['Васильев', 'Васильева'],
  ['Петров', 'Петрова'],
  ['Соколов', 'Соколова'],
  ['Михайлов', 'Михайлова'],
  ['Новиков', 'Новикова'],
  ['Фёдоров', 'Фёдорова'],
  ['Морозов', 'Морозова'],
  ['Волков', 'Волкова'],
  ['Алексеев', 'Алексеева'],
  ['Лебедев', 'Лебедева'],
  ['Семёнов', 'Семёнова'],
  ['Егоров', 'Егорова'],
  ['Павлов', 'Павлова'],
  ['Козлов', 'Козлова'],
  ['Степанов', 'Степанова'],
  ['Николаев', 'Николаева'],
  ['Орлов', 'Орлова'],
  ['Андреев', 'Андреева'],
  ['Макаров', 'Макарова'],
  ['Никитин', 'Никитина'],
  ['Захаров', 'Захарова'],
  ['Зайцев', 'Зайцева'],
  ['Соловьёв', 'Соловьёва'],
  ['Борисов', 'Борисова'],
];
const MALE_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Евгений',
  'Иван',
  'Михаил',
  'Николай',
  'Олег',
  'Павел',
];
const FEMALE_NAMES = [
  'Анна',
  'Елена',
  'Ольга',
  'Наталья',
  'Татьяна',
  'Ирина',
  'Светлана',
  'Мария',
  'Юлия',
  'Екатерина',
];
const FATHERS: readonly [string, string][] = [
  ['Александрович', 'Александровна'],
  ['Сергеевич', 'Сергеевна'],
  ['Иванович', 'Ивановна'],
  ['Петрович', 'Петровна'],
  ['Николаевич', 'Николаевна'],
  ['Владимирович', 'Владимировна'],
  ['Викторович', 'Викторовна'],
  ['Юрьевич', 'Юрьевна'],
];

function entrepreneurs(rnd: Random, count: number): IndividualRecord[] {
  return Array.from({ length: count }, () => {
    const female = rnd.int(0, 2) === 0;
    const [surnameM, surnameF] = rnd.pick(SURNAMES);
    const [fatherM, fatherF] = rnd.pick(FATHERS);
    const first = rnd.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const fullName = `${female ? surnameF : surnameM} ${first} ${female ? fatherF : fatherM}`;
    const place = rnd.pick(PLACES);
    const office = rnd.pick(place.taxOffices);
    const registrationDate = isoDate(rnd, 2004, 2024);
    const inn = completeIndividualInn(office + rnd.digits(6));
    return {
      kind: 'INDIVIDUAL',
      id: inn,
      name: `Индивидуальный предприниматель ${fullName}`,
      shortName: `ИП ${fullName}`,
      inn,
      ogrnip: completeOgrnip(`3${registrationDate.slice(2, 4)}${place.regionCode}${rnd.digits(9)}`),
      registrationDate,
      address: russianAddress(rnd, place),
      ...UNSAID,
    };
  });
}

interface ForeignCountry {
  code: string;
  cities: readonly (readonly [city: string, index: string])[];
  streets: readonly string[];
  taxId: (rnd: Random) => string;
  name: (core: string) => string;
}

const FOREIGN_COUNTRIES: readonly ForeignCountry[] = [
  {
    code: 'DE',
    cities: [
      ['Berlin', '10115'],
      ['Hamburg', '20095'],
      ['München', '80331'],
      ['Düsseldorf', '40213'],
    ],
    streets: ['Industriestraße', 'Hafenstraße', 'Friedrichstraße'],
    taxId: (r) => `DE${r.digits(9)}`,
    name: (c) => `${c} GmbH`,
  },
  {
    code: 'CN',
    cities: [
      ['Beijing', '100020'],
      ['Shanghai', '200120'],
      ['Tianjin', '300450'],
      ['Dongying', '257000'],
    ],
    streets: ['Jianguo Road', 'Binhai Avenue', 'Huanghe Road'],
    taxId: (r) => `91${r.digits(6)}MA${r.digits(9)}X`.slice(0, 18),
    name: (c) => `${c} Co., Ltd.`,
  },
  {
    code: 'KZ',
    cities: [
      ['Астана', '010000'],
      ['Алматы', '050000'],
      ['Атырау', '060011'],
      ['Актау', '130000'],
    ],
    streets: ['ул. Абая', 'пр. Азаттык', 'ул. Сатпаева'],
    taxId: (r) => r.digits(12),
    name: (c) => `ТОО «${c}»`,
  },
  {
    code: 'BY',
    cities: [
      ['Минск', '220030'],
      ['Гомель', '246050'],
      ['Новополоцк', '211440'],
    ],
    streets: ['пр. Независимости', 'ул. Кальварийская', 'ул. Молодежная'],
    taxId: (r) => r.digits(9),
    name: (c) => `ОАО «${c}»`,
  },
  {
    code: 'IT',
    cities: [
      ['Milano', '20121'],
      ['Roma', '00184'],
      ['Ravenna', '48121'],
    ],
    streets: ['Via Roma', 'Via Emilia', 'Corso Italia'],
    taxId: (r) => `IT${r.digits(11)}`,
    name: (c) => `${c} S.p.A.`,
  },
  {
    code: 'TR',
    cities: [
      ['Istanbul', '34394'],
      ['Ankara', '06510'],
      ['Izmir', '35210'],
    ],
    streets: ['Atatürk Caddesi', 'Cumhuriyet Caddesi', 'Organize Sanayi Bölgesi'],
    taxId: (r) => r.digits(10),
    name: (c) => `${c} A.Ş.`,
  },
  {
    code: 'AE',
    cities: [
      ['Dubai', '00000'],
      ['Abu Dhabi', '00000'],
    ],
    streets: ['Sheikh Zayed Road', 'Business Bay', 'Jebel Ali Free Zone'],
    taxId: (r) => `100${r.digits(12)}`,
    name: (c) => `${c} LLC`,
  },
  {
    code: 'IN',
    cities: [
      ['Mumbai', '400001'],
      ['New Delhi', '110001'],
      ['Chennai', '600001'],
    ],
    streets: ['Marine Drive', 'MG Road', 'Anna Salai'],
    taxId: (r) => `27AAB${r.digits(4)}C1Z${r.digits(1)}`,
    name: (c) => `${c} Pvt. Ltd.`,
  },
  {
    code: 'KR',
    cities: [
      ['Seoul', '04524'],
      ['Busan', '48058'],
      ['Ulsan', '44717'],
    ],
    streets: ['Teheran-ro', 'Jungang-daero', 'Bangeojin-ro'],
    taxId: (r) => r.digits(10),
    name: (c) => `${c} Co., Ltd.`,
  },
  {
    code: 'AT',
    cities: [
      ['Wien', '1010'],
      ['Linz', '4020'],
    ],
    streets: ['Kärntner Straße', 'Industriezeile', 'Landstraße'],
    taxId: (r) => `ATU${r.digits(8)}`,
    name: (c) => `${c} GmbH`,
  },
];
const FOREIGN_CORES = [
  'Hydrotec',
  'Petroflow',
  'Stahlbau Nord',
  'Valve Systems',
  'Pumpenwerk',
  'Drilltech',
  'Gasflow',
  'Pipeline Solutions',
  'Compressor Technik',
  'Thermoplan',
  'Oilfield Equipment',
  'Seal Solutions',
  'Kaspi Drilling',
  'Steppe Energy',
  'Caspian Logistics',
  'Sealine',
  'Orient Valves',
  'Eurasia Tubulars',
  'Polar Instruments',
  'Delta Automation',
];

function nonResidents(rnd: Random, count: number): NonResidentRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const country = FOREIGN_COUNTRIES[i % FOREIGN_COUNTRIES.length]!;
    const [city, index] = rnd.pick(country.cities);
    return {
      kind: 'NONRESIDENT',
      id: `nr-${String(i + 1).padStart(4, '0')}`,
      name: country.name(
        `${FOREIGN_CORES[(i * 7) % FOREIGN_CORES.length]} ${['International', 'Group', 'Industries', 'Trading'][i % 4]}`,
      ),
      taxId: country.taxId(rnd),
      countryCode: country.code,
      contractorCode: i % 3 === 0 ? `8${rnd.digits(6)}` : null,
      address: storedAddress({
        index,
        countryCode: country.code,
        city,
        street: `${rnd.pick(country.streets)} ${rnd.int(1, 240)}`,
      }),
    };
  });
}

/** The demo suppliers' own register records, so a refresh from the register finds them (seeded by accounts/seed.ts). */
function demoRecords(): RegisterRecord[] {
  return DEMO_SUPPLIERS.map(({ counterparty: c }): RegisterRecord => {
    if (c.accountType === 'LEGAL') {
      const core = c.companyName.replace(/^ООО /, '');
      return {
        kind: 'LEGAL',
        id: c.inn + c.kpp,
        name: `Общество с ограниченной ответственностью ${core}`,
        shortName: c.companyName,
        opf: 'ООО',
        inn: c.inn,
        kpp: c.kpp,
        ogrn: c.ogrn,
        branchType: 'MAIN',
        registrationDate: '2015-03-17',
        address: storedAddress({
          index: '125167',
          countryCode: 'RU',
          regionCode: '77',
          city: 'Москва',
          street: 'Ленинградский пр-т',
          building: '37',
          block: '9',
          floor: '4',
          room: '412',
        }),
        // The demo companies are known to the register with their regimes (as the profile seed has them).
        status: 'ACTIVE',
        taxSystem: 'OSN',
        companyType: null,
      };
    }
    if (c.accountType === 'INDIVIDUAL') {
      return {
        kind: 'INDIVIDUAL',
        id: c.inn,
        name: c.companyName.replace(/^ИП /, 'Индивидуальный предприниматель '),
        shortName: c.companyName,
        inn: c.inn,
        ogrnip: c.ogrn,
        registrationDate: '2018-06-05',
        address: storedAddress({
          index: '142100',
          countryCode: 'RU',
          regionCode: '50',
          city: 'Подольск',
          street: 'ул. Кирова',
          building: '12',
          room: '5',
        }),
        status: 'ACTIVE',
        taxSystem: 'USN',
        companyType: null,
      };
    }
    return {
      kind: 'NONRESIDENT',
      id: 'nr-demo',
      name: c.companyName,
      taxId: c.taxId,
      countryCode: c.countryCode,
      contractorCode: null,
      address: storedAddress({ index: '060011', countryCode: 'KZ', city: 'Атырау', street: 'ул. Абая 10' }),
    };
  });
}

/**
 * Companies the register knows more of, for the flows that need it: a general-regime company, a small
 * business on УСН, an entrepreneur on УСН, and a liquidated company (which cannot register). Their names
 * and tax offices keep them out of the searches other tests page through (INNs of office 8911 sort last).
 */
function showcaseRecords(): RegisterRecord[] {
  const yamal = storedAddress({
    index: '629851',
    countryCode: 'RU',
    regionCode: '89',
    city: 'Тарко-Сале',
    street: 'ул. Победы',
    building: '21',
  });
  const legal = (
    inn9: string,
    core: string,
    knowledge: Pick<LegalRecord, 'status' | 'taxSystem' | 'companyType'>,
  ): LegalRecord => {
    const inn = completeLegalInn(inn9);
    const kpp = `${inn.slice(0, 4)}01001`;
    return {
      kind: 'LEGAL',
      id: inn + kpp,
      name: `Общество с ограниченной ответственностью «${core}»`,
      shortName: `ООО «${core}»`,
      opf: 'ООО',
      inn,
      kpp,
      ogrn: completeOgrn(`1118911${inn.slice(4, 9)}`),
      branchType: 'MAIN',
      registrationDate: '2011-04-12',
      address: yamal,
      ...knowledge,
    };
  };
  const inn = completeIndividualInn('8911000417');
  return [
    legal('891100031', 'Ямалтеплоизоляция', { status: 'ACTIVE', taxSystem: 'OSN', companyType: null }),
    legal('891100052', 'Пуровская лаборатория', {
      status: 'ACTIVE',
      taxSystem: 'USN',
      companyType: 'SmallBusiness',
    }),
    legal('891100073', 'Уренгойавтодор', { status: 'LIQUIDATED', taxSystem: null, companyType: null }),
    {
      kind: 'INDIVIDUAL',
      id: inn,
      name: 'Индивидуальный предприниматель Тарасов Глеб Ильич',
      shortName: 'ИП Тарасов Глеб Ильич',
      inn,
      ogrnip: completeOgrnip('31989110000417'),
      registrationDate: '2019-09-02',
      address: yamal,
      status: 'ACTIVE',
      taxSystem: 'USN',
      companyType: null,
    },
  ];
}

/** Every record of the seeded registers: ~230 head offices, ~80 branches, 8 accredited offices, 90 entrepreneurs, 60 non-residents. */
export function registerRecords(): RegisterRecord[] {
  const rnd = random(20260301);
  const demo = demoRecords();
  // Names and INNs of the demo records are not generated again.
  const taken = new Set(
    demo.flatMap((r) => (r.kind === 'LEGAL' ? [r.inn, r.shortName.replace(/^ООО «|»$/g, '')] : [])),
  );
  const heads = legalEntities(rnd, taken, 230);
  return [
    ...demo,
    ...heads,
    ...branches(rnd, heads),
    ...foreignOffices(rnd),
    ...entrepreneurs(rnd, 90),
    ...nonResidents(rnd, 60),
    ...showcaseRecords(),
  ];
}
