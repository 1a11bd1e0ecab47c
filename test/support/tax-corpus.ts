import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentErrorCode, ReportingQuarter, TaxReportForm } from '@shared/constants/documents';
import { DocumentCheckError } from '../../functions/domain/documents/document-check-error';
import { translate, type MessageKey } from '../../functions/lib/messages';
import '../../functions/domain/documents/messages';
import {
  encodeWindows1251,
  reportFileId,
  sampleAnswerText,
  sampleReportText,
  type SampleReport,
  type SampleTaxpayer,
  type SampleVendor,
} from '../../functions/domain/documents/tax-xml/samples';
import { checkTaxReport } from '../../functions/domain/documents/tax-xml/tax-report';

/**
 * The corpus of tax report files under test/fixtures/tax-reports: files of every form as the
 * accounting programs write them (forms.ts and samples.ts name the public descriptions each shape
 * follows), valid ones and the mistakes real filers make. `manifest.json` says, for each case, what
 * the cabinet expects (the questionnaire's INN/КПП, the chosen year and period) and the outcome.
 */
export const CORPUS_DIR = fileURLToPath(new URL('../fixtures/tax-reports/', import.meta.url));

export interface CorpusCase {
  name: string;
  /** The public description the file follows (forms.ts names the sources). */
  follows: string;
  form: TaxReportForm;
  expected: { inn: string; kpp: string | null; year: number; quarter: ReportingQuarter | null };
  report: string;
  receipt: string;
  notice?: string;
  /** ACCEPTED, or the 03 §8 code it is refused with. */
  outcome: 'ACCEPTED' | DocumentErrorCode;
}

const company: SampleTaxpayer = { name: 'ООО "Северный ветер"', inn: '7707083893', kpp: '770701001' };
const largest: SampleTaxpayer = { ...company, kpp: '997750001' };
const person: SampleTaxpayer = { name: 'ИП Смирнова Анна Сергеевна', inn: '500100732259', kpp: null };
const stranger: SampleTaxpayer = { name: 'ООО "Чужая компания"', inn: '7736050003', kpp: '773601001' };
const farm: SampleTaxpayer = { name: 'СПК "Колос"', inn: '6319031530', kpp: '631901001' };

interface Built {
  case: CorpusCase;
  files: Record<string, Uint8Array>;
}

const VENDOR_NOTE: Record<SampleVendor, string> = {
  '1C': '1С:Бухгалтерия (ВерсПрог «1С:БУХГАЛТЕРИЯ 3.0…», xmlns:xsi первым, табуляция, CRLF)',
  KONTUR: 'Контур.Экстерн (отступы по 2 пробела, CRLF)',
  SBIS: 'СБИС (весь файл одной строкой после объявления, LF)',
  FNS: '«Налогоплательщик ЮЛ» ФНС (CRLF)',
};

function build(
  name: string,
  sample: SampleReport & { vendor: SampleVendor },
  options: {
    follows: string;
    outcome: CorpusCase['outcome'];
    expected?: Partial<CorpusCase['expected']> & { taxpayer?: SampleTaxpayer };
    receiptFor?: string;
    notice?: boolean;
    mutate?: (text: string) => Uint8Array;
  },
): Built {
  const report = sampleReportText(sample);
  const processed = report.name.replace(/\.xml$/, '');
  const facts = {
    form: sample.form,
    periodCode: sample.periodCode,
    year: sample.year,
    correction: sample.correction,
  };
  const receiptFor = options.receiptFor ?? processed;
  const receipt = sampleAnswerText(
    'RECEIPT',
    sample.taxpayer,
    receiptFor,
    options.receiptFor ? undefined : facts,
  );
  const notice = options.notice ? sampleAnswerText('NOTICE', sample.taxpayer, processed, facts) : null;
  const owner = options.expected?.taxpayer ?? sample.taxpayer;
  const quarter =
    sample.form === 'NO_NDS' || sample.form === 'NO_PRIB'
      ? ({ '21': 1, '22': 2, '23': 3, '24': 4, '31': 2, '33': 3, '34': 4 }[
          sample.periodCode
        ] as ReportingQuarter)
      : null;
  const files: Record<string, Uint8Array> = {
    [`${name}/${report.name}`]: options.mutate ? options.mutate(report.text) : encodeWindows1251(report.text),
    [`${name}/${receipt.name}`]: encodeWindows1251(receipt.text),
  };
  if (notice) files[`${name}/${notice.name}`] = encodeWindows1251(notice.text);
  return {
    case: {
      name,
      follows: `${options.follows}; ${VENDOR_NOTE[sample.vendor]}`,
      form: sample.form,
      expected: {
        inn: owner.inn,
        kpp: owner.kpp,
        year: options.expected?.year ?? sample.year,
        quarter: options.expected?.quarter === undefined ? quarter : options.expected.quarter,
      },
      report: `${name}/${report.name}`,
      receipt: `${name}/${receipt.name}`,
      ...(notice ? { notice: `${name}/${notice.name}` } : {}),
      outcome: options.outcome,
    },
    files,
  };
}

