import type { HealthReport } from '@shared/api/areas/health';
import { registerBuiltInHealthChecks } from './checks';
import { runHealthChecks } from './registry';
import { stageSettings } from './stage-settings';

registerBuiltInHealthChecks();

/** GET /api/backend/health: every registered check of this stage, run now. */
export async function stageHealth(now: Date): Promise<HealthReport> {
  const { STAGE_NAME, STAGE_KIND } = stageSettings();
  return runHealthChecks(now, { name: STAGE_NAME, kind: STAGE_KIND });
}
