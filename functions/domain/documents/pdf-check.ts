import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
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
 * Whether a PDF names `text` (a KND form code, 03 §5): in its document information (title, subject,
 * keywords) or in the text of its decoded content streams. Text drawn with an embedded font subset is
 * glyph ids, not characters: such a PDF is recognised by its information only.
 */
export async function pdfMentions(bytes: Uint8Array, text: string): Promise<boolean> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const info = [document.getTitle(), document.getSubject(), document.getKeywords()].join(' ');
  if (info.includes(text)) return true;
  const latin1 = new TextDecoder('latin1');
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    try {
      if (latin1.decode(decodePDFRawStream(object).decode()).includes(text)) return true;
    } catch {
      // A stream in a filter pdf-lib cannot decode (an image) holds no text.
    }
  }
  return false;
}
