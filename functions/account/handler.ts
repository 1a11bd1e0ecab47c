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

// Each route loads its own domain code on its first call (esbuild puts every dynamic import in a chunk
// of its own), so a cold call parses the code of the route it serves, not the whole group's.
const accountsServiceModule = () => import('../domain/accounts/accounts-service');
const staffSessionsModule = () => import('../domain/accounts/staff-sessions');
const consentsModule = () => import('../domain/accounts/consents-service');
const exportsModule = () => import('../domain/personal-data/export-service');

export const routes = [
  route(accountMe, async (ctx) => (await accountsServiceModule()).currentUser(callerOfCtx(ctx), ctx.lang)),
  route(signOutEverywhere, async (ctx) => {
    await (await staffSessionsModule()).signOutEverywhere(callerOfCtx(ctx).sub, clock.now());
    return null;
  }),
  route(getUserAgreementStatus, async (ctx) =>
    (await consentsModule()).agreementStatus(tenantOf(ctx), ctx.params.contractorCode, callerOfCtx(ctx)),
  ),
  route(acceptUserAgreement, async (ctx) =>
    (await consentsModule()).acceptAgreement(
      tenantOf(ctx),
      ctx.params.contractorCode,
      callerOfCtx(ctx),
      ctx.client,
    ),
  ),
  route(ownConsents, async (ctx) => (await consentsModule()).consentHistory(callerOfCtx(ctx).sub)),
  route(withdrawConsent, async (ctx) =>
    (await consentsModule()).withdrawConsent(callerOfCtx(ctx), ctx.client),
  ),
  route(requestOwnExport, async (ctx) =>
    (await exportsModule()).requestExport(tenantOf(ctx).counterpartyId, callerOfCtx(ctx).login, true),
  ),
  route(ownExport, async (ctx) => (await exportsModule()).latestExport(tenantOf(ctx).counterpartyId)),
  route(downloadOwnExport, async (ctx) =>
    (await exportsModule()).exportDownload(
      tenantOf(ctx).counterpartyId,
      ctx.params.exportId,
      tenantOf(ctx).companyCode,
    ),
  ),
];

export const handler = createGroupHandler('account', routes);
