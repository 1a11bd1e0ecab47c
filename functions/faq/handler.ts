import { askAQuestion } from '@shared/api/areas/faq';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import { askQuestion } from '../domain/communication/faq-service';

export const routes = [
  route(askAQuestion, (ctx) => askQuestion(tenantOf(ctx), callerOfCtx(ctx), ctx.body, clock.now())),
];

export const handler = createGroupHandler('faq', routes);
