import {
  tenderAccept,
  tenderAccessHistory,
  tenderAccessList,
  tenderInfo,
  tenderLicence,
  tenderPaymentDetails,
  tenderPaymentOrders,
  tenderPaymentReceived,
  tenderStatementUpload,
  tenderStopFactors,
  supplierReadiness,
} from '@shared/api/areas/tenders';
import { retentionDeadline } from '@shared/api/areas/retention';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { Redirect, callerOfCtx, route, tenantOf } from '../lib/route';
// Each route loads its own domain code on its first call (esbuild puts every dynamic import in a chunk
// of its own), so a cold call parses the code of the route it serves, not the whole group's.
const register = () => import('../domain/tenders/access-register-service');
const tenders = () => import('../domain/tenders/tender-service');
const info = () => import('../domain/tenders/tender-info');
const readinessService = () => import('../domain/prequalification/readiness-service');
const deadline = () => import('../domain/retention/deadline');
// Decisions and payments here recompute the risk profile (a one-way subscription: see domain-events).
import '../domain/prequalification/risk-subscriber';

export const routes = [
  route(retentionDeadline, async (ctx) =>
    (await deadline()).completionDeadline(tenantOf(ctx).counterpartyId, clock.now()),
  ),
  route(tenderInfo, async (ctx) => (await info()).tenderInfo(tenantOf(ctx), clock.now())),
  route(tenderAccept, async (ctx) =>
    (await tenders()).acceptTender(tenantOf(ctx), callerOfCtx(ctx), clock.now()),
  ),
  route(supplierReadiness, async (ctx) =>
    (await readinessService()).supplierReadiness(tenantOf(ctx), ctx.lang, clock.now()),
  ),
  route(tenderStopFactors, async (ctx) =>
    (await tenders()).stopFactors(tenantOf(ctx), ctx.lang, clock.now()),
  ),
  route(tenderPaymentOrders, async (ctx) =>
    (await tenders()).paymentOrder(tenantOf(ctx), ctx.lang, clock.now()),
  ),
  route(tenderPaymentDetails, async (ctx) =>
    (await tenders()).paymentDetails(tenantOf(ctx), ctx.query.currencyCode, ctx.lang, clock.now()),
  ),
  route(tenderLicence, async (ctx) => new Redirect(await (await tenders()).licenceLink(ctx.query.lang))),
  route(tenderAccessList, async (ctx) => (await register()).accessList(ctx.query.status)),
  route(tenderAccessHistory, async (ctx) => (await register()).accessHistory(ctx.params.counterpartyId)),
  route(tenderStatementUpload, async (ctx) =>
    (await register()).uploadStatement(callerOfCtx(ctx), ctx.body, clock.now()),
  ),
  route(tenderPaymentReceived, async (ctx) =>
    (await register()).paymentReceived(callerOfCtx(ctx), ctx.params.counterpartyId, ctx.body, clock.now()),
  ),
];

export const handler = createGroupHandler('tenders', routes);
