import type { ReportingQuarter, TaxReportForm } from '@shared/constants/documents';
import { VAT_RATES, vatPercentOn } from '@shared/constants/vat';

/**
 * The tax authority's report forms the cabinet reads (03 §5), described by what the cabinet reads of
 * them: the elements and attributes, their types, and the control ratios over the figures. Everything
 * else a real file carries (ОКВЭД, ПоМесту, ПризнНал8-12, section 1, the appendices) is tolerated, as
 * the authority's own schema tolerates a file that fills more of the form than we read.
 *
 * Where each shape was learned (public material, read with the code search of the project's sources):
 * - VAT 1151001, format 5.08 (order ЕД-7-3/591@ edition): public generators of the return that write
 *   `Файл@ПризнНал8-12`, `Документ@НомКорр/@ПоМесту`, `СвНП@ОКВЭД`, `НДС/СумУплНП@ОКТМО/@КБК/@СумПУ_173.1`,
 *   `НДС/СумУпл164@НалПУ164/СумНалОб@НалВосстОбщ/РеалТов20@НалБаза/@СумНал`, `СумНалВыч@НалВычОбщ`
 *   (a Groovy generator of a bank's tax-accounting system; a PHP template writing ВерсФорм 5.06; a Python
 *   reader of `Документ/НДС/СумУпл164/СумНалОб/РеалТов20`), and the XSLT print forms of the return
 *   (`СумНалОб/@НалВосстОбщ` is line 110 of section 3). The 2026 edition for the 22 % rate (order of the
 *   FNS of 18.12.2025 No. ЕД-7-3/1227@) reports the general-rate base in `РеалТов22`.
 * - Profit 1151006: the same generator family writes `Прибыль/НалПУ/НалПУАв` (section 1) and
 *   `Прибыль/РасчНал@ТипНП/@ДохРеал/@ДохВнереал/@РасхУмРеал/@РасхВнереал/@Убытки/@ПрибУб/@НалБаза/
 *   @НалБазаИсч/@СтавНалВсего/@НалИсчисл/@НалИсчислФБ/@НалИсчислСуб` (sheet 02, lines 010–200), with
 *   its comments naming the lines: ПрибУб (060) = 010 + 020 − 030 − 040 + 050, НалИсчисл (180) = 190 + 200.
 * - УСН 1152017, format 5.08: public generators (Python, TypeScript, a Rust serde model) write
 *   `УСН@ОбНал`, `УСН/СумНалПУ_НП/РасчНал1/Доход|Ставка|Исчисл|УменНал@СумЗаКв/@СумЗаПг/@СумЗа9м/
 *   @СумЗаНалПер` for «доходы» and `УСН/СумНалПУ_СмНП/РасчНал2@ИсчислМин/Доход|Расход|НалБазаУбыт|
 *   Ставка|Исчисл` for «доходы минус расходы»; 1C writes ВерсПрог «1С:БУХГАЛТЕРИЯ 3.0…».
 * - ЕСХН 1151059: the XSLT print form of the return: `ЕСХН/СумНалПУ@КБК/@АвПУ/@НалПУ` (section 1) and
 *   `ЕСХН/РасчНал@СумДоход/@СумРасход/@НалБаза/@СумУбытУмен/@СумНалИсчисл` (section 2, lines 010–050:
 *   030 = 010 − 020 when positive, 050 = (030 − 040) × rate / 100).
 * - Accounting statements 0710099 (full, file NO_BUHOTCH) and 0710096 (simplified, NO_BOUPR): public
 *   generators and readers write `Документ@ОКЕИ` (384 = thousands of roubles), `Баланс/Актив@СумОтч/
 *   @СумПрдщ/@СумПрдшв` with `ВнеОбА`, `ОбА`, `Пассив` with `КапРез`, `ДолгосрОбяз`, `КраткосрОбяз`, and
 *   `ФинРез/Выруч|ЧистПрибУб@СумОтч/@СумПред`; a public validator checks Баланс/Актив = Баланс/Пассив.
 * - Receipt 1166002: the XSLT rendering of «Квитанция о приеме налоговой декларации (расчета) в
 *   электронном виде»: `Документ@КНД='1166002'/СвНП/НПЮЛ|НПФЛ`, `СвКвит@ИмяОбрабФайла/@ДатаПредст/
 *   @НаимОтч/@КНД/@НомКорр/@Период/@ОтчетГод/@ДатаПост/@ДатаПрин/@РегНом`, `СвНалОргПост`.
 * - Notice of entry 1166007: public exchange code reads `СвИзвещВ@ИмяОбрабФайла` of IV_/IZ_ files.
 */
