import {
  accountMe,
  acceptUserAgreement,
  getUserAgreementStatus,
  signOutEverywhere,
} from '@shared/api/areas/system';
import {
  downloadOwnExport,
  ownConsents,
  ownExport,
  requestOwnExport,
  withdrawConsent,
} from '@shared/api/areas/personal-data';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import { clock } from '../lib/clock';
import { currentUser } from '../domain/accounts/accounts-service';
import * as consents from '../domain/accounts/consents-service';
import { signOutEverywhere as endSessions } from '../domain/accounts/staff-sessions';
import * as exports from '../domain/personal-data/export-service';

export const routes = [
  route(accountMe, (ctx) => currentUser(callerOfCtx(ctx), ctx.lang)),
  route(signOutEverywhere, async (ctx) => {
    await endSessions(callerOfCtx(ctx).sub, clock.now());
    return null;
  }),
  route(getUserAgreementStatus, (ctx) =>
    consents.agreementStatus(tenantOf(ctx), ctx.params.contractorCode, callerOfCtx(ctx)),
  ),
  route(acceptUserAgreement, (ctx) =>
    consents.acceptAgreement(tenantOf(ctx), ctx.params.contractorCode, callerOfCtx(ctx), ctx.client),
  ),
  route(ownConsents, (ctx) => consents.consentHistory(callerOfCtx(ctx).sub)),
  route(withdrawConsent, (ctx) => consents.withdrawConsent(callerOfCtx(ctx), ctx.client)),
  route(requestOwnExport, (ctx) =>
    exports.requestExport(tenantOf(ctx).counterpartyId, callerOfCtx(ctx).login, true),
  ),
  route(ownExport, (ctx) => exports.latestExport(tenantOf(ctx).counterpartyId)),
  route(downloadOwnExport, (ctx) =>
    exports.exportDownload(tenantOf(ctx).counterpartyId, ctx.params.exportId, tenantOf(ctx).companyCode),
  ),
];

export const handler = createGroupHandler('account', routes);
