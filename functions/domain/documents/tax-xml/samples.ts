import type { TaxReportForm } from '@shared/constants/documents';
import { vatPercentOn } from '@shared/constants/vat';
import { NOTICE_KND, periodStart, RECEIPT_KND, TAX_FORMS } from './forms';
import { DAY_MS } from '@shared/constants/time';

/**
 * Tax reports in the authority's real shape (forms.ts names where each shape was learned), written the
 * way the accounting programs write them: their ВерсПрог, attribute order, line ends and indentation,
 * windows-1251 with the XML declaration. The demo samples, the demo seed, the corpus under
 * test/fixtures/tax-reports and the tests all come from here; overrides break a file on purpose.
 */

/** windows-1251 bytes 0x80..0xBF (punctuation, quotes, Ё/ё, №); 0x98 has no character. */
const UPPER_PUNCTUATION = 'ЂЃ‚ѓ„…†‡€‰Љ‹ЊЌЋЏђ‘’“”•–—�™љ›њќћџ\u00a0ЎўЈ¤Ґ¦§Ё©Є«¬\u00ad®Ї°±Ііґµ¶·ё№є»јЅѕї';

/** windows-1251: ASCII as is, А..я at 0xC0..0xFF, the rest of the upper half by the table above. */
export function encodeWindows1251(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const punctuation = UPPER_PUNCTUATION.indexOf(text[i]!);
    if (code < 0x80) bytes[i] = code;
    else if (code >= 0x410 && code <= 0x44f) bytes[i] = code - 0x410 + 0xc0;
    else if (punctuation >= 0 && code !== 0xfffd) bytes[i] = 0x80 + punctuation;
    else throw new Error(`No windows-1251 byte for U+${code.toString(16)}`);
  }
  return bytes;
}

export interface SampleTaxpayer {
  name: string;
  inn: string;
  kpp: string | null;
}

/**
 * How a program writes the file. ВерсПрог strings as the programs put them in real files: 1C's
 * «1С:БУХГАЛТЕРИЯ 3.0.…» (seen in public 1C exports), the authority's free «Налогоплательщик ЮЛ 4.90»;
 * Контур.Экстерн and СБИС write their product names. 1C puts xmlns:xsi first and indents with tabs.
 */
export type SampleVendor = '1C' | 'KONTUR' | 'SBIS' | 'FNS';

const VENDORS: Record<SampleVendor, { program: string; newline: string; indent: string; xsiFirst: boolean }> =
  {
    '1C': { program: '1С:БУХГАЛТЕРИЯ 3.0.180.21', newline: '\r\n', indent: '\t', xsiFirst: true },
    KONTUR: { program: 'Контур.Экстерн', newline: '\r\n', indent: '  ', xsiFirst: false },
    SBIS: { program: 'СБиС3', newline: '\n', indent: '', xsiFirst: false },
    FNS: { program: 'Налогоплательщик ЮЛ 4.90', newline: '\r\n', indent: ' ', xsiFirst: false },
  };

/** Format versions of the editions the samples write. */
const FORMAT_VERSION: Record<TaxReportForm, string> = {
  NO_NDS: '5.08',
  NO_PRIB: '5.08',
  NO_USN: '5.08',
  NO_ESHN: '5.07',
  NO_BUCHOTCH: '5.05',
  NO_BOUPR: '5.05',
};

const REPORT_NAMES: Record<TaxReportForm, string> = {
  NO_NDS: 'Налоговая декларация по налогу на добавленную стоимость',
  NO_PRIB: 'Налоговая декларация по налогу на прибыль организаций',
  NO_USN:
    'Налоговая декларация по налогу, уплачиваемому в связи с применением упрощенной системы налогообложения',
  NO_ESHN: 'Налоговая декларация по единому сельскохозяйственному налогу',
  NO_BUCHOTCH: 'Бухгалтерская (финансовая) отчетность',
  NO_BOUPR: 'Упрощенная бухгалтерская (финансовая) отчетность',
};

export interface SampleReport {
  form: TaxReportForm;
  taxpayer: SampleTaxpayer;
  year: number;
  periodCode: string;
  /** Overrides of the valid figures (to break a control ratio), by the attribute names of the form. */
  figures?: Record<string, string>;
  /** Defaults to a name built by the authority's convention. */
  fileId?: string;
  /** Replace the form's body with something else (to break the structure). */
  brokenBody?: boolean;
  /** VAT: the rate whose edition the return is written in; defaults to the rate of its period. */
  vatPercent?: number;
  vendor?: SampleVendor;
  /** НомКорр: 0 for the first return of the period. */
  correction?: number;
  /** УСН: 1 «доходы», 2 «доходы минус расходы». */
  usnObject?: 1 | 2;
}

