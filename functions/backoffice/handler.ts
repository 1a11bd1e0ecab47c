import { changeRequestQueue, decideChangeRequest } from '@shared/api/areas/backoffice';
import { createGroupHandler } from '../lib/group-handler';
import { callerOfCtx, route } from '../lib/route';
import {
  changeRequestQueue as listQueue,
  decideChangeRequest as decide,
} from '../domain/ksss/review-service';

export const routes = [
  route(changeRequestQueue, (ctx) => listQueue(ctx.query.status, ctx.lang)),
  route(decideChangeRequest, (ctx) => decide(callerOfCtx(ctx), ctx.params.id, ctx.body, ctx.lang)),
];

export const handler = createGroupHandler('backoffice', routes);
