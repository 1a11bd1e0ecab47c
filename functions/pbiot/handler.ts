import {
  pbiotAccept,
  pbiotAccess,
  pbiotCurrent,
  pbiotDeleteDoc,
  pbiotDoc,
  pbiotFileStatistics,
  pbiotGenerateQuestionnaire,
  pbiotHistory,
  pbiotHistoryZip,
  pbiotIncidents,
} from '@shared/api/areas/pbiot';
import type { Endpoint } from '@shared/api/endpoint';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf, type Route, type RouteImpl } from '../lib/route';
import {
  acceptPackage,
  addDoc,
  deleteDoc,
  fileStatistics,
  generateQuestionnaire,
  history,
  packageZip,
  pbiotAccess as access,
  pbiotCurrent as current,
  saveIncidents,
} from '../domain/pbiot/pbiot-service';
import { assertSectionOn } from '../domain/pbiot/settings';

/** Every call of the section answers 404 while the deployment's SHOW_PBIOT is off. */
const section = <E extends Endpoint>(endpoint: E, impl: RouteImpl<E>): Route =>
  route(endpoint, (ctx) => {
    assertSectionOn();
    return impl(ctx);
  });

export const routes: Route[] = [
  section(pbiotAccess, (ctx) => access(tenantOf(ctx), callerOfCtx(ctx), clock.now(), ctx.lang)),
  section(pbiotCurrent, (ctx) => current(tenantOf(ctx), clock.now(), ctx.lang)),
  section(pbiotFileStatistics, (ctx) => fileStatistics(tenantOf(ctx))),
  section(pbiotIncidents, (ctx) => saveIncidents(tenantOf(ctx), ctx.body.values, clock.now(), ctx.lang)),
  section(pbiotDoc, (ctx) => addDoc(tenantOf(ctx), ctx.body, clock.now(), ctx.lang)),
  section(pbiotDeleteDoc, (ctx) => deleteDoc(tenantOf(ctx), ctx.params.type, clock.now(), ctx.lang)),
  section(pbiotGenerateQuestionnaire, (ctx) =>
    generateQuestionnaire(tenantOf(ctx), ctx.query.checks, clock.now(), ctx.lang),
  ),
  section(pbiotAccept, (ctx) =>
    acceptPackage(tenantOf(ctx), callerOfCtx(ctx), ctx.body.checks, clock.now(), ctx.lang),
  ),
  section(pbiotHistory, (ctx) => history(tenantOf(ctx), ctx.query.limit)),
  section(pbiotHistoryZip, (ctx) => packageZip(tenantOf(ctx), ctx.params.packageId, ctx.params.partition)),
];

export const handler = createGroupHandler('pbiot', routes);
