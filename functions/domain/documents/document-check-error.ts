import type { DocumentErrorCode, SignatureVerdict } from '@shared/constants/documents';

/** Which text explains a refusal beyond its code (`documents.detail.*`). */
export type CheckDetail =
  | 'fileName'
  | 'encoding'
  | 'utf8'
  | 'notWellFormed'
  | 'missingElement'
  | 'missingAttribute'
  | 'wrongValue'
  | 'wrongForm'
  | 'taxpayerInn'
  | 'taxpayerKpp'
  | 'correctionNumber'
  | 'answerForm'
  | 'answerFile'
  | 'answerReport'
  | 'pdfEncrypted'
  | 'pdfUnreadable'
  | 'certificateAge'
  | 'formEdition'
  | 'period'
  | 'reorganisationPeriod'
  | 'vatAppendix'
  | 'reportingYear'
  | 'reportingQuarter'
  | 'controlRatio'
  | 'signatureRequired'
  | `signature${Exclude<SignatureVerdict, 'VALID'>}`
  | 'signatureNotTaxAuthority'
  | 'signatureNotQualified'
  | 'signatureNoTrustList'
  | 'signatureUnpaired'
  | 'signedContent'
  | 'signedForm';

/**
 * Why a file was refused: an 03 §8 code, which text explains it (the code's own when absent) and the
 * values that text names (the figures of a failed ratio, the year found in the file).
 */
export class DocumentCheckError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    readonly detail?: CheckDetail,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DocumentCheckError';
  }
}
