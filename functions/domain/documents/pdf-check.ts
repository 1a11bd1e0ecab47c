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