type Attrs = Record<string, string | undefined>;
/** An element: name, attributes, children. */
type El = [string, Attrs, El[]?];

function vatBody(percent: number, o: Record<string, string>): El {
  const base = o.НалБаза ?? '1000000';
  const tax = o.СумНал ?? String((Number(base) * percent) / 100);
  const total = o.НалВосстОбщ ?? tax;
  const deductions = o.НалВычОбщ ?? '150000';
  const payable = o.НалПУ164 ?? String(Number(total) - Number(deductions));
  return [
    'НДС',
    {},
    [
      [
        'СумУплНП',
        { ОКТМО: '45382000', КБК: '18210301000011000110', 'СумПУ_173.1': o['СумПУ_173.1'] ?? payable },
      ],
      [
        'СумУпл164',
        { НалПУ164: payable },
        [
          ['СумНалОб', { НалВосстОбщ: total }, [[`РеалТов${percent}`, { НалБаза: base, СумНал: tax }]]],
          ['СумНалВыч', { НалПредНППриоб: deductions, НалВычОбщ: deductions }],
        ],
      ],
    ],
  ];
}

function profitBody(o: Record<string, string>): El {
  const f: Record<string, string | undefined> &
    Record<'ДохРеал' | 'ДохВнереал' | 'РасхУмРеал' | 'РасхВнереал' | 'Убытки', string> = {
    ДохРеал: '5000000',
    ДохВнереал: '200000',
    РасхУмРеал: '3000000',
    РасхВнереал: '200000',
    Убытки: '0',
    ...o,
  };
  const profit =
    f.ПрибУб ??
    String(
      Number(f.ДохРеал) +
        Number(f.ДохВнереал) -
        Number(f.РасхУмРеал) -
        Number(f.РасхВнереал) +
        Number(f.Убытки),
    );
  const base = f.НалБаза ?? profit;
  const baseForTax = f.НалБазаИсч ?? String(Math.max(0, Number(base)));
  const federal = f.НалИсчислФБ ?? String(Math.round((Number(baseForTax) * 8) / 100));
  const regional = f.НалИсчислСуб ?? String(Math.round((Number(baseForTax) * 17) / 100));
  const tax = f.НалИсчисл ?? String(Number(federal) + Number(regional));
  return [
    'Прибыль',
    {},
    [
      [
        'НалПУ',
        {},
        [
          [
            'НалПУАв',
            { ТипНП: '1', ОКТМО: '45382000' },
            [
              ['ФедБдж', { КБК: '18210101011011000110', НалПУ: federal }],
              ['СубБдж', { КБК: '18210101012021000110', НалПУ: regional }],
            ],
          ],
        ],
      ],
      [
        'РасчНал',
        {
          ТипНП: '1',
          ДохРеал: f.ДохРеал,
          ДохВнереал: f.ДохВнереал,
          РасхУмРеал: f.РасхУмРеал,
          РасхВнереал: f.РасхВнереал,
          Убытки: f.Убытки,
          ПрибУб: profit,
          ДохИсклПриб: '0',
          НалБаза: base,
          НалБазаИсч: baseForTax,
          СтавНалВсего: '25',
          СтавНалФБ: '8',
          СтавНалСуб: '17',
          НалИсчисл: tax,
          НалИсчислФБ: federal,
          НалИсчислСуб: regional,
        },
        [['ДохРеалВнеРеал', { ТипНП: '1' }, [['ДохРеал', { ВырРеалИтог: f.ДохРеал }]]]],
      ],
    ],
  ];
}

const sums = (year: string): Attrs => ({
  СумЗаКв: String(Math.round(Number(year) / 4)),
  СумЗаПг: String(Math.round(Number(year) / 2)),
  СумЗа9м: String(Math.round((Number(year) * 3) / 4)),
  СумЗаНалПер: year,
});