export type Figures = Readonly<Record<string, number | undefined>>;

/** The types of the authority's schemas for the values we read. */
export type AttrType =
  'string' | 'integer' | 'decimal' | 'innUl' | 'innFl' | 'kpp' | 'date' | 'year' | 'code2';

/** An element the cabinet reads (path under Документ) and its attributes: type, required. */
export interface ReadSpec {
  path: readonly string[];
  attrs: Readonly<Record<string, readonly [AttrType, boolean]>>;
  /** The element itself may be absent (then its attributes are not read). */
  optional?: boolean;
}

/** A control ratio over a report's figures: whether it holds, and how it reads with this report's figures. */
export interface ControlRatio {
  /** true when the ratio holds or the figures it binds are absent from the file. */
  holds: (f: Figures) => boolean;
  /** The ratio in the authority's element names with the file's figures, named in the refusal. */
  formula: (f: Figures) => string;
}

export interface ReportPeriod {
  year: number;
  /** null for a yearly report. */
  quarter: ReportingQuarter | null;
}

/** What a form asks of a file: the elements read, where each figure is, the ratios. */
export interface FormLayout {
  reads: readonly ReadSpec[];
  /** Figure name → element path under Документ and attribute. */
  figures: Readonly<Record<string, readonly [readonly string[], string]>>;
  ratios: readonly ControlRatio[];
  /** Multiplies money figures (statements in thousands of roubles, ОКЕИ 384). */
  scale?: number;
}

/** A parsed element: attributes under `@name`, children by name (first of repeated ones). */
export type XmlNode = Record<string, unknown>;

export interface FormDefinition {
  /** The form's code in the authority's classifier (КНД). */
  knd: string;
  /** File name prefixes: the authority's and the spellings the spec uses. */
  prefixes: readonly string[];
  /** Period code (Период) → the reporting quarter of 03 §5 (4 = the year). */
  periods: Readonly<Record<string, ReportingQuarter>>;
  /** Whether the period's figures are cumulative from the start of the year (profit tax) or one quarter (VAT). */
  cumulative: boolean;
  /** What the cabinet reads of a file of `period` (the layout may depend on the file: the УСН object). */
  layout: (period: ReportPeriod, document: XmlNode) => FormLayout;
  /** VAT: the element of the period's rate, and the elements of the other rates (an edition mistake). */
  edition?: (period: ReportPeriod) => { expected: string; others: readonly string[] };
}

const money = ['decimal', true] as const;
const optionalMoney = ['decimal', false] as const;

const near = (a: number, b: number) => Math.abs(a - b) <= 1;
const percentOf = (base: number, ratePercent: number) => Math.round((base * ratePercent) / 100);
const has = (f: Figures, ...names: string[]) => names.every((n) => typeof f[n] === 'number');
const v = (f: Figures, name: string) => f[name] ?? 0;

/** `left` equals an expression of other figures, to the rouble; skipped when a figure is absent. */
function equal(
  needs: readonly string[],
  left: { name: string; value: (f: Figures) => number },
  right: { name: string; value: (f: Figures) => number; shown: (f: Figures) => string },
): ControlRatio {
  return {
    holds: (f) => !has(f, ...needs) || near(left.value(f), right.value(f)),
    formula: (f) => {
      const shown = right.shown(f);
      const value = String(right.value(f));
      return `${left.name} = ${right.name}: ${left.value(f)} ≠ ${shown === value ? value : `${shown} = ${value}`}`;
    },
  };
}

