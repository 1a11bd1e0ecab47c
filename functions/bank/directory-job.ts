import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { runBikDirectoryJob } from '../domain/banks/bik-directory';

/**
 * The daily load of the Bank of Russia's BIK directory (an EventBridge rule in AWS, a timer in the local
 * stack): the newest published ED807 file into the bank directory, with the date it was made. Loading the
 * same file again changes nothing, so a retry is safe.
 */
export const handler = createJobHandler(JOBS.bikDirectory, () => runBikDirectoryJob(clock.now()));
