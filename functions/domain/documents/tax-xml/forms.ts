import type { ReportingQuarter, TaxReportForm } from '@shared/constants/documents';
import { VAT_RATES, vatPercentOn } from '@shared/constants/vat';
import type { ElementSpec } from './xsd';

/**
 * The tax authority's report forms the cabinet reads (03 §5), reduced to the elements it checks:
 * the common header (file, document, taxpayer, signer) and each form's figures. Element and
 * attribute names follow the authority's formats, so real files of these forms keep their shape.
 */
export type Figures = Readonly<Record<string, number>>;

/** A control ratio over a report's figures: whether it holds, and how it reads with this report's figures. */
export interface ControlRatio {
  holds: (f: Figures) => boolean;
  /** The ratio in the authority's element names with the file's figures, named in the refusal. */
  formula: (f: Figures) => string;
}

/** The shape a form has for a period: the VAT return's base element follows the rate in force then. */
export interface FormEdition {
  /** Distinguishes the editions of one form (the schema is compiled once per edition). */
  key: string;
  /** The element that tells this edition from another: named when a file is of another edition. */
  marker: string;
  /** The form-specific element under Документ. */
  body: ElementSpec;
  /** Key figures: name → attribute path under Документ. */
  figures: Readonly<Record<string, readonly string[]>>;
  ratios: readonly ControlRatio[];
}

export interface ReportPeriod {
  year: number;
  /** null for a yearly report. */
  quarter: ReportingQuarter | null;
}

export interface FormDefinition {
  /** The form's code in the authority's classifier (КНД). */
  knd: string;
  /** Period code (Период) → the reporting quarter of 03 §5 (4 = the year). */
  periods: Readonly<Record<string, ReportingQuarter>>;
  /** Every edition the cabinet knows of this form. */
  editions: readonly FormEdition[];
  /** The edition the authority prescribes for the period. */
  edition: (period: ReportPeriod) => FormEdition;
}

const money = ['decimal', true] as const;
const optionalMoney = ['decimal', false] as const;

const near = (a: number, b: number) => Math.abs(a - b) <= 1;
const percentOf = (base: number, ratePercent: number) => Math.round((base * ratePercent) / 100);

/** Tax equals base × rate, to the rouble: the authorities round each amount to whole roubles. */
function taxRatio(
  names: { tax: string; base: string; rate: string },
  read: (f: Figures) => { tax: number; base: number; rate: number },
): ControlRatio {
  return {
    holds: (f) => {
      const { tax, base, rate } = read(f);
      return near(percentOf(base, rate), tax);
    },
    formula: (f) => {
      const { tax, base, rate } = read(f);
      return `${names.tax} = ${names.base} × ${names.rate}: ${tax} ≠ ${base} × ${rate} % = ${percentOf(base, rate)}`;
    },
  };
}

/** `left` equals an expression of other figures, to the rouble. */
function equalRatio(
  names: { left: string; right: string },
  read: (f: Figures) => { left: number; right: number; shown?: string },
): ControlRatio {
  return {
    holds: (f) => {
      const { left, right } = read(f);
      return near(left, right);
    },
    formula: (f) => {
      const { left, right, shown } = read(f);
      return `${names.left} = ${names.right}: ${left} ≠ ${shown ? `${shown} = ` : ''}${right}`;
    },
  };
}

/** A difference that cannot go below zero (a loss gives a zero base), as the forms compute it. */
const baseOf = (income: number, expenses: number) => ({
  right: Math.max(0, income - expenses),
  shown: `${income} − ${expenses}`,
});

/** A form with a single edition. */
function singleEdition(key: string, edition: Omit<FormEdition, 'key' | 'marker'>) {
  const only: FormEdition = { key, marker: edition.body.name, ...edition };
  return { editions: [only], edition: () => only };
}

/** USN object 1 taxes income; object 2 taxes income less expenses: each ratio binds its own object. */
function usnRatio(object: 1 | 2, baseName: string, base: (f: Figures) => number): ControlRatio {
  const ratio = taxRatio({ tax: 'НалИсчисл', base: baseName, rate: 'Ставка %' }, (f) => ({
    tax: f.tax!,
    base: base(f),
    rate: f.rate!,
  }));
  return { holds: (f) => f.object !== object || ratio.holds(f), formula: ratio.formula };
}

const QUARTERS = { '21': 1, '22': 2, '23': 3, '24': 4 } as const;
const CUMULATIVE = { '21': 1, '31': 2, '33': 3, '34': 4 } as const;
const YEAR = { '34': 4 } as const;

/** The first day of a reporting period: a VAT return is checked at the rate in force that day. */
export const periodStart = ({ year, quarter }: ReportPeriod): string =>
  `${year}-${String(((quarter ?? 1) - 1) * 3 + 1).padStart(2, '0')}-01`;

