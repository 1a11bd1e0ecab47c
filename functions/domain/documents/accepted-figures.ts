import { documentsRepository, type Task } from './documents-repository';
import { requiredLoaded } from './completeness';
import { byCodeUnits } from '../../lib/order';

/**
 * The documents context's answer to the risk profile (prequalification): the figures read from the
 * XML of every accepted tax report, the newest decided no-tax-arrears certificate, and whether every
 * required document is loaded. Other contexts call this, never the documents repositories.
 */
export interface AcceptedReportFigures {
  taskId: string;
  publicId: string;
  documentType: string;
  form: string;
  year: number;
  quarter: number | null;
  decidedAt: string;
  figures: Record<string, number>;
}

export interface DecidedCertificate {
  taskId: string;
  publicId: string;
  accepted: boolean;
  certificateDate: string | null;
  decidedAt: string;
}

const decided = (t: Task) => t.status === 'DVS_ACCEPTED' || t.status === 'DVS_REJECTED';

export async function documentsForRisk(counterpartyId: string): Promise<{
  reports: AcceptedReportFigures[];
  certificate: DecidedCertificate | null;
  requiredLoaded: boolean;
}> {
  const [tasks, loaded] = await Promise.all([
    documentsRepository.listTasks(counterpartyId),
    requiredLoaded(counterpartyId),
  ]);
  const reports = tasks
    .filter((t) => t.status === 'DVS_ACCEPTED' && t.summary)
    .map((t) => ({
      taskId: t.taskId,
      publicId: t.publicId,
      documentType: t.documentType,
      form: t.summary!.form,
      year: t.summary!.reportingYear,
      quarter: t.summary!.reportingQuarter ?? null,
      decidedAt: t.lastModifiedDate,
      figures: t.summary!.figures,
    }));
  const [certificate] = tasks
    .filter((t) => t.documentType === 'NoTaxArrears' && decided(t))
    .sort((a, b) => byCodeUnits(b.lastModifiedDate, a.lastModifiedDate));
  return {
    reports,
    certificate: certificate
      ? {
          taskId: certificate.taskId,
          publicId: certificate.publicId,
          accepted: certificate.status === 'DVS_ACCEPTED',
          certificateDate: certificate.certificateDate ?? null,
          decidedAt: certificate.lastModifiedDate,
        }
      : null,
    requiredLoaded: loaded,
  };
}
