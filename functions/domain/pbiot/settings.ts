import * as z from 'zod/mini';
import { PBIOT_MAX_TOTAL_MB } from '@shared/constants/pbiot';
import { AppError } from '../../lib/errors';
import { showPbiot } from './section-flag';
import { ERROR_CODES } from '@shared/api/error-payload';
import './messages';

/**
 * The section's deployment settings (per stage: CDK context → function environment; the local stack
 * passes its own). SHOW_PBIOT is the spec's feature flag: off, the section's calls answer 404 and the
 * SPA, told by /config.json, shows neither the menu item nor the routes.
 */
const schema = z.object({
  PBIOT_MAX_TOTAL_MB: z._default(z.coerce.number().check(z.positive()), PBIOT_MAX_TOTAL_MB),
  /** The 'снять все' link (03 §2: "only if a setting enables it"). */
  PBIOT_ALLOW_UNCHECK_ALL: z._default(z.stringbool(), true),
});

const parsed = schema.parse(process.env);

export const pbiotSettings = {
  showPbiot,
  maxTotalSizeMb: parsed.PBIOT_MAX_TOTAL_MB,
  allowUncheckAll: parsed.PBIOT_ALLOW_UNCHECK_ALL,
};

export function assertSectionOn(): void {
  if (!pbiotSettings.showPbiot) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'pbiot.sectionOff');
}