/**
 * The VAT return (КНД 1151001) of a period taxed at `percent`: section 3 line 010 reports the base and
 * the tax at the general rate in РеалТов{rate}. From Q1 2026 the authority's edition (order of the FNS
 * of 18.12.2025 No. ЕД-7-3/1227@) reports the 22 % base in РеалТов22.
 */
function vatEdition(percent: number): FormEdition {
  const base = `РеалТов${percent}`;
  return {
    key: `NO_NDS:${percent}`,
    marker: base,
    body: {
      name: 'НДС',
      children: [
        {
          name: 'СумУпл164',
          attrs: { НалПУ164: money },
          children: [
            {
              name: 'СумНалОб',
              attrs: { НалВосстОбщ: money },
              children: [{ name: base, attrs: { НалБаза: money, СумНал: money } }],
            },
            { name: 'СумНалВыч', attrs: { НалВычОбщ: money } },
          ],
        },
      ],
    },
    figures: {
      taxBase: ['НДС', 'СумУпл164', 'СумНалОб', base, 'НалБаза'],
      taxOnBase: ['НДС', 'СумУпл164', 'СумНалОб', base, 'СумНал'],
      taxTotal: ['НДС', 'СумУпл164', 'СумНалОб', 'НалВосстОбщ'],
      deductions: ['НДС', 'СумУпл164', 'СумНалВыч', 'НалВычОбщ'],
      payable: ['НДС', 'СумУпл164', 'НалПУ164'],
    },
    ratios: [
      taxRatio({ tax: `${base}/СумНал`, base: `${base}/НалБаза`, rate: `${percent} %` }, (f) => ({
        tax: f.taxOnBase!,
        base: f.taxBase!,
        rate: percent,
      })),
      {
        holds: (f) => f.taxTotal! + 1 >= f.taxOnBase!,
        formula: (f) => `НалВосстОбщ ≥ ${base}/СумНал: ${f.taxTotal} < ${f.taxOnBase}`,
      },
      equalRatio({ left: 'НалПУ164', right: 'НалВосстОбщ − НалВычОбщ' }, (f) => ({
        left: f.payable!,
        right: f.taxTotal! - f.deductions!,
        shown: `${f.taxTotal} − ${f.deductions}`,
      })),
    ],
  };
}

const VAT_EDITIONS = VAT_RATES.map((rate) => vatEdition(rate.percent));

const balanceEdition = (key: string) =>
  singleEdition(key, {
    body: {
      name: 'БухОтч',
      children: [
        // КапРез: line 1300, capital and reserves (net assets for the risk profile); optional in older files.
        { name: 'Баланс', attrs: { Актив: money, Пассив: money, КапРез: optionalMoney } },
        { name: 'ФинРез', attrs: { Выруч: money, ЧистПрибУб: money } },
      ],
    },
    figures: {
      assets: ['БухОтч', 'Баланс', 'Актив'],
      liabilities: ['БухОтч', 'Баланс', 'Пассив'],
      equity: ['БухОтч', 'Баланс', 'КапРез'],
      revenue: ['БухОтч', 'ФинРез', 'Выруч'],
      netProfit: ['БухОтч', 'ФинРез', 'ЧистПрибУб'],
    },
    // The balance sheet balances: total assets equal total liabilities and equity.
    ratios: [
      equalRatio({ left: 'Актив', right: 'Пассив' }, (f) => ({ left: f.assets!, right: f.liabilities! })),
    ],
  });

