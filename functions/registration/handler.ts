import { duplicateCheck, nonresidentInitialize, residentInitialize } from '@shared/api/areas/registration';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import {
  duplicateCheck as checkDuplicate,
  registerNonResident,
  registerResident,
} from '../domain/profiles/registration-service';

// A registration gives the counterparty its first risk profile (lib/domain-events.ts).
import '../domain/prequalification/risk-subscriber';

export const routes = [
  route(residentInitialize, (ctx) => registerResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang)),
  route(nonresidentInitialize, (ctx) =>
    registerNonResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang),
  ),
  route(duplicateCheck, (ctx) => checkDuplicate(ctx.query)),
];

export const handler = createGroupHandler('registration', routes);
