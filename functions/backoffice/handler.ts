import { changeRequestQueue, decideChangeRequest } from '@shared/api/areas/backoffice';
import { counterpartyRisk, riskProfiles } from '@shared/api/areas/prequalification';
import {
  pbiotDecidePackage,
  pbiotReviewPackage,
  pbiotReviewQueue,
  pbiotTakePackage,
} from '@shared/api/areas/pbiot';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import {
  changeRequestQueue as listQueue,
  decideChangeRequest as decide,
} from '../domain/profiles/review-service';
import { decidePackage, reviewPackage, reviewQueue, takePackage } from '../domain/pbiot/review-service';
// Decisions and payments here recompute the risk profile (a one-way subscription: see domain-events).
import '../domain/prequalification/risk-subscriber';
import { counterpartyRisk as readRisk, riskProfileRows } from '../domain/prequalification/risk-reads';

export const routes = [
  route(changeRequestQueue, (ctx) => listQueue(ctx.query.status, ctx.lang)),
  route(decideChangeRequest, (ctx) => decide(callerOfCtx(ctx), ctx.params.id, ctx.body, ctx.lang)),
  // The safety reviewers' queue (PBIOT packages).
  route(pbiotReviewQueue, (ctx) => reviewQueue(ctx.query.state)),
  route(pbiotReviewPackage, (ctx) => reviewPackage(ctx.params.id, ctx.lang)),
  route(pbiotTakePackage, (ctx) => takePackage(callerOfCtx(ctx), ctx.params.id)),
  route(pbiotDecidePackage, (ctx) => decidePackage(callerOfCtx(ctx), ctx.params.id, ctx.body)),
  // The counterparty card's risk profile (issue 21): stored when computed, read once.
  route(counterpartyRisk, (ctx) => readRisk(ctx.params.id)),
  route(riskProfiles, (ctx) => riskProfileRows(ctx.query.tier)),
];

export const handler = createGroupHandler('backoffice', routes);
