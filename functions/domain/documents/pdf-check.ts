import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { DocumentCheckError } from './tax-xml/tax-report';

/**
 * A document PDF must be real, readable and not encrypted (03 §5, §9): pdf-lib parses it strictly
 * and it must have pages. An encrypted file cannot be read by the reviewers and is refused.
 */
export async function checkPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch (error) {
    const detail = error instanceof EncryptedPDFError ? 'pdfEncrypted' : 'pdfUnreadable';
    throw new DocumentCheckError('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', detail);
  }
  const pages = document.getPageCount();
  if (pages === 0) throw new DocumentCheckError('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'pdfUnreadable');
  return { pages };
}
