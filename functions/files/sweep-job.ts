import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { sweepUnheldFiles } from '../domain/files/files-service';
// The contexts that follow another's changes subscribe where a function is composed (lib/domain-events.ts).
import '../domain/admin/directory-subscription';

/**
 * The scheduled sweep of files no one holds (an EventBridge rule in AWS, a timer in the local stack):
 * accepted files never attached, or left behind by a deletion that failed. Safe to run twice: each
 * deletion is conditional on the file still being held by no one.
 */
export const handler = createJobHandler(JOBS.filesSweep, () => sweepUnheldFiles(clock.now()));