const VAT =
  'КНД 1151001, формат 5.08: Файл/Документ/НДС/СумУплНП, СумУпл164/СумНалОб/РеалТов, СумНалВыч (публичные генераторы и XSLT печатной формы)';
const VAT26 = 'КНД 1151001, редакция 2026 г. (приказ ФНС ЕД-7-3/1227@): база по ставке 22 % в РеалТов22';
const PROFIT = 'КНД 1151006: Прибыль/НалПУ/НалПУАв и Прибыль/РасчНал (лист 02, строки 010–200)';
const USN = 'КНД 1152017, формат 5.08: УСН@ОбНал, СумНалПУ_НП/РасчНал1 или СумНалПУ_СмНП/РасчНал2';
const ESHN = 'КНД 1151059: ЕСХН/СумНалПУ и ЕСХН/РасчНал (разделы 1 и 2)';
const BUH = 'КНД 0710099, файл NO_BUHOTCH: Баланс/Актив|Пассив@СумОтч/@СумПрдщ/@СумПрдшв, ФинРез, ОКЕИ 384';
const BOUPR = 'КНД 0710096 (упрощённая), файл NO_BOUPR: Баланс и ФинРез в тыс. руб.';
const RECEIPT =
  'квитанция КНД 1166002: СвКвит@ИмяОбрабФайла/@КНД/@Период/@ОтчетГод/@НомКорр/@ДатаПрин/@РегНом';

