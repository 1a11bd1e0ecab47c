import type { ReportingQuarter, TaxReportForm } from '@shared/constants/documents';
import type { ElementSpec } from './xsd';

/**
 * The tax authority's report forms the cabinet reads (03 §5), reduced to the elements it checks:
 * the common header (file, document, taxpayer, signer) and each form's figures. Element and
 * attribute names follow the authority's formats, so real files of these forms keep their shape.
 */
export interface FormDefinition {
  /** The form's code in the authority's classifier (КНД). */
  knd: string;
  /** The form-specific element under Документ. */
  body: ElementSpec;
  /** Period code (Период) → the reporting quarter of 03 §5 (4 = the year). */
  periods: Readonly<Record<string, ReportingQuarter>>;
  /** Key figures: name → attribute path under Документ. */
  figures: Readonly<Record<string, readonly string[]>>;
  /** Control ratios over the figures: each returns true when the ratio holds. */
  ratios: readonly ((f: Readonly<Record<string, number>>) => boolean)[];
}

const money = ['decimal', true] as const;
const optionalMoney = ['decimal', false] as const;

/** Tax equals base × rate, to the rouble: the authorities round each amount to whole roubles. */
const taxOf = (base: number, ratePercent: number, tax: number) =>
  Math.abs(Math.round((base * ratePercent) / 100) - tax) <= 1;
const equal = (a: number, b: number) => Math.abs(a - b) <= 1;

const QUARTERS = { '21': 1, '22': 2, '23': 3, '24': 4 } as const;
const CUMULATIVE = { '21': 1, '31': 2, '33': 3, '34': 4 } as const;
const YEAR = { '34': 4 } as const;

const balanceBody = (): ElementSpec => ({
  name: 'БухОтч',
  children: [
    { name: 'Баланс', attrs: { Актив: money, Пассив: money } },
    { name: 'ФинРез', attrs: { Выруч: money, ЧистПрибУб: money } },
  ],
});
const balanceFigures = {
  assets: ['БухОтч', 'Баланс', 'Актив'],
  liabilities: ['БухОтч', 'Баланс', 'Пассив'],
  revenue: ['БухОтч', 'ФинРез', 'Выруч'],
  netProfit: ['БухОтч', 'ФинРез', 'ЧистПрибУб'],
} as const;

export const TAX_FORMS: Readonly<Record<TaxReportForm, FormDefinition>> = {
  NO_NDS: {
    knd: '1151001',
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
              children: [{ name: 'РеалТов20', attrs: { НалБаза: money, СумНал: money } }],
            },
            { name: 'СумНалВыч', attrs: { НалВычОбщ: money } },
          ],
        },
      ],
    },
    periods: QUARTERS,
    figures: {
      taxBase: ['НДС', 'СумУпл164', 'СумНалОб', 'РеалТов20', 'НалБаза'],
      taxOnBase: ['НДС', 'СумУпл164', 'СумНалОб', 'РеалТов20', 'СумНал'],
      taxTotal: ['НДС', 'СумУпл164', 'СумНалОб', 'НалВосстОбщ'],
      deductions: ['НДС', 'СумУпл164', 'СумНалВыч', 'НалВычОбщ'],
      payable: ['НДС', 'СумУпл164', 'НалПУ164'],
    },
    ratios: [
      (f) => taxOf(f.taxBase!, 20, f.taxOnBase!),
      (f) => f.taxTotal! + 1 >= f.taxOnBase!,
      (f) => equal(f.payable!, f.taxTotal! - f.deductions!),
    ],
  },
  NO_PRIB: {
    knd: '1151006',
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
    periods: CUMULATIVE,
    figures: {
      income: ['Прибыль', 'РасчНал', 'ДоходРеал'],
      expenses: ['Прибыль', 'РасчНал', 'РасхУмРеал'],
      taxBase: ['Прибыль', 'РасчНал', 'НалБаза'],
      rate: ['Прибыль', 'РасчНал', 'СтавНалВсего'],
      tax: ['Прибыль', 'РасчНал', 'НалИсчисл'],
    },
    ratios: [
      (f) => equal(f.taxBase!, Math.max(0, f.income! - f.expenses!)),
      (f) => taxOf(f.taxBase!, f.rate!, f.tax!),
    ],
  },
  NO_USN: {
    knd: '1152017',
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
    periods: YEAR,
    figures: {
      object: ['УСН', 'РасчНал', 'ОбНал'],
      income: ['УСН', 'РасчНал', 'Доход'],
      expenses: ['УСН', 'РасчНал', 'Расход'],
      rate: ['УСН', 'РасчНал', 'Ставка'],
      tax: ['УСН', 'РасчНал', 'НалИсчисл'],
    },
    // Object 1 taxes income; object 2 taxes income less expenses.
    ratios: [
      (f) => taxOf(f.object === 1 ? f.income! : Math.max(0, f.income! - (f.expenses ?? 0)), f.rate!, f.tax!),
    ],
  },
  NO_ESHN: {
    knd: '1151059',
    body: {
      name: 'ЕСХН',
      children: [
        {
          name: 'РасчНал',
          attrs: { Доход: money, Расход: money, НалБаза: money, Ставка: money, НалИсчисл: money },
        },
      ],
    },
    periods: YEAR,
    figures: {
      income: ['ЕСХН', 'РасчНал', 'Доход'],
      expenses: ['ЕСХН', 'РасчНал', 'Расход'],
      taxBase: ['ЕСХН', 'РасчНал', 'НалБаза'],
      rate: ['ЕСХН', 'РасчНал', 'Ставка'],
      tax: ['ЕСХН', 'РасчНал', 'НалИсчисл'],
    },
    ratios: [
      (f) => equal(f.taxBase!, Math.max(0, f.income! - f.expenses!)),
      (f) => taxOf(f.taxBase!, f.rate!, f.tax!),
    ],
  },
  NO_BUCHOTCH: {
    knd: '0710099',
    body: balanceBody(),
    periods: YEAR,
    figures: balanceFigures,
    // The balance sheet balances: total assets equal total liabilities and equity.
    ratios: [(f) => equal(f.assets!, f.liabilities!)],
  },
  NO_BOUPR: {
    knd: '0710096',
    body: balanceBody(),
    periods: YEAR,
    figures: balanceFigures,
    ratios: [(f) => equal(f.assets!, f.liabilities!)],
  },
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

/** The whole report: file, document header, taxpayer, signer and the form's body. */
export function reportSchemaRoot(form: TaxReportForm): ElementSpec {
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
          TAX_FORMS[form].body,
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
