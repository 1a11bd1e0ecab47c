import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { loadReferenceData } from '../domain/reference-data/load';

const PHYSICAL_ID = 'supplier-cabinet-reference-data';

/**
 * The deploy's custom resource (the CDK provider framework calls it, infra/cdk/stacks/api-stack.ts): on
 * create and on every update (a new version of the shipped data) it loads the reference data. On delete
 * it leaves the data, which belongs to the tables and goes with them.
 */
export const handler = createJobHandler(
  JOBS.referenceData,
  async (event: CloudFormationCustomResourceEvent) => {
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
    const loaded = await loadReferenceData(clock.now());
    return {
      PhysicalResourceId: PHYSICAL_ID,
      Data: {
        dictionaryEntries: loaded.dictionaries.written,
        groupDirectoryEntries: loaded.bankDirectory.written,
      },
    };
  },
);
