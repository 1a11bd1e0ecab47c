import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { refreshEsignTrust } from '../domain/documents/esign-trust-refresh';

/**
 * The e-signature trust job (an EventBridge rule in AWS, a timer in the local stack): loads the official list
 * of accredited CAs and the CRLs of the trusted CAs into the documents bucket. Safe to run twice: it
 * overwrites the same objects with what it fetched.
 */
export const handler = createJobHandler(JOBS.esignTrust, async () => {
  const report = await refreshEsignTrust(clock.now());
  return {
    officialError: report.officialError,
    crls: report.crls.length,
    failed: report.crls.filter((c) => c.error).length,
  };
});
