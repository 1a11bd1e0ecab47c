import { DOCUMENT_MAX_BYTES, type FileKind } from './spec';

/**
 * Constants of the safety, labour and environment section (PBIOT, 03 §2–§5, §9): the document codes and
 * their limits, the incident codes, the package status bits. Their names live in the server's messages.
 */

/** The two document partitions of the section and the signed questionnaire (03 §3). */
export const PBIOT_PARTITIONS = ['questionnaire', 'pbiot', 'ep'] as const;
export type PbiotPartition = (typeof PBIOT_PARTITIONS)[number];

const codes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}_${String(i + 1).padStart(4, '0')}`);

export const PBIOT_DOC_CODES = codes('pbiot', 12);
export const EP_DOC_CODES = codes('ep', 11);
/** The signed questionnaire: always marked, a reset keeps it (03 §4). */
export const QUESTIONNAIRE_DOC_CODE = 'questionnaire_1';
export const ALL_DOC_CODES = [QUESTIONNAIRE_DOC_CODE, ...PBIOT_DOC_CODES, ...EP_DOC_CODES];

export const partitionOfCode = (code: string): PbiotPartition =>
  code === QUESTIONNAIRE_DOC_CODE ? 'questionnaire' : code.startsWith('ep_') ? 'ep' : 'pbiot';

/** A headcount of 51 or more forces this document (03 §4, §9). */
export const HEADCOUNT_FORCED_DOC = 'pbiot_0006';
export const HEADCOUNT_THRESHOLD = 50;

/** Scans are taken as images too where a document is usually a stamped paper; everything else is PDF. */
const SCAN_CODES = new Set(['pbiot_0005', 'pbiot_0009', 'ep_0005', 'ep_0008']);

export interface PbiotDocLimits {
  fileExtensions: readonly FileKind[];
  /** In KB, as the spec's document schemes give it (03 §3). */
  maxSize: number;
  maxCount: number;
}

/**
 * 03 §9: document files pdf up to 10 MB of 1,000,000 bytes (in KB of 1024, as the schemes state sizes:
 * 9765 KB, shown as 10 МБ); the signed questionnaire is one file.
 */
export function docLimits(code: string): PbiotDocLimits {
  return {
    fileExtensions: SCAN_CODES.has(code) ? ['pdf', 'jpg', 'png'] : ['pdf'],
    maxSize: Math.floor(DOCUMENT_MAX_BYTES / 1024),
    maxCount: code === QUESTIONNAIRE_DOC_CODE ? 1 : 5,
  };
}

/** The total volume of a supplier's section (maxTotalSize, in MB of 1,000,000 bytes, 03 §9); a stage may lower it. */
export const PBIOT_MAX_TOTAL_MB = 100;
export const MB = 1_000_000;

/** Check package status bits (03 §4). */
export const PACKAGE_STATUS = {
  FORMED: 1,
  ASSIGNED: 2,
  COMPLETED: 4,
  APPROVED: 8,
  SENT: 16,
} as const;

/** A package checked and approved counts as a successful check while its validity lasts. */
export const DEFAULT_VALIDITY_MONTHS = 12;

/** History call limit and table page size (03 §9). */
export const PBIOT_HISTORY_LIMIT = 100;
export const PBIOT_HISTORY_PAGE_SIZE = 10;

/** The bit mask as a user reads it: the furthest step reached (the `status.*` texts of the pbiot namespace). */
export function packageStatusKey(status: number): string {
  if (status & PACKAGE_STATUS.COMPLETED)
    return status & PACKAGE_STATUS.APPROVED ? 'status.approved' : 'status.notApproved';
  if (status & PACKAGE_STATUS.ASSIGNED) return 'status.assigned';
  if (status & PACKAGE_STATUS.SENT) return 'status.sent';
  return 'status.formed';
}