function usnBody(object: 1 | 2, o: Record<string, string>): El {
  const income = o.Доход ?? '2400000';
  const rate = o.Ставка ?? (object === 1 ? '6' : '15');
  if (object === 1) {
    const tax = o.НалИсчисл ?? String(Math.round((Number(income) * Number(rate)) / 100));
    return [
      'УСН',
      { ОбНал: o.ОбНал ?? '1' },
      [
        [
          'СумНалПУ_НП',
          {
            ОКТМО: '45382000',
            АвПУКв: '36000',
            АвПУУменПг: '36000',
            АвПУУмен9м: '36000',
            НалПУУменПер: '36000',
          },
          [
            [
              'РасчНал1',
              { ПризСтав: '1', ПризНП: '2' },
              [
                ['Доход', sums(income)],
                ['Ставка', { СтавкаКв: rate, СтавкаПг: rate, Ставка9м: rate, СтавкаНалПер: rate }],
                ['Исчисл', sums(tax)],
                ['УменНал', sums(o.УменНал ?? '0')],
              ],
            ],
          ],
        ],
      ],
    ];
  }
  const expenses = o.Расход ?? '1800000';
  const base = String(Number(income) - Number(expenses));
  const tax = o.НалИсчисл ?? String(Math.round((Math.max(0, Number(base)) * Number(rate)) / 100));
  return [
    'УСН',
    { ОбНал: '2' },
    [
      [
        'СумНалПУ_СмНП',
        { ОКТМО: '45382000', АвПУКв: '20000', НалПУУменПер: String(Number(tax) - 20000) },
        [
          [
            'РасчНал2',
            { ИсчислМин: String(Math.round(Number(income) / 100)) },
            [
              ['Доход', sums(income)],
              ['Расход', sums(expenses)],
              ['НалБазаУбыт', sums(o.НалБаза ?? base)],
              ['Ставка', { СтавкаКв: rate, СтавкаПг: rate, Ставка9м: rate, СтавкаНалПер: rate }],
              ['Исчисл', sums(tax)],
            ],
          ],
        ],
      ],
    ],
  ];
}

function eshnBody(o: Record<string, string>): El {
  const income = o.Доход ?? '3000000';
  const expenses = o.Расход ?? '2000000';
  const base = o.НалБаза ?? String(Math.max(0, Number(income) - Number(expenses)));
  const tax = o.НалИсчисл ?? String(Math.round((Number(base) * 6) / 100));
  return [
    'ЕСХН',
    {},
    [
      [
        'СумНалПУ',
        { ОКТМО: '45382000', КБК: '18210503010011000110', АвПУ: '20000', НалПУ: String(Number(tax) - 20000) },
      ],
      [
        'РасчНал',
        {
          СумДоход: income,
          СумРасход: expenses,
          НалБаза: base,
          СумУбытУмен: '0',
          НалСтав: '6',
          СумНалИсчисл: tax,
        },
      ],
    ],
  ];
}

/** Statements in thousands of roubles (ОКЕИ 384): overrides are in roubles, as the cabinet keeps them. */
function statementsBody(full: boolean, o: Record<string, string>): El[] {
  const k = (roubles: string) => String(Math.round(Number(roubles) / 1000));
  const assets = k(o.Актив ?? (full ? '12500000' : '2100000'));
  const liabilities = k(o.Пассив ?? (full ? '12500000' : '2100000'));
  const equity = k(o.КапРез ?? (full ? '4700000' : '900000'));
  const col = (now: string, before?: string): Attrs => ({
    СумОтч: now,
    СумПрдщ: before ?? now,
    СумПрдшв: before ?? now,
  });
  const fin = (now: string): Attrs => ({ СумОтч: now, СумПред: now });
  const nonCurrent = String(Math.round(Number(assets) * 0.4));
  const current = String(Number(assets) - Number(nonCurrent));
  const debt = String(Number(liabilities) - Number(equity));
  return [
    [
      'Баланс',
      { ОКУД: '0710001' },
      [
        [
          'Актив',
          col(assets),
          full
            ? [
                ['ВнеОбА', col(nonCurrent), [['ОснСр', col(nonCurrent)]]],
                ['ОбА', col(current), [['Запасы', col(current)]]],
              ]
            : [['ДенежнСр', col(assets)]],
        ],
        [
          'Пассив',
          col(liabilities),
          full
            ? [
                [
                  'КапРез',
                  col(equity),
                  [
                    ['УставКапитал', col('10')],
                    ['НераспПриб', col(String(Number(equity) - 10))],
                  ],
                ],
                ['КраткосрОбяз', col(debt), [['КредитЗадолж', col(debt)]]],
              ]
            : [
                ['КапРез', col(equity)],
                ['КредитЗадолж', col(debt)],
              ],
        ],
      ],
    ],
    [
      'ФинРез',
      { ОКУД: '0710002' },
      [
        ['Выруч', fin(k(o.Выруч ?? (full ? '48000000' : '7300000')))],
        ['ЧистПрибУб', fin(k(o.ЧистПрибУб ?? (full ? '3100000' : '640000')))],
      ],
    ],
  ];
}

