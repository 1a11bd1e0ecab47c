import {
  duplicateCheck,
  nonresidentInitialize,
  residentInitialize,
  residentManualInitialize,
} from '@shared/api/areas/registration';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import { duplicateCheck as checkDuplicate } from '../domain/profiles/registered-identities';

/**
 * The registration itself (the register's records, the questionnaire's first chapters, their texts) loads
 * with the first registration: the form asks the duplicate check first, and often.
 */
const registration = () => import('../domain/profiles/registration-service');
/**
 * A registration gives the counterparty its first risk profile: the risk context follows it
 * (lib/domain-events.ts). Loaded on the first registration, not with the function: a static import would put
 * the risk computation's shared chunks (PDF and signature libraries) into the function's start-up.
 */
const followers = () => import('../domain/prequalification/risk-subscriber');
const registering = async () => (await Promise.all([registration(), followers()]))[0];

export const routes = [
  route(residentInitialize, async (ctx) =>
    (await registering()).registerResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang),
  ),
  route(residentManualInitialize, async (ctx) =>
    (await registering()).registerResidentManually(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang),
  ),
  route(nonresidentInitialize, async (ctx) =>
    (await registering()).registerNonResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang),
  ),
  route(duplicateCheck, (ctx) => checkDuplicate(ctx.query)),
];

export const handler = createGroupHandler('registration', routes);
