import {
  duplicateCheck,
  nonresidentInitialize,
  residentInitialize,
  residentManualInitialize,
} from '@shared/api/areas/registration';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import {
  duplicateCheck as checkDuplicate,
  registerNonResident,
  registerResident,
  registerResidentManually,
} from '../domain/profiles/registration-service';

/**
 * A registration gives the counterparty its first risk profile: the risk context follows it
 * (lib/domain-events.ts). Loaded on the first registration, not with the function: a static import would put
 * the risk computation's shared chunks (PDF and signature libraries) into the function's start-up.
 */
const followers = () => import('../domain/prequalification/risk-subscriber');

export const routes = [
  route(residentInitialize, async (ctx) => {
    await followers();
    return registerResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang);
  }),
  route(residentManualInitialize, async (ctx) => {
    await followers();
    return registerResidentManually(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang);
  }),
  route(nonresidentInitialize, async (ctx) => {
    await followers();
    return registerNonResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang);
  }),
  route(duplicateCheck, (ctx) => checkDuplicate(ctx.query)),
];

export const handler = createGroupHandler('registration', routes);
