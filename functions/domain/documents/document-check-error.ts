import type { DocumentErrorCode } from '@shared/constants/documents';

/** Why a file was refused: an 03 §8 code, and which text explains it (the code's own when absent). */
export class DocumentCheckError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    readonly detail?:
      'fileName' | 'encoding' | 'notWellFormed' | 'pdfEncrypted' | 'pdfUnreadable' | 'certificateAge',
  ) {
    super(code);
    this.name = 'DocumentCheckError';
  }
}
