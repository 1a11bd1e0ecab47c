import type { TaxReportForm } from '@shared/constants/documents';
import { vatPercentOn } from '@shared/constants/vat';
import { NOTICE_KND, periodStart, RECEIPT_KND, TAX_FORMS } from './forms';

/**
 * Sample tax reports for trying the documents section and for tests: valid ones that pass every
 * check, and (through the overrides) ones broken on purpose. Files are windows-1251, as the
 * authority's are.
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

/** VAT figures that satisfy every control ratio at `percent`. */
const validVat = (percent: number): Record<string, string> => {
  const tax = (1_000_000 * percent) / 100;
  return {
    НалБаза: '1000000',
    СумНал: String(tax),
    НалВосстОбщ: String(tax),
    НалВычОбщ: '150000',
    НалПУ164: String(tax - 150_000),
  };
};

/** Figures that satisfy every control ratio of each form (VAT: see validVat). */
const VALID_FIGURES: Record<Exclude<TaxReportForm, 'NO_NDS'>, Record<string, string>> = {
  NO_PRIB: {
    ДоходРеал: '5000000',
    РасхУмРеал: '3000000',
    НалБаза: '2000000',
    СтавНалВсего: '25',
    НалИсчисл: '500000',
  },
  NO_USN: { ОбНал: '1', Доход: '2400000', Ставка: '6', НалИсчисл: '144000' },
  NO_ESHN: { Доход: '3000000', Расход: '2000000', НалБаза: '1000000', Ставка: '6', НалИсчисл: '60000' },
  NO_BUCHOTCH: {
    Актив: '12500000',
    Пассив: '12500000',
    КапРез: '4700000',
    Выруч: '48000000',
    ЧистПрибУб: '3100000',
  },
  NO_BOUPR: { Актив: '2100000', Пассив: '2100000', КапРез: '900000', Выруч: '7300000', ЧистПрибУб: '640000' },
};

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const attrs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');

function taxpayerXml(taxpayer: SampleTaxpayer): string {
  if (taxpayer.kpp !== null) {
    return `<СвНП><НПЮЛ${attrs({ НаимОрг: taxpayer.name, ИННЮЛ: taxpayer.inn, КПП: taxpayer.kpp })}/></СвНП>`;
  }
  const [last = 'Иванов', first = 'Иван', middle] = taxpayer.name.replace(/^ИП\s+/, '').split(/\s+/);
  const fio = attrs({ Фамилия: last, Имя: first, ...(middle ? { Отчество: middle } : {}) });
  return `<СвНП><НПФЛ${attrs({ ИННФЛ: taxpayer.inn })}><ФИО${fio}/></НПФЛ></СвНП>`;
}

/** The form's body with the figures put where forms.ts reads them. */
function bodyXml(form: TaxReportForm, figures: Record<string, string>, vatPercent: number): string {
  const f = (name: string) => escape(figures[name] ?? '');
  switch (form) {
    case 'NO_NDS':
      return `<НДС><СумУпл164 НалПУ164="${f('НалПУ164')}"><СумНалОб НалВосстОбщ="${f('НалВосстОбщ')}"><РеалТов${vatPercent} НалБаза="${f('НалБаза')}" СумНал="${f('СумНал')}"/></СумНалОб><СумНалВыч НалВычОбщ="${f('НалВычОбщ')}"/></СумУпл164></НДС>`;
    case 'NO_PRIB':
      return `<Прибыль><РасчНал ДоходРеал="${f('ДоходРеал')}" РасхУмРеал="${f('РасхУмРеал')}" НалБаза="${f('НалБаза')}" СтавНалВсего="${f('СтавНалВсего')}" НалИсчисл="${f('НалИсчисл')}"/></Прибыль>`;
    case 'NO_USN':
      return `<УСН><РасчНал ОбНал="${f('ОбНал')}" Доход="${f('Доход')}" Ставка="${f('Ставка')}" НалИсчисл="${f('НалИсчисл')}"/></УСН>`;
    case 'NO_ESHN':
      return `<ЕСХН><РасчНал Доход="${f('Доход')}" Расход="${f('Расход')}" НалБаза="${f('НалБаза')}" Ставка="${f('Ставка')}" НалИсчисл="${f('НалИсчисл')}"/></ЕСХН>`;
    case 'NO_BUCHOTCH':
    case 'NO_BOUPR':
      return `<БухОтч><Баланс Актив="${f('Актив')}" Пассив="${f('Пассив')}"${figures.КапРез === undefined ? '' : ` КапРез="${f('КапРез')}"`}/><ФинРез Выруч="${f('Выруч')}" ЧистПрибУб="${f('ЧистПрибУб')}"/></БухОтч>`;
  }
}