function bodyOf(sample: SampleReport, percent: number): El[] {
  const o = sample.figures ?? {};
  switch (sample.form) {
    case 'NO_NDS':
      return [vatBody(percent, o)];
    case 'NO_PRIB':
      return [profitBody(o)];
    case 'NO_USN':
      return [usnBody(sample.usnObject ?? 1, o)];
    case 'NO_ESHN':
      return [eshnBody(o)];
    case 'NO_BUCHOTCH':
      return statementsBody(true, o);
    case 'NO_BOUPR':
      return statementsBody(false, o);
  }
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function render(el: El, vendor: SampleVendor, depth: number): string {
  const { newline, indent } = VENDORS[vendor];
  const [name, attrs, children = []] = el;
  const pad = indent.repeat(depth);
  const a = Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, val]) => ` ${k}="${escape(val)}"`)
    .join('');
  if (children.length === 0) return `${pad}<${name}${a}/>`;
  // СБИС writes the file on one line; the others one element a line, indented.
  const sep = indent ? newline : '';
  const inner = children.map((c) => render(c, vendor, depth + 1)).join(sep);
  return `${pad}<${name}${a}>${sep}${inner}${sep}${pad}</${name}>`;
}

/** The whole file: declaration, Файл with the vendor's attribute order, the body. */
function fileText(vendor: SampleVendor, fileAttrs: Attrs, document: El): string {
  const { newline, xsiFirst, program } = VENDORS[vendor];
  const xsi = { 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance' };
  const head = { ИдФайл: fileAttrs.ИдФайл, ВерсПрог: program, ВерсФорм: fileAttrs.ВерсФорм };
  const ordered: Attrs = xsiFirst ? { ...xsi, ...head, ...fileAttrs } : { ...head, ...fileAttrs, ...xsi };
  return `<?xml version="1.0" encoding="windows-1251"?>${newline}${render(['Файл', ordered, [document]], vendor, 0)}${newline}`;
}

function taxpayerEl(taxpayer: SampleTaxpayer, okved = true): El {
  if (taxpayer.kpp !== null) {
    return [
      'СвНП',
      okved ? { ОКВЭД: '46.71', Тлф: '+74951234567' } : {},
      [['НПЮЛ', { НаимОрг: taxpayer.name, ИННЮЛ: taxpayer.inn, КПП: taxpayer.kpp }]],
    ];
  }
  const [last = 'Иванов', first = 'Иван', middle] = taxpayer.name.replace(/^ИП\s+/, '').split(/\s+/);
  return [
    'СвНП',
    okved ? { ОКВЭД: '43.21' } : {},
    [['НПФЛ', { ИННФЛ: taxpayer.inn }, [['ФИО', { Фамилия: last, Имя: first, Отчество: middle }]]]],
  ];
}

/** The authority's file name: form, receiver, sender, taxpayer, date, a GUID. */
export function reportFileId(
  form: TaxReportForm,
  taxpayer: SampleTaxpayer,
  year: number,
  serial = 1,
): string {
  const office = taxpayer.inn.slice(0, 4);
  const guid = `5B1A6C2E-0D3F-4A7B-9C1D-${String(year).padStart(4, '0')}${String(serial).padStart(8, '0')}`;
  // The authority names the full statements NO_BUHOTCH (the spec's NO_BUCHOTCH is accepted too).
  const prefix = form === 'NO_BUCHOTCH' ? 'NO_BUHOTCH' : form;
  return `${prefix}_${office}_${office}_${taxpayer.inn}${taxpayer.kpp ?? ''}_${year + 1}0125_${guid}`;
}

/** The text of a report (for corpus variants that change bytes: UTF-8, cut off). */
export function sampleReportText(sample: SampleReport): { name: string; text: string } {
  const vendor = sample.vendor ?? 'FNS';
  const fileId = sample.fileId ?? reportFileId(sample.form, sample.taxpayer, sample.year);
  const quarter = TAX_FORMS[sample.form].periods[sample.periodCode] ?? null;
  const percent = sample.vatPercent ?? vatPercentOn(periodStart({ year: sample.year, quarter }));
  const statements = sample.form === 'NO_BUCHOTCH' || sample.form === 'NO_BOUPR';
  const body: El[] = sample.brokenBody ? [['Раздел1', { Сумма: 'много' }]] : bodyOf(sample, percent);
  const document: El = [
    'Документ',
    {
      КНД: TAX_FORMS[sample.form].knd,
      ДатаДок: `25.01.${sample.year + 1}`,
      Период: sample.periodCode,
      ОтчетГод: String(sample.year),
      КодНО: sample.taxpayer.inn.slice(0, 4),
      НомКорр: String(sample.correction ?? 0),
      ПоМесту: statements ? undefined : sample.taxpayer.kpp === null ? '120' : '214',
      ОКЕИ: statements ? '384' : undefined,
    },
    [
      taxpayerEl(sample.taxpayer, !statements),
      ['Подписант', { ПрПодп: '1' }, [['ФИО', { Фамилия: 'Петров', Имя: 'Пётр', Отчество: 'Петрович' }]]],
      ...body,
    ],
  ];
  const fileAttrs: Attrs = { ИдФайл: fileId, ВерсФорм: FORMAT_VERSION[sample.form] };
  if (sample.form === 'NO_NDS')
    Object.assign(fileAttrs, {
      'ПризнНал8-12': '1',
      ПризнНал8: '1',
      ПризнНал81: '0',
      ПризнНал9: '1',
      ПризнНал91: '0',
      ПризнНал10: '0',
      ПризнНал11: '0',
      ПризнНал12: '0',
    });
  return { name: `${fileId}.xml`, text: fileText(vendor, fileAttrs, document) };
}

export function sampleReport(sample: SampleReport): { name: string; bytes: Uint8Array } {
  const { name, text } = sampleReportText(sample);
  return { name, bytes: encodeWindows1251(text) };
}

/** What a receipt states of the report it accepted (КНД, period, year, correction). */
export interface AnswerFacts {
  form: TaxReportForm;
  periodCode: string;
  year: number;
  correction?: number;
}

/**
 * The receipt (KV_, КНД 1166002) or the notice of entry (IZ_, КНД 1166007) answering the report
 * `processedFileId`, in the shape of the authority's receipt (see forms.ts).
 */
export function sampleAnswerText(
  kind: 'RECEIPT' | 'NOTICE',
  taxpayer: SampleTaxpayer,
  processedFileId: string,
  facts?: AnswerFacts,
): { name: string; text: string } {
  const prefix = kind === 'RECEIPT' ? 'KV_' : 'IZ_';
  const fileId = `${prefix}${processedFileId}`;
  // Sent on the day its file name gives (as the authority names files: …_YYYYMMDD_GUID) and answered the day
  // after, so that a reviewer reads one filing, not a receipt a year after its report.
  const named = /_(\d{4})(\d{2})(\d{2})_[0-9A-F-]+$/i.exec(processedFileId);
  const sent = named
    ? Date.UTC(Number(named[1]), Number(named[2]) - 1, Number(named[3]))
    : Date.UTC((facts?.year ?? 2025) + 1, 0, 25); // a name without a date: the demo year's filing day
  const day = (after: number) =>
    new Date(sent + after * DAY_MS).toISOString().slice(0, 10).split('-').reverse().join('.');
  const office = taxpayer.inn.slice(0, 4);
  const about: Attrs = facts
    ? {
        НаимОтч: REPORT_NAMES[facts.form],
        КНД: TAX_FORMS[facts.form].knd,
        НомКорр: String(facts.correction ?? 0),
        Период: facts.periodCode,
        ОтчетГод: String(facts.year),
      }
    : {};
  const body: El =
    kind === 'RECEIPT'
      ? [
          'СвКвит',
          {
            ИмяОбрабФайла: processedFileId,
            ДатаПредст: day(0),
            ВремПредст: '10.15.02',
            ...about,
            ДатаПост: day(0),
            ДатаПрин: day(1),
            РегНом: '00000000001234567890',
          },
        ]
      : ['СвИзвещВ', { ИмяОбрабФайла: processedFileId, ДатаПредст: day(0), ...about, ДатаВвода: day(2) }];
  const document: El = [
    'Документ',
    {
      КНД: kind === 'RECEIPT' ? RECEIPT_KND : NOTICE_KND,
      ДатаДок: day(1),
      НаимНОПодт: `ИФНС России № ${office.slice(2)} по г. Москве`,
      КодНОПодт: office,
    },
    [
      taxpayerEl(taxpayer, false),
      body,
      ['СвНалОргПост', { КодНО: office, НаимНО: `ИФНС России № ${office.slice(2)} по г. Москве` }],
    ],
  ];
  const text = `<?xml version="1.0" encoding="windows-1251"?>\r\n${render(['Файл', { ИдФайл: fileId, ВерсПрог: 'АИС Налог-3 ПРОМ', ВерсФорм: '5.04' }, [document]], 'FNS', 0)}\r\n`;
  return { name: `${fileId}.xml`, text };
}

export function sampleAnswer(
  kind: 'RECEIPT' | 'NOTICE',
  taxpayer: SampleTaxpayer,
  processedFileId: string,
  facts?: AnswerFacts,
): { name: string; bytes: Uint8Array } {
  const { name, text } = sampleAnswerText(kind, taxpayer, processedFileId, facts);
  return { name, bytes: encodeWindows1251(text) };
}
