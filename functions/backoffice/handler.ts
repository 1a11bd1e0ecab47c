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
// Decisions and payments here recompute the risk profile (a one-way subscription: see domain-events).
import '../domain/prequalification/risk-subscriber';

// Each route loads its own domain code on its first call (esbuild puts every dynamic import in a chunk
// of its own), so a cold call parses the code of the route it serves, not the whole group's.
const changeRequestQueueModule = () => import('../domain/profiles/change-request-queue');
const profilesReviewServiceModule = () => import('../domain/profiles/review-service');
const pbiotReviewServiceModule = () => import('../domain/pbiot/review-service');
const prequalificationRiskReadsModule = () => import('../domain/prequalification/risk-reads');

export const routes = [
  route(changeRequestQueue, async (ctx) =>
    (await changeRequestQueueModule()).changeRequestQueue(ctx.query.status, ctx.lang),
  ),
  route(decideChangeRequest, async (ctx) =>
    (await profilesReviewServiceModule()).decideChangeRequest(
      callerOfCtx(ctx),
      ctx.params.id,
      ctx.body,
      ctx.lang,
    ),
  ),
  // The safety reviewers' queue (PBIOT packages).
  route(pbiotReviewQueue, async (ctx) => (await pbiotReviewServiceModule()).reviewQueue(ctx.query.state)),
  route(pbiotReviewPackage, async (ctx) =>
    (await pbiotReviewServiceModule()).reviewPackage(ctx.params.id, ctx.lang),
  ),
  route(pbiotTakePackage, async (ctx) =>
    (await pbiotReviewServiceModule()).takePackage(callerOfCtx(ctx), ctx.params.id),
  ),
  route(pbiotDecidePackage, async (ctx) =>
    (await pbiotReviewServiceModule()).decidePackage(callerOfCtx(ctx), ctx.params.id, ctx.body),
  ),
  // The counterparty card's risk profile (issue 21): stored when computed, read once.
  route(counterpartyRisk, async (ctx) =>
    (await prequalificationRiskReadsModule()).counterpartyRisk(ctx.params.id),
  ),
  route(riskProfiles, async (ctx) =>
    (await prequalificationRiskReadsModule()).riskProfileRows(ctx.query.tier),
  ),
];

export const handler = createGroupHandler('backoffice', routes);