/** `left` at most `right` (a reduction no larger than the tax it reduces). */
function atMost(left: [string, string], right: [string, string]): ControlRatio {
  return {
    holds: (f) => !has(f, left[0], right[0]) || v(f, left[0]) <= v(f, right[0]) + 1,
    formula: (f) => `${left[1]} ≤ ${right[1]}: ${v(f, left[0])} > ${v(f, right[0])}`,
  };
}

/** Tax equals base × rate, to the rouble: the authorities round each amount to whole roubles. */
function taxAtRate(
  needs: readonly string[],
  names: { tax: string; base: string; rate: string },
  read: (f: Figures) => { tax: number; base: number; rate: number },
): ControlRatio {
  return {
    holds: (f) => {
      if (!has(f, ...needs)) return true;
      const { tax, base, rate } = read(f);
      return near(percentOf(base, rate), tax);
    },
    formula: (f) => {
      const { tax, base, rate } = read(f);
      return `${names.tax} = ${names.base} × ${names.rate}: ${tax} ≠ ${base} × ${rate} % = ${percentOf(base, rate)}`;
    },
  };
}

const VAT_PERIODS = { '21': 1, '22': 2, '23': 3, '24': 4 } as const;
/** Profit tax: 21 first quarter, 31 half-year, 33 nine months, 34 the year (cumulative). */
const CUMULATIVE = { '21': 1, '31': 2, '33': 3, '34': 4 } as const;
const YEAR = { '34': 4 } as const;

/** The first day of a reporting period: a VAT return is checked at the rate in force that day. */
export const periodStart = ({ year, quarter }: ReportPeriod): string =>
  `${year}-${String(((quarter ?? 1) - 1) * 3 + 1).padStart(2, '0')}-01`;

const S3 = ['НДС', 'СумУпл164'] as const;

/**
 * VAT return 1151001: section 1 (what is payable or refundable) and section 3 (tax on sales, deductions).
 * Control ratios of the authority for the return (letter of the FNS on control ratios of form 1151001):
 * 3.x line 110 = the sum of the tax of lines 010–109 (each sale line's СумНал and the restored tax);
 * line 200/210 (НалПУ164) = 110 − 190; section 1 line 040/050 (СумПУ_173.1) = НалПУ164 when the return
 * has no sections 4–6 (zero-rated sales); the tax at the general rate = base × rate.
 */
