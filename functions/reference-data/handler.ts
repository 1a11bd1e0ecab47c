import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { clock } from '../lib/clock';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { loadReferenceData } from '../domain/reference-data/load';
import { communicationSettingSchema } from '../domain/communication/group-organisations';
import { syncCommunicationSetting } from '../domain/communication/organisations';

const PHYSICAL_ID = 'supplier-cabinet-reference-data';

/** The stage's Communications setting, as the CDK app passes it (`communication`, JSON). */
const settingOf = (properties: Record<string, unknown> | undefined) => {
  const raw = properties?.communication;
  return typeof raw === 'string' ? communicationSettingSchema.parse(JSON.parse(raw)) : null;
};

/**
 * The deploy's custom resource (the CDK provider framework calls it, infra/cdk/stacks/api-stack.ts): on
 * create and on every update (new shipped data, a changed setting) it loads the shipped reference data and
 * the stage's Communications setting (its organisations and support staff). On delete it leaves the data,
 * which belongs to the tables and goes with them.
 */
export const handler = createJobHandler(
  JOBS.referenceData,
  async (event: CloudFormationCustomResourceEvent) => {
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
    const setting = settingOf(event.ResourceProperties);
    const previous = event.RequestType === 'Update' ? settingOf(event.OldResourceProperties) : null;
    const [loaded, communication] = await Promise.all([
      loadReferenceData(clock.now()),
      setting ? syncCommunicationSetting(setting, previous?.staff) : null,
    ]);
    return {
      PhysicalResourceId: PHYSICAL_ID,
      Data: {
        dictionaryEntries: loaded.dictionaries.written,
        groupDirectoryEntries: loaded.bankDirectory.written,
        communicationEntries: communication?.written ?? 0,
      },
    };
  },
);
