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
import { TAX_FORMS } from '../../functions/domain/documents/tax-xml/forms';
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
    // public/ holds files of real programs, not of this writer: regenerating keeps them.
    if (entry.isDirectory() && entry.name !== 'public') rmSync(join(dir, entry.name), { recursive: true });
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

/** Runs one report (with its receipt and notice) through the checker: its outcome and Russian text. */
async function outcomeOf(
  form: TaxReportForm,
  expected: CorpusCase['expected'],
  report: { name: string; bytes: Uint8Array },
  receipt: { name: string; bytes: Uint8Array },
  notice: { name: string; bytes: Uint8Array } | null,
): Promise<{ outcome: CorpusResult['outcome']; text: string | null }> {
  try {
    await checkTaxReport(
      {
        form,
        inn: expected.inn,
        kpp: expected.kpp,
        reportingYear: expected.year,
        reportingQuarter: expected.quarter,
      },
      report,
      receipt,
      notice,
    );
    return { outcome: 'ACCEPTED', text: null };
  } catch (error) {
    if (!(error instanceof DocumentCheckError)) throw error;
    const key = (
      error.detail ? `documents.detail.${error.detail}` : `documents.error.${error.code}`
    ) as MessageKey;
    return { outcome: error.code, text: translate('ru', key, { form, ...error.params }) };
  }
}

/** Runs every corpus file through the checker the Documents section uses. */
export async function runCorpus(dir = CORPUS_DIR): Promise<CorpusResult[]> {
  const cases = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as CorpusCase[];
  const results: CorpusResult[] = [];
  for (const c of cases) {
    const { outcome, text } = await outcomeOf(
      c.form,
      c.expected,
      file(dir, c.report),
      file(dir, c.receipt),
      c.notice ? file(dir, c.notice) : null,
    );
    results.push({ case: c, outcome, text, asExpected: outcome === c.outcome });
  }
  return results;
}

/**
 * Files written by real programs, found in public repositories (test/fixtures/tax-reports/public):
 * unlike the corpus above they do not come from our sample writer. Each is kept as committed there
 * (the code index stores text, so it is re-encoded to the windows-1251 the file declares).
 */
export const PUBLIC_DIR = fileURLToPath(new URL('../fixtures/tax-reports/public/', import.meta.url));

export interface PublicCase {
  name: string;
  /** Where the file was found: repository, path in it, commit, and which program wrote it. */
  source: { repository: string; path: string; commit: string; program: string };
  /** How the file differs from the committed bytes (encoding, line ends), if at all. */
  copy: string;
  form: TaxReportForm;
  report: string;
  /** The receipt found with it; null: none is public, one answering the file is written in memory. */
  receipt: string | null;
  /** What the supplier picks where the file declares no year or a period code the cabinet has not. */
  chosen?: { year?: number; quarter?: ReportingQuarter | null };
  /** ACCEPTED, or the 03 §8 code it is refused with, and why that is right. */
  outcome: 'ACCEPTED' | DocumentErrorCode;
  why: string;
}

export interface PublicResult {
  case: PublicCase;
  outcome: 'ACCEPTED' | DocumentErrorCode;
  text: string | null;
  asExpected: boolean;
}

/** The values a report declares of itself: the taxpayer, year, period and correction, and its id. */
export function declaredFacts(bytes: Uint8Array) {
  // Read with the encoding the file declares, without the checker (which refuses what it must).
  const text = new TextDecoder('windows-1251').decode(bytes);
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(text)?.[1];
  return {
    fileId: attr('ИдФайл') ?? '',
    inn: attr('ИННЮЛ') ?? attr('ИННФЛ') ?? '',
    kpp: attr('КПП') ?? null,
    name: attr('НаимОрг') ?? '',
    year: Number(attr('ОтчетГод')),
    periodCode: attr('Период') ?? '',
    correction: Number(attr('НомКорр') ?? 0),
  };
}

/**
 * Runs every public file through the checker as its own taxpayer would upload it: the expected INN,
 * КПП, year and period are the ones the file declares, so what is tested is whether the checker reads
 * a real program's file, not whose file it is.
 */
export async function runPublicCorpus(dir = PUBLIC_DIR): Promise<PublicResult[]> {
  const cases = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as PublicCase[];
  const results: PublicResult[] = [];
  for (const c of cases) {
    const report = file(dir, c.report);
    const facts = declaredFacts(report.bytes);
    const taxpayer: SampleTaxpayer = { name: facts.name, inn: facts.inn, kpp: facts.kpp };
    const periods = TAX_FORMS[c.form].periods;
    const quarter =
      c.form === 'NO_NDS' || c.form === 'NO_PRIB'
        ? (periods[facts.periodCode] ?? c.chosen?.quarter ?? null)
        : null;
    const year = Number.isInteger(facts.year) ? facts.year : (c.chosen?.year ?? 0);
    const receipt = c.receipt
      ? file(dir, c.receipt)
      : (() => {
          const answer = sampleAnswerText('RECEIPT', taxpayer, facts.fileId, {
            form: c.form,
            periodCode: facts.periodCode,
            year,
            correction: facts.correction,
          });
          return { name: answer.name, bytes: encodeWindows1251(answer.text) };
        })();
    const { outcome, text } = await outcomeOf(
      c.form,
      { inn: facts.inn, kpp: facts.kpp, year, quarter },
      report,
      receipt,
      null,
    );
    results.push({ case: c, outcome, text, asExpected: outcome === c.outcome });
  }
  return results;
}