export interface SampleReport {
  form: TaxReportForm;
  taxpayer: SampleTaxpayer;
  year: number;
  periodCode: string;
  /** Overrides of the valid figures (to break a control ratio). */
  figures?: Record<string, string>;
  /** Defaults to a name built by the authority's convention. */
  fileId?: string;
  /** Replace the form's body with something else (to break the schema). */
  brokenBody?: boolean;
  /** VAT: the rate whose edition the return is written in; defaults to the rate of its period. */
  vatPercent?: number;
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
  return `${form}_${office}_${office}_${taxpayer.inn}${taxpayer.kpp ?? ''}_${year + 1}0125_${guid}`;
}

export function sampleReport(sample: SampleReport): { name: string; bytes: Uint8Array } {
  const fileId = sample.fileId ?? reportFileId(sample.form, sample.taxpayer, sample.year);
  const quarter = TAX_FORMS[sample.form].periods[sample.periodCode] ?? null;
  const vatPercent = sample.vatPercent ?? vatPercentOn(periodStart({ year: sample.year, quarter }));
  const valid = sample.form === 'NO_NDS' ? validVat(vatPercent) : VALID_FIGURES[sample.form];
  const figures = { ...valid, ...sample.figures };
  const body = sample.brokenBody ? '<Раздел1 Сумма="много"/>' : bodyXml(sample.form, figures, vatPercent);
  const xml =
    `<?xml version="1.0" encoding="windows-1251"?>\n` +
    `<Файл${attrs({ ИдФайл: fileId, ВерсПрог: 'Налогоплательщик ЮЛ 4.90', ВерсФорм: '5.08' })}>` +
    `<Документ${attrs({ КНД: TAX_FORMS[sample.form].knd, ДатаДок: `25.01.${sample.year + 1}`, Период: sample.periodCode, ОтчетГод: String(sample.year), КодНО: sample.taxpayer.inn.slice(0, 4) })}>` +
    taxpayerXml(sample.taxpayer) +
    `<Подписант ПрПодп="1"><ФИО Фамилия="Петров" Имя="Пётр"/></Подписант>` +
    body +
    `</Документ></Файл>\n`;
  return { name: `${fileId}.xml`, bytes: encodeWindows1251(xml) };
}

/** The receipt (KV_) or the notice (IZ_) answering the report `processedFileId`. */
export function sampleAnswer(
  kind: 'RECEIPT' | 'NOTICE',
  taxpayer: SampleTaxpayer,
  processedFileId: string,
): { name: string; bytes: Uint8Array } {
  const prefix = kind === 'RECEIPT' ? 'KV_' : 'IZ_';
  const fileId = `${prefix}${processedFileId}`;
  const xml =
    `<?xml version="1.0" encoding="windows-1251"?>\n` +
    `<Файл${attrs({ ИдФайл: fileId, ВерсПрог: 'АИС Налог-3', ВерсФорм: '5.01' })}>` +
    `<Документ${attrs({ КНД: kind === 'RECEIPT' ? RECEIPT_KND : NOTICE_KND, ДатаДок: '26.01.2026' })}>` +
    taxpayerXml(taxpayer) +
    `<СвКвит${attrs({ ИмяОбрабФайла: processedFileId, ДатаПрием: '26.01.2026', РегНомДок: '00000000001234567890' })}/>` +
    `</Документ></Файл>\n`;
  return { name: `${fileId}.xml`, bytes: encodeWindows1251(xml) };
}