export function corpusCases(): Built[] {
  const y = 2025;
  const vat = (
    extra: Partial<SampleReport> & { vendor: SampleVendor },
  ): SampleReport & { vendor: SampleVendor } => ({
    form: 'NO_NDS',
    taxpayer: company,
    year: y,
    periodCode: '23',
    ...extra,
  });
  return [
    build('vat-1c-q3-2025', vat({ vendor: '1C' }), { follows: `${VAT}; ${RECEIPT}`, outcome: 'ACCEPTED' }),
    build('vat-kontur-q1-2026-22', vat({ vendor: 'KONTUR', year: 2026, periodCode: '21' }), {
      follows: VAT26,
      outcome: 'ACCEPTED',
    }),
    build('vat-sbis-correction-1', vat({ vendor: 'SBIS', correction: 1 }), {
      follows: `${VAT}, уточнённая (НомКорр=1)`,
      outcome: 'ACCEPTED',
    }),
    build('vat-1c-refund', vat({ vendor: '1C', periodCode: '22', figures: { НалВычОбщ: '950000' } }), {
      follows: `${VAT}, к возмещению (НалПУ164 < 0)`,
      outcome: 'ACCEPTED',
    }),
    build('vat-fns-with-notice', vat({ vendor: 'FNS' }), {
      follows: `${VAT}; извещение о вводе КНД 1166007 (СвИзвещВ@ИмяОбрабФайла)`,
      outcome: 'ACCEPTED',
      notice: true,
    }),
    build('vat-largest-taxpayer-kpp-50', vat({ vendor: 'KONTUR', taxpayer: largest }), {
      follows: `${VAT}; крупнейший налогоплательщик: КПП межрегиональной инспекции (50 в 5–6 знаках)`,
      outcome: 'ACCEPTED',
      expected: { taxpayer: company },
    }),
    build(
      'profit-fns-year-2025',
      { form: 'NO_PRIB', taxpayer: company, year: y, periodCode: '34', vendor: 'FNS' },
      { follows: PROFIT, outcome: 'ACCEPTED' },
    ),
    build(
      'profit-kontur-9m-loss',
      {
        form: 'NO_PRIB',
        taxpayer: company,
        year: y,
        periodCode: '33',
        vendor: 'KONTUR',
        figures: { РасхУмРеал: '5600000', РасхВнереал: '700000' },
      },
      { follows: `${PROFIT}; убыток: НалБаза < 0, НалБазаИсч = 0`, outcome: 'ACCEPTED' },
    ),
    build(
      'usn-1c-income',
      { form: 'NO_USN', taxpayer: person, year: y, periodCode: '34', vendor: '1C' },
      { follows: USN, outcome: 'ACCEPTED' },
    ),
    build(
      'usn-sbis-income-less-expenses-loss',
      {
        form: 'NO_USN',
        taxpayer: company,
        year: y,
        periodCode: '34',
        vendor: 'SBIS',
        usnObject: 2,
        figures: { Расход: '2700000' },
      },
      { follows: `${USN}; убыток и минимальный налог`, outcome: 'ACCEPTED' },
    ),
    build(
      'eshn-kontur-2025',
      { form: 'NO_ESHN', taxpayer: farm, year: y, periodCode: '34', vendor: 'KONTUR' },
      { follows: ESHN, outcome: 'ACCEPTED' },
    ),
    build(
      'buhotch-1c-2025',
      { form: 'NO_BUCHOTCH', taxpayer: company, year: y, periodCode: '34', vendor: '1C' },
      { follows: BUH, outcome: 'ACCEPTED' },
    ),
    build(
      'boupr-sbis-2025',
      { form: 'NO_BOUPR', taxpayer: company, year: y, periodCode: '34', vendor: 'SBIS' },
      { follows: BOUPR, outcome: 'ACCEPTED' },
    ),
    // The mistakes.
    build('vat-another-inn', vat({ vendor: '1C', taxpayer: stranger }), {
      follows: `${VAT}; отчёт другой организации`,
      outcome: 'INVALID_DOCUMENT_INN',
      expected: { taxpayer: company },
    }),
    build('vat-previous-year', vat({ vendor: 'KONTUR', year: 2024 }), {
      follows: `${VAT}; отчёт за прошлый год`,
      outcome: 'INVALID_DOCUMENT_REPORTING_YEAR',
      expected: { year: y, quarter: 3 },
    }),
    build('vat-cumulative-period-code', vat({ vendor: 'SBIS', periodCode: '33' }), {
      follows: `${VAT}; код периода «9 месяцев» вместо квартала`,
      outcome: 'INVALID_DOCUMENT_PERIOD',
      expected: { quarter: 3 },
    }),
    build('vat-broken-arithmetic', vat({ vendor: '1C', figures: { НалПУ164: '70000' } }), {
      follows: `${VAT}; НалПУ164 ≠ НалВосстОбщ − НалВычОбщ`,
      outcome: 'INVALID_DOCUMENT_CONTROL_RATIO',
    }),
    build(
      'profit-broken-arithmetic',
      {
        form: 'NO_PRIB',
        taxpayer: company,
        year: y,
        periodCode: '34',
        vendor: 'FNS',
        figures: { ПрибУб: '2500000' },
      },
      {
        follows: `${PROFIT}; ПрибУб ≠ 010 + 020 − 030 − 040 + 050`,
        outcome: 'INVALID_DOCUMENT_CONTROL_RATIO',
      },
    ),
    build(
      'buhotch-unbalanced',
      {
        form: 'NO_BUCHOTCH',
        taxpayer: company,
        year: y,
        periodCode: '34',
        vendor: 'KONTUR',
        figures: { Пассив: '12400000' },
      },
      { follows: `${BUH}; актив ≠ пассив`, outcome: 'INVALID_DOCUMENT_CONTROL_RATIO' },
    ),
    build(
      'usn-broken-tax',
      {
        form: 'NO_USN',
        taxpayer: person,
        year: y,
        periodCode: '34',
        vendor: 'KONTUR',
        figures: { НалИсчисл: '100000' },
      },
      { follows: `${USN}; Исчисл ≠ Доход × Ставка`, outcome: 'INVALID_DOCUMENT_CONTROL_RATIO' },
    ),
    build(
      'eshn-broken-base',
      {
        form: 'NO_ESHN',
        taxpayer: farm,
        year: y,
        periodCode: '34',
        vendor: 'SBIS',
        figures: { НалБаза: '1500000' },
      },
      { follows: `${ESHN}; НалБаза ≠ СумДоход − СумРасход`, outcome: 'INVALID_DOCUMENT_CONTROL_RATIO' },
    ),
    build(
      'profit-previous-year-wrong-period-and-inn',
      { form: 'NO_PRIB', taxpayer: stranger, year: 2024, periodCode: '34', vendor: '1C', brokenBody: true },
      {
        follows: `${PROFIT}; чужой отчёт с испорченным телом: назван ИНН, а не формат`,
        outcome: 'INVALID_DOCUMENT_INN',
        expected: { taxpayer: company, year: y, quarter: 4 },
      },
    ),
    build('vat-receipt-of-another-file', vat({ vendor: '1C' }), {
      follows: `${RECEIPT}; квитанция на другой файл`,
      outcome: 'NO_SUB_DOCUMENTS_MATCH',
      receiptFor: reportFileId('NO_NDS', company, y, 77),
    }),
    build('vat-resaved-utf8', vat({ vendor: 'KONTUR' }), {
      follows: `${VAT}; пересохранён в UTF-8 с прежним объявлением`,
      outcome: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      mutate: (t) => new TextEncoder().encode(t),
    }),
    build('vat-truncated', vat({ vendor: '1C' }), {
      follows: `${VAT}; файл обрезан при передаче`,
      outcome: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      mutate: (t) => encodeWindows1251(t.slice(0, Math.floor(t.length * 0.7))),
    }),
    build('vat-missing-deductions-attribute', vat({ vendor: 'SBIS' }), {
      follows: `${VAT}; нет атрибута НалВычОбщ`,
      outcome: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      mutate: (t) => encodeWindows1251(t.replace(/ НалВычОбщ="\d+"/, '')),
    }),
    build(
      'vat-2026-in-20-percent-edition',
      vat({ vendor: 'FNS', year: 2026, periodCode: '21', vatPercent: 20 }),
      { follows: `${VAT26}; 2026 год в редакции 20 %`, outcome: 'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME' },
    ),
  ];
}