function vatLayout(period: ReportPeriod, document: XmlNode): FormLayout {
  const percent = vatPercentOn(periodStart(period));
  const base = `РеалТов${percent}`;
  const sales = childrenOf(at(document, [...S3, 'СумНалОб']));
  // Every line of СумНалОб that carries a tax amount adds to line 110, the restored tax (СумНалВосст) too.
  const saleTax = sales.reduce<number | undefined>((sum, [name, node]) => {
    const value = name === 'СумНалВосст' ? attrOf(node, 'СумНалВс') : attrOf(node, 'СумНал');
    const n = value === undefined ? undefined : Number(value);
    return n === undefined || Number.isNaN(n) ? sum : (sum ?? 0) + n;
  }, undefined);
  const zeroRated = ['НалПодтв0', 'НалВычПод0', 'НалНеПодтв0'].some((s) => at(document, ['НДС', s]));
  return {
    reads: [
      { path: ['НДС'], attrs: {} },
      {
        path: ['НДС', 'СумУплНП'],
        attrs: { ОКТМО: ['string', true], КБК: ['string', true], 'СумПУ_173.1': money },
      },
      { path: [...S3], attrs: { НалПУ164: money } },
      { path: [...S3, 'СумНалОб'], attrs: { НалВосстОбщ: money } },
      { path: [...S3, 'СумНалОб', base], attrs: { НалБаза: money, СумНал: money }, optional: true },
      { path: [...S3, 'СумНалВыч'], attrs: { НалВычОбщ: money } },
    ],
    figures: {
      taxBase: [[...S3, 'СумНалОб', base], 'НалБаза'],
      taxOnBase: [[...S3, 'СумНалОб', base], 'СумНал'],
      taxTotal: [[...S3, 'СумНалОб'], 'НалВосстОбщ'],
      deductions: [[...S3, 'СумНалВыч'], 'НалВычОбщ'],
      payable: [[...S3], 'НалПУ164'],
      section1: [['НДС', 'СумУплНП'], 'СумПУ_173.1'],
    },
    ratios: [
      taxAtRate(
        ['taxBase', 'taxOnBase'],
        { tax: `${base}/СумНал`, base: `${base}/НалБаза`, rate: `${percent} %` },
        (f) => ({ tax: v(f, 'taxOnBase'), base: v(f, 'taxBase'), rate: percent }),
      ),
      equal(
        ['taxTotal'],
        { name: 'НалВосстОбщ (стр. 110)', value: (f) => v(f, 'taxTotal') },
        {
          name: 'сумма стр. 010–109 раздела 3',
          value: () => saleTax ?? 0,
          shown: () => String(saleTax ?? 0),
        },
      ),
      equal(
        ['payable', 'taxTotal', 'deductions'],
        { name: 'НалПУ164 (стр. 200/210)', value: (f) => v(f, 'payable') },
        {
          name: 'НалВосстОбщ − НалВычОбщ',
          value: (f) => v(f, 'taxTotal') - v(f, 'deductions'),
          shown: (f) => `${v(f, 'taxTotal')} − ${v(f, 'deductions')}`,
        },
      ),
      {
        holds: (f) => zeroRated || !has(f, 'section1', 'payable') || near(v(f, 'section1'), v(f, 'payable')),
        formula: (f) =>
          `СумПУ_173.1 (раздел 1, стр. 040/050) = НалПУ164 (раздел 3): ${v(f, 'section1')} ≠ ${v(f, 'payable')}`,
      },
    ],
  };
}

const PROFIT = ['Прибыль', 'РасчНал'] as const;

/**
 * Profit tax return 1151006, sheet 02. A loss has a negative ПрибУб and НалБаза and a zero НалБазаИсч;
 * non-operating income and expenses are part of line 060.
 */
