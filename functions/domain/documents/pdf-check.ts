import { PDFDocument } from 'pdf-lib';
import { DocumentCheckError } from './document-check-error';

/**
 * A document PDF must be real, readable and not encrypted (03 §5, §9): pdf-lib parses it strictly
 * and it must have pages. An encrypted file cannot be read by the reviewers and is refused.
 */
export async function checkPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  let pages = 0;
  try {
    const document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    // A file with a PDF header and no catalogue loads, then fails here: it is no document.
    pages = document.getPageCount();
  } catch (error) {
    // pdf-lib is compiled to ES5: its EncryptedPDFError fails `instanceof`, its message names the cause.
    const encrypted = error instanceof Error && /is encrypted/.test(error.message);
    throw new DocumentCheckError(
      'NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME',
      encrypted ? 'pdfEncrypted' : 'pdfUnreadable',
    );
  }
  if (pages === 0) throw new DocumentCheckError('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'pdfUnreadable');
  return { pages };
}

/**
 * The text of a PDF as a reader sees it, by pdf.js (through unpdf, loaded only when a PDF is read):
 * text drawn with an embedded font subset is mapped back to characters through the font's ToUnicode
 * map, as the tax authority's letters and certificates are drawn. '' for a scan without a text layer
 * or a file pdf.js cannot read.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    const { extractText, getDocumentProxy } = await import('unpdf');
    // pdf.js takes ownership of (and detaches) the buffer it is given: it gets a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    return text.replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

/**
 * Whether a PDF names `text` (a KND form code, 03 §5): in its document information (title, subject,
 * keywords) or in the text on its pages.
 */
export async function pdfMentions(bytes: Uint8Array, text: string): Promise<boolean> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const info = [document.getTitle(), document.getSubject(), document.getKeywords()].join(' ');
  if (info.includes(text)) return true;
  return (await pdfText(bytes)).includes(text);
}

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/**
 * What the certificate of no tax arrears (КНД 1120101, order of the FNS ММВ-7-8/20@) says of itself:
 * whether it is that form and the date it was drawn up on («по состоянию на 01.11.2026» or «на 1
 * ноября 2026 г.»). A scan has no text: then nothing is read and the date the supplier typed counts.
 */
export async function readNoArrearsCertificate(
  bytes: Uint8Array,
): Promise<{ hasText: boolean; isForm: boolean; date: string | null }> {
  const text = await pdfText(bytes);
  if (!text) return { hasText: false, isForm: false, date: null };
  const isForm = /1120101/.test(text.replace(/\s/g, ''));
  const at = /по\s+состоянию\s+на\s+(?:«)?(\d{1,2})(?:»)?[.\s]+(\d{2}|[а-яё]+)[.\s]+(\d{4})/i.exec(text);
  let date: string | null = null;
  if (at) {
    const month = /^\d+$/.test(at[2]!) ? Number(at[2]) : MONTHS.indexOf(at[2]!.toLowerCase()) + 1;
    const day = Number(at[1]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31)
      date = `${at[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return { hasText: true, isForm, date };
}