export const TAX_FORMS: Readonly<Record<TaxReportForm, FormDefinition>> = {
  NO_NDS: {
    knd: '1151001',
    periods: QUARTERS,
    editions: VAT_EDITIONS,
    edition: (period) => {
      const percent = vatPercentOn(periodStart(period));
      return VAT_EDITIONS.find((e) => e.key === `NO_NDS:${percent}`)!;
    },
  },
  NO_PRIB: {
    knd: '1151006',
    periods: CUMULATIVE,
    ...singleEdition('NO_PRIB', {
      body: {
        name: 'Прибыль',
        children: [
          {
            name: 'РасчНал',
            attrs: {
              ДоходРеал: money,
              РасхУмРеал: money,
              НалБаза: money,
              СтавНалВсего: money,
              НалИсчисл: money,
            },
          },
        ],
      },
      figures: {
        income: ['Прибыль', 'РасчНал', 'ДоходРеал'],
        expenses: ['Прибыль', 'РасчНал', 'РасхУмРеал'],
        taxBase: ['Прибыль', 'РасчНал', 'НалБаза'],
        rate: ['Прибыль', 'РасчНал', 'СтавНалВсего'],
        tax: ['Прибыль', 'РасчНал', 'НалИсчисл'],
      },
      ratios: [
        equalRatio({ left: 'НалБаза', right: 'ДоходРеал − РасхУмРеал' }, (f) => ({
          left: f.taxBase!,
          ...baseOf(f.income!, f.expenses!),
        })),
        taxRatio({ tax: 'НалИсчисл', base: 'НалБаза', rate: 'СтавНалВсего %' }, (f) => ({
          tax: f.tax!,
          base: f.taxBase!,
          rate: f.rate!,
        })),
      ],
    }),
  },
  NO_USN: {
    knd: '1152017',
    periods: YEAR,
    ...singleEdition('NO_USN', {
      body: {
        name: 'УСН',
        children: [
          {
            name: 'РасчНал',
            attrs: {
              ОбНал: ['integer', true],
              Доход: money,
              Расход: optionalMoney,
              Ставка: money,
              НалИсчисл: money,
            },
          },
        ],
      },
      figures: {
        object: ['УСН', 'РасчНал', 'ОбНал'],
        income: ['УСН', 'РасчНал', 'Доход'],
        expenses: ['УСН', 'РасчНал', 'Расход'],
        rate: ['УСН', 'РасчНал', 'Ставка'],
        tax: ['УСН', 'РасчНал', 'НалИсчисл'],
      },
      ratios: [
        usnRatio(1, 'Доход', (f) => f.income!),
        usnRatio(2, '(Доход − Расход)', (f) => Math.max(0, f.income! - (f.expenses ?? 0))),
      ],
    }),
  },
  NO_ESHN: {
    knd: '1151059',
    periods: YEAR,
    ...singleEdition('NO_ESHN', {
      body: {
        name: 'ЕСХН',
        children: [
          {
            name: 'РасчНал',
            attrs: { Доход: money, Расход: money, НалБаза: money, Ставка: money, НалИсчисл: money },
          },
        ],
      },
      figures: {
        income: ['ЕСХН', 'РасчНал', 'Доход'],
        expenses: ['ЕСХН', 'РасчНал', 'Расход'],
        taxBase: ['ЕСХН', 'РасчНал', 'НалБаза'],
        rate: ['ЕСХН', 'РасчНал', 'Ставка'],
        tax: ['ЕСХН', 'РасчНал', 'НалИсчисл'],
      },
      ratios: [
        equalRatio({ left: 'НалБаза', right: 'Доход − Расход' }, (f) => ({
          left: f.taxBase!,
          ...baseOf(f.income!, f.expenses!),
        })),
        taxRatio({ tax: 'НалИсчисл', base: 'НалБаза', rate: 'Ставка %' }, (f) => ({
          tax: f.tax!,
          base: f.taxBase!,
          rate: f.rate!,
        })),
      ],
    }),
  },
  NO_BUCHOTCH: { knd: '0710099', periods: YEAR, ...balanceEdition('NO_BUCHOTCH') },
  NO_BOUPR: { knd: '0710096', periods: YEAR, ...balanceEdition('NO_BOUPR') },
};

/** Receipt of acceptance (KV_) and notice of entry (IZ_): they name the report file they answer. */
export const RECEIPT_KND = '1166002';
export const NOTICE_KND = '1166007';

const fio: ElementSpec = {
  name: 'ФИО',
  attrs: { Фамилия: ['string', true], Имя: ['string', true], Отчество: ['string', false] },
};

const taxpayer: ElementSpec = {
  name: 'СвНП',
  choice: [
    { name: 'НПЮЛ', attrs: { НаимОрг: ['string', true], ИННЮЛ: ['innUl', true], КПП: ['kpp', true] } },
    { name: 'НПФЛ', attrs: { ИННФЛ: ['innFl', true] }, children: [fio] },
  ],
};

const fileAttrs = {
  ИдФайл: ['string', true],
  ВерсПрог: ['string', true],
  ВерсФорм: ['string', true],
} as const;

/** The whole report: file, document header, taxpayer, signer and the body of the form's edition. */
export function reportSchemaRoot(edition: FormEdition): ElementSpec {
  return {
    name: 'Файл',
    attrs: fileAttrs,
    children: [
      {
        name: 'Документ',
        attrs: {
          КНД: ['string', true],
          ДатаДок: ['date', true],
          Период: ['code2', true],
          ОтчетГод: ['year', true],
          КодНО: ['string', true],
        },
        children: [
          taxpayer,
          { name: 'Подписант', attrs: { ПрПодп: ['integer', true] }, children: [fio] },
          edition.body,
        ],
      },
    ],
  };
}

/** A receipt or a notice: the taxpayer and the name of the processed report file. */
export function answerSchemaRoot(): ElementSpec {
  return {
    name: 'Файл',
    attrs: fileAttrs,
    children: [
      {
        name: 'Документ',
        attrs: { КНД: ['string', true], ДатаДок: ['date', true] },
        children: [
          taxpayer,
          {
            name: 'СвКвит',
            attrs: {
              ИмяОбрабФайла: ['string', true],
              ДатаПрием: ['date', true],
              РегНомДок: ['string', false],
            },
          },
        ],
      },
    ],
  };
}