function profitLayout(): FormLayout {
  return {
    reads: [
      { path: ['Прибыль'], attrs: {} },
      {
        path: [...PROFIT],
        attrs: {
          ДохРеал: money,
          ДохВнереал: money,
          РасхУмРеал: money,
          РасхВнереал: money,
          Убытки: optionalMoney,
          ПрибУб: money,
          НалБаза: money,
          НалБазаИсч: money,
          СтавНалВсего: optionalMoney,
          НалИсчисл: money,
          НалИсчислФБ: optionalMoney,
          НалИсчислСуб: optionalMoney,
        },
      },
    ],
    figures: {
      income: [[...PROFIT], 'ДохРеал'],
      nonOperatingIncome: [[...PROFIT], 'ДохВнереал'],
      expenses: [[...PROFIT], 'РасхУмРеал'],
      nonOperatingExpenses: [[...PROFIT], 'РасхВнереал'],
      losses: [[...PROFIT], 'Убытки'],
      profit: [[...PROFIT], 'ПрибУб'],
      taxBase: [[...PROFIT], 'НалБаза'],
      taxBaseForTax: [[...PROFIT], 'НалБазаИсч'],
      rate: [[...PROFIT], 'СтавНалВсего'],
      tax: [[...PROFIT], 'НалИсчисл'],
      taxFederal: [[...PROFIT], 'НалИсчислФБ'],
      taxRegional: [[...PROFIT], 'НалИсчислСуб'],
    },
    ratios: [
      equal(
        ['profit', 'income', 'nonOperatingIncome', 'expenses', 'nonOperatingExpenses'],
        { name: 'ПрибУб (стр. 060)', value: (f) => v(f, 'profit') },
        {
          name: 'ДохРеал + ДохВнереал − РасхУмРеал − РасхВнереал + Убытки',
          value: (f) =>
            v(f, 'income') +
            v(f, 'nonOperatingIncome') -
            v(f, 'expenses') -
            v(f, 'nonOperatingExpenses') +
            v(f, 'losses'),
          shown: (f) =>
            `${v(f, 'income')} + ${v(f, 'nonOperatingIncome')} − ${v(f, 'expenses')} − ${v(f, 'nonOperatingExpenses')} + ${v(f, 'losses')}`,
        },
      ),
      {
        // A loss gives no base to tax: line 120 is at most line 100 and never below zero.
        holds: (f) =>
          !has(f, 'taxBase', 'taxBaseForTax') ||
          (v(f, 'taxBaseForTax') >= 0 && v(f, 'taxBaseForTax') <= Math.max(0, v(f, 'taxBase')) + 1),
        formula: (f) =>
          `0 ≤ НалБазаИсч (стр. 120) ≤ НалБаза (стр. 100): ${v(f, 'taxBaseForTax')}, ${v(f, 'taxBase')}`,
      },
      equal(
        ['tax', 'taxFederal', 'taxRegional'],
        { name: 'НалИсчисл (стр. 180)', value: (f) => v(f, 'tax') },
        {
          name: 'НалИсчислФБ + НалИсчислСуб (стр. 190 + 200)',
          value: (f) => v(f, 'taxFederal') + v(f, 'taxRegional'),
          shown: (f) => `${v(f, 'taxFederal')} + ${v(f, 'taxRegional')}`,
        },
      ),
      taxAtRate(
        ['tax', 'taxBaseForTax', 'rate'],
        { tax: 'НалИсчисл', base: 'НалБазаИсч', rate: 'СтавНалВсего %' },
        (f) => ({ tax: v(f, 'tax'), base: v(f, 'taxBaseForTax'), rate: v(f, 'rate') }),
      ),
    ],
  };
}

const quarterSums = {
  СумЗаКв: optionalMoney,
  СумЗаПг: optionalMoney,
  СумЗа9м: optionalMoney,
  СумЗаНалПер: money,
};

