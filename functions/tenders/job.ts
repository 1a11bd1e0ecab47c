import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { runAccessJob } from '../domain/tenders/access-register-service';
// The contexts that follow another's changes subscribe where a function is composed (lib/domain-events.ts).
import '../domain/admin/directory-subscription';
import '../domain/prequalification/risk-subscriber';

/**
 * The scheduled job of tender access (an EventBridge rule in AWS, a timer in the local stack): moves
 * access whose time has come. Safe to run twice: every change is a conditional write.
 */
export const handler = createJobHandler(JOBS.tenderAccess, () => runAccessJob(clock.now()));
