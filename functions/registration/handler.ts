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

export const routes = [
  route(residentInitialize, (ctx) => registerResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang)),
  route(residentManualInitialize, (ctx) =>
    registerResidentManually(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang),
  ),
  route(nonresidentInitialize, (ctx) =>
    registerNonResident(callerOfCtx(ctx), ctx.body, ctx.client, ctx.lang),
  ),
  route(duplicateCheck, (ctx) => checkDuplicate(ctx.query)),
];

export const handler = createGroupHandler('registration', routes);