/** УСН return 1152017: section 2.1.1 for «доходы» (ОбНал 1), 2.2 for «доходы минус расходы» (ОбНал 2). */
function usnLayout(_period: ReportPeriod, document: XmlNode): FormLayout {
  const object = attrOf(at(document, ['УСН']), 'ОбНал');
  const head = { path: ['УСН'], attrs: { ОбНал: ['integer', true] } } as const;
  if (object === '2') {
    const calc = ['УСН', 'СумНалПУ_СмНП', 'РасчНал2'];
    return {
      reads: [
        head,
        { path: ['УСН', 'СумНалПУ_СмНП'], attrs: { ОКТМО: ['string', true] } },
        { path: calc, attrs: { ИсчислМин: money } },
        { path: [...calc, 'Доход'], attrs: quarterSums },
        { path: [...calc, 'Расход'], attrs: quarterSums },
        { path: [...calc, 'НалБазаУбыт'], attrs: quarterSums },
        { path: [...calc, 'Ставка'], attrs: { СтавкаНалПер: money } },
        { path: [...calc, 'Исчисл'], attrs: quarterSums },
      ],
      figures: {
        object: [['УСН'], 'ОбНал'],
        income: [[...calc, 'Доход'], 'СумЗаНалПер'],
        expenses: [[...calc, 'Расход'], 'СумЗаНалПер'],
        taxBase: [[...calc, 'НалБазаУбыт'], 'СумЗаНалПер'],
        rate: [[...calc, 'Ставка'], 'СтавкаНалПер'],
        tax: [[...calc, 'Исчисл'], 'СумЗаНалПер'],
        minimumTax: [calc, 'ИсчислМин'],
      },
      ratios: [
        equal(
          ['taxBase', 'income', 'expenses'],
          { name: 'НалБазаУбыт (стр. 273/283)', value: (f) => Math.abs(v(f, 'taxBase')) },
          {
            name: '|Доход − Расход| (стр. 213 − 223)',
            value: (f) => Math.abs(v(f, 'income') - v(f, 'expenses')),
            shown: (f) => `|${v(f, 'income')} − ${v(f, 'expenses')}|`,
          },
        ),
        taxAtRate(
          ['tax', 'income', 'expenses', 'rate'],
          { tax: 'Исчисл (стр. 263)', base: 'НалБаза', rate: 'СтавкаНалПер %' },
          (f) => ({
            tax: v(f, 'tax'),
            base: Math.max(0, v(f, 'income') - v(f, 'expenses')),
            rate: v(f, 'rate'),
          }),
        ),
        taxAtRate(
          ['minimumTax', 'income'],
          { tax: 'ИсчислМин (стр. 280)', base: 'Доход', rate: '1 %' },
          (f) => ({ tax: v(f, 'minimumTax'), base: v(f, 'income'), rate: 1 }),
        ),
      ],
    };
  }
  const calc = ['УСН', 'СумНалПУ_НП', 'РасчНал1'];
  return {
    reads: [
      head,
      { path: ['УСН', 'СумНалПУ_НП'], attrs: { ОКТМО: ['string', true] } },
      { path: calc, attrs: {} },
      { path: [...calc, 'Доход'], attrs: quarterSums },
      { path: [...calc, 'Ставка'], attrs: { СтавкаНалПер: money } },
      { path: [...calc, 'Исчисл'], attrs: quarterSums },
      { path: [...calc, 'УменНал'], attrs: quarterSums, optional: true },
    ],
    figures: {
      object: [['УСН'], 'ОбНал'],
      income: [[...calc, 'Доход'], 'СумЗаНалПер'],
      rate: [[...calc, 'Ставка'], 'СтавкаНалПер'],
      tax: [[...calc, 'Исчисл'], 'СумЗаНалПер'],
      reduction: [[...calc, 'УменНал'], 'СумЗаНалПер'],
    },
    ratios: [
      taxAtRate(
        ['tax', 'income', 'rate'],
        { tax: 'Исчисл (стр. 133)', base: 'Доход (стр. 113)', rate: 'СтавкаНалПер (стр. 123) %' },
        (f) => ({ tax: v(f, 'tax'), base: v(f, 'income'), rate: v(f, 'rate') }),
      ),
      atMost(['reduction', 'УменНал (стр. 143)'], ['tax', 'Исчисл (стр. 133)']),
    ],
  };
}

const ESHN = ['ЕСХН', 'РасчНал'] as const;

/** ЕСХН return 1151059, section 2: base = income − expenses when positive, tax = (base − loss) × rate. */
function eshnLayout(): FormLayout {
  return {
    reads: [
      { path: ['ЕСХН'], attrs: {} },
      {
        path: [...ESHN],
        attrs: {
          СумДоход: money,
          СумРасход: money,
          НалБаза: money,
          СумУбытУмен: optionalMoney,
          НалСтав: optionalMoney,
          СумНалИсчисл: money,
        },
      },
    ],
    figures: {
      income: [[...ESHN], 'СумДоход'],
      expenses: [[...ESHN], 'СумРасход'],
      taxBase: [[...ESHN], 'НалБаза'],
      lossCarried: [[...ESHN], 'СумУбытУмен'],
      rate: [[...ESHN], 'НалСтав'],
      tax: [[...ESHN], 'СумНалИсчисл'],
    },
    ratios: [
      equal(
        ['taxBase', 'income', 'expenses'],
        { name: 'НалБаза (стр. 030)', value: (f) => v(f, 'taxBase') },
        {
          name: 'СумДоход − СумРасход (стр. 010 − 020, если больше нуля)',
          value: (f) => Math.max(0, v(f, 'income') - v(f, 'expenses')),
          shown: (f) => `${v(f, 'income')} − ${v(f, 'expenses')}`,
        },
      ),
      taxAtRate(
        ['tax', 'taxBase'],
        { tax: 'СумНалИсчисл (стр. 050)', base: '(НалБаза − СумУбытУмен)', rate: 'ставка %' },
        (f) => ({
          tax: v(f, 'tax'),
          base: Math.max(0, v(f, 'taxBase') - v(f, 'lossCarried')),
          rate: f.rate ?? 6,
        }),
      ),
    ],
  };
}

