/**
 * The API contract: every call of the specification, in one table.
 * The CDK API stack, the local gateway, the handlers' router and the coverage test all read it.
 * The SPA imports the area modules it needs directly, so unused schemas stay out of its bundle.
 */
import type { Endpoint } from './endpoint';
import * as system from './areas/system';
import * as notifications from './areas/notifications';
import * as dictionaries from './areas/dictionaries';
import * as files from './areas/files';
import * as tenders from './areas/tenders';
import * as communication from './areas/communication';
import * as faq from './areas/faq';
import * as profiles from './areas/profiles';
import * as bank from './areas/bank';
import * as registration from './areas/registration';
import * as relationships from './areas/relationships';
import * as admin from './areas/admin';
import * as backoffice from './areas/backoffice';
import * as documents from './areas/documents';
import * as pbiot from './areas/pbiot';
import * as prequalification from './areas/prequalification';
import * as personalData from './areas/personal-data';
import * as retention from './areas/retention';
import * as health from './areas/health';
import * as esignTrust from './areas/esign-trust';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'fn' in value;

const modules = [
  system,
  notifications,
  dictionaries,
  files,
  tenders,
  communication,
  faq,
  profiles,
  bank,
  registration,
  relationships,
  admin,
  backoffice,
  documents,
  pbiot,
  prequalification,
  personalData,
  retention,
  health,
  esignTrust,
];

export const ENDPOINTS: readonly Endpoint[] = modules.flatMap((m) => Object.values(m).filter(isEndpoint));

export { endpointKey } from './endpoint';