/** Writes the corpus files and manifest.json (the files are committed; this regenerates them). */
export function writeCorpus(dir = CORPUS_DIR): number {
  const built = corpusCases();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) rmSync(join(dir, entry.name), { recursive: true });
  }
  for (const b of built) {
    for (const [path, bytes] of Object.entries(b.files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), bytes);
    }
  }
  writeFileSync(
    join(dir, 'manifest.json'),
    `${JSON.stringify(
      built.map((b) => b.case),
      null,
      2,
    )}\n`,
  );
  return built.length;
}

export interface CorpusResult {
  case: CorpusCase;
  outcome: 'ACCEPTED' | DocumentErrorCode;
  /** The Russian text the supplier sees for a refusal. */
  text: string | null;
  asExpected: boolean;
}

const file = (dir: string, path: string) => ({
  name: path.split('/').pop()!,
  bytes: new Uint8Array(readFileSync(join(dir, path))),
});

/** Runs every corpus file through the checker the Documents section uses. */
export async function runCorpus(dir = CORPUS_DIR): Promise<CorpusResult[]> {
  const cases = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as CorpusCase[];
  const results: CorpusResult[] = [];
  for (const c of cases) {
    let outcome: CorpusResult['outcome'] = 'ACCEPTED';
    let text: string | null = null;
    try {
      await checkTaxReport(
        {
          form: c.form,
          inn: c.expected.inn,
          kpp: c.expected.kpp,
          reportingYear: c.expected.year,
          reportingQuarter: c.expected.quarter,
        },
        file(dir, c.report),
        file(dir, c.receipt),
        c.notice ? file(dir, c.notice) : null,
      );
    } catch (error) {
      if (!(error instanceof DocumentCheckError)) throw error;
      outcome = error.code;
      const key = (
        error.detail ? `documents.detail.${error.detail}` : `documents.error.${error.code}`
      ) as MessageKey;
      text = translate('ru', key, { form: c.form, ...error.params });
    }
    results.push({ case: c, outcome, text, asExpected: outcome === c.outcome });
  }
  return results;
}