const columns = { СумОтч: money, СумПрдщ: optionalMoney, СумПрдшв: optionalMoney };
const finColumns = { СумОтч: money, СумПред: optionalMoney };

/**
 * Accounting statements: the balance (line 1600 = 1700 in every column; 1600 = 1100 + 1200 in the full
 * form) and the financial results (revenue 2110, net profit or loss 2400). Amounts are in thousands of
 * roubles when Документ@ОКЕИ is 384 (the usual), in millions at 385, in roubles at 383.
 */
function statementsLayout(full: boolean) {
  return (_period: ReportPeriod, document: XmlNode): FormLayout => {
    const okei = attrOf(document, 'ОКЕИ') ?? attrOf(at(document, ['Баланс']), 'ОКЕИ') ?? '384';
    const scale = okei === '383' ? 1 : okei === '385' ? 1_000_000 : 1000;
    const sides = (['СумОтч', 'СумПрдщ', 'СумПрдшв'] as const).map((column) =>
      equal(
        [`assets_${column}`, `liabilities_${column}`],
        { name: `Актив@${column} (стр. 1600)`, value: (f) => v(f, `assets_${column}`) },
        {
          name: `Пассив@${column} (стр. 1700)`,
          value: (f) => v(f, `liabilities_${column}`),
          shown: (f) => String(v(f, `liabilities_${column}`)),
        },
      ),
    );
    return {
      scale,
      reads: [
        { path: ['Баланс'], attrs: {} },
        { path: ['Баланс', 'Актив'], attrs: columns },
        { path: ['Баланс', 'Пассив'], attrs: columns },
        { path: ['Баланс', 'Пассив', 'КапРез'], attrs: columns, optional: true },
        ...(full
          ? [
              { path: ['Баланс', 'Актив', 'ВнеОбА'], attrs: columns, optional: true },
              { path: ['Баланс', 'Актив', 'ОбА'], attrs: columns, optional: true },
            ]
          : []),
        { path: ['ФинРез'], attrs: {} },
        { path: ['ФинРез', 'Выруч'], attrs: finColumns },
        { path: ['ФинРез', 'ЧистПрибУб'], attrs: finColumns },
      ],
      figures: {
        assets: [['Баланс', 'Актив'], 'СумОтч'],
        liabilities: [['Баланс', 'Пассив'], 'СумОтч'],
        equity: [['Баланс', 'Пассив', 'КапРез'], 'СумОтч'],
        revenue: [['ФинРез', 'Выруч'], 'СумОтч'],
        netProfit: [['ФинРез', 'ЧистПрибУб'], 'СумОтч'],
        ...Object.fromEntries(
          ['СумОтч', 'СумПрдщ', 'СумПрдшв'].flatMap((c) => [
            [`assets_${c}`, [['Баланс', 'Актив'], c]],
            [`liabilities_${c}`, [['Баланс', 'Пассив'], c]],
          ]),
        ),
        ...(full
          ? {
              nonCurrent: [['Баланс', 'Актив', 'ВнеОбА'], 'СумОтч'],
              current: [['Баланс', 'Актив', 'ОбА'], 'СумОтч'],
            }
          : {}),
      } as Record<string, readonly [readonly string[], string]>,
      ratios: [
        ...sides,
        equal(
          ['assets', 'nonCurrent', 'current'],
          { name: 'Актив (стр. 1600)', value: (f) => v(f, 'assets') },
          {
            name: 'ВнеОбА + ОбА (стр. 1100 + 1200)',
            value: (f) => v(f, 'nonCurrent') + v(f, 'current'),
            shown: (f) => `${v(f, 'nonCurrent')} + ${v(f, 'current')}`,
          },
        ),
      ],
    };
  };
}

