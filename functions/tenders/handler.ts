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
import {
  accessHistory,
  accessList,
  paymentReceived,
  uploadStatement,
} from '../domain/tenders/access-register-service';
import {
  acceptTender,
  licenceLink,
  paymentDetails,
  paymentOrder,
  stopFactors,
  tenderInfo as loadInfo,
} from '../domain/tenders/tender-service';
import { supplierReadiness as readiness } from '../domain/prequalification/readiness-service';
// Decisions and payments here recompute the risk profile (a one-way subscription: see domain-events).
import '../domain/prequalification/risk-subscriber';
import { completionDeadline } from '../domain/retention/deadline';

export const routes = [
  route(retentionDeadline, (ctx) => completionDeadline(tenantOf(ctx).counterpartyId, clock.now())),
  route(tenderInfo, (ctx) => loadInfo(tenantOf(ctx), clock.now())),
  route(tenderAccept, (ctx) => acceptTender(tenantOf(ctx), callerOfCtx(ctx), clock.now())),
  route(supplierReadiness, (ctx) => readiness(tenantOf(ctx), ctx.lang, clock.now())),
  route(tenderStopFactors, (ctx) => stopFactors(tenantOf(ctx), ctx.lang, clock.now())),
  route(tenderPaymentOrders, (ctx) => paymentOrder(tenantOf(ctx), ctx.lang, clock.now())),
  route(tenderPaymentDetails, (ctx) =>
    paymentDetails(tenantOf(ctx), ctx.query.currencyCode, ctx.lang, clock.now()),
  ),
  route(tenderLicence, async (ctx) => new Redirect(await licenceLink(ctx.query.lang))),
  route(tenderAccessList, (ctx) => accessList(ctx.query.status)),
  route(tenderAccessHistory, (ctx) => accessHistory(ctx.params.counterpartyId)),
  route(tenderStatementUpload, (ctx) => uploadStatement(callerOfCtx(ctx), ctx.body, clock.now())),
  route(tenderPaymentReceived, (ctx) =>
    paymentReceived(callerOfCtx(ctx), ctx.params.counterpartyId, ctx.body, clock.now()),
  ),
];

export const handler = createGroupHandler('tenders', routes);
