/**
 * The names the functions count under (CloudWatch embedded metric format) and the dashboard reads
 * (infra/cdk/constructs/dashboard.ts): one list, no SDK, so the CDK app imports it as it is.
 */
export const METRICS_NAMESPACE = 'SupplierCabinet';
/** The `service` dimension of every metric: one value, so the dashboard needs no per-function search. */
export const METRICS_SERVICE = 'supplier-cabinet';

export const BUSINESS_METRICS = {
  /** An upload refused, by the rule's code (`code` dimension). */
  uploadRefused: 'UploadsRefused',
  /** A reviewer accepted or rejected a document (`decision` dimension). */
  documentDecided: 'DocumentsDecided',
  /** A bank statement line matched to a tender access payment. */
  statementMatched: 'StatementLinesMatched',
  /** A bank statement line left for a person (`reason` dimension). */
  statementUnmatched: 'StatementLinesUnmatched',
  /** Staff answered a supplier's request. */
  requestAnswered: 'RequestsAnswered',
  /** An e-mail reminder or notice sent from the outbox. */
  reminderSent: 'EmailsSent',
  /** A scheduled job or queue message done, and failed (`job` dimension). */
  jobRun: 'JobsRun',
  jobFailed: 'JobsFailed',
  /** Per API function group (`group` dimension): calls answered, their latency, and 5xx answers. */
  apiCall: 'ApiCalls',
  apiLatency: 'ApiLatency',
  apiServerError: 'ApiServerErrors',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/** The `job` dimension of JobsRun and JobsFailed: every scheduled job and queue consumer. */
export const JOBS = {
  tenderAccess: 'tender-access',
  filesSweep: 'files-sweep',
  outboxSender: 'outbox-sender',
  relationshipRemoval: 'relationship-removal',
  documentReminders: 'document-reminders',
  retention: 'retention',
  bikDirectory: 'bik-directory',
  personalDataExport: 'personal-data-export',
  esignTrust: 'esign-trust',
  referenceData: 'reference-data',
} as const;