export const TAX_FORMS: Readonly<Record<TaxReportForm, FormDefinition>> = {
  NO_NDS: {
    knd: '1151001',
    prefixes: ['NO_NDS_'],
    periods: VAT_PERIODS,
    cumulative: false,
    layout: vatLayout,
    edition: (period) => {
      const percent = vatPercentOn(periodStart(period));
      return {
        expected: `РеалТов${percent}`,
        others: VAT_RATES.filter((r) => r.percent !== percent).map((r) => `РеалТов${r.percent}`),
      };
    },
  },
  NO_PRIB: {
    knd: '1151006',
    prefixes: ['NO_PRIB_'],
    periods: CUMULATIVE,
    cumulative: true,
    layout: profitLayout,
  },
  NO_USN: { knd: '1152017', prefixes: ['NO_USN_'], periods: YEAR, cumulative: true, layout: usnLayout },
  NO_ESHN: { knd: '1151059', prefixes: ['NO_ESHN_'], periods: YEAR, cumulative: true, layout: eshnLayout },
  // The authority names the file NO_BUHOTCH; 03 §5 spells it NO_BUCHOTCH: both are accepted.
  NO_BUCHOTCH: {
    knd: '0710099',
    prefixes: ['NO_BUHOTCH_', 'NO_BUCHOTCH_'],
    periods: YEAR,
    cumulative: true,
    layout: statementsLayout(true),
  },
  NO_BOUPR: {
    knd: '0710096',
    prefixes: ['NO_BOUPR_'],
    periods: YEAR,
    cumulative: true,
    layout: statementsLayout(false),
  },
};

/** Receipt of acceptance (KV_) and notice of entry (IZ_): they name the report file they answer. */
export const RECEIPT_KND = '1166002';
export const NOTICE_KND = '1166007';

/** The common header every report carries: file, document, taxpayer, signer. */
export const HEADER_READS: readonly ReadSpec[] = [
  {
    path: [],
    attrs: {
      КНД: ['string', true],
      ДатаДок: ['date', true],
      Период: ['code2', true],
      ОтчетГод: ['year', true],
      КодНО: ['string', true],
      НомКорр: ['integer', true],
    },
  },
  { path: ['СвНП'], attrs: {} },
  { path: ['Подписант'], attrs: { ПрПодп: ['integer', true] } },
];

export const FILE_ATTRS: ReadSpec['attrs'] = {
  ИдФайл: ['string', true],
  ВерсПрог: ['string', true],
  ВерсФорм: ['string', true],
};

/** A parsed element's attribute. */
export function attrOf(node: unknown, name: string): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as XmlNode)[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The first element of that name under `node` (repeated elements parse as arrays). */
export function childOf(node: unknown, name: string): XmlNode | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as XmlNode)[name];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  if (first === '' || first === undefined) return first === '' ? {} : undefined;
  return typeof first === 'object' && first !== null ? (first as XmlNode) : undefined;
}

export const at = (node: unknown, path: readonly string[]): XmlNode | undefined =>
  path.reduce<XmlNode | undefined>((n, name) => childOf(n, name), node as XmlNode | undefined);

/** Child elements of a node with their names (attributes and text left out). */
export function childrenOf(node: XmlNode | undefined): [string, XmlNode][] {
  if (!node) return [];
  return Object.entries(node)
    .filter(([name]) => !name.startsWith('@') && name !== '#text')
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (n) => [name, typeof n === 'object' && n !== null ? (n as XmlNode) : {}] as [string, XmlNode],
      ),
    );
}
