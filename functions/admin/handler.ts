import {
  adminNotices,
  allProfiles,
  publishNotice,
  withdrawNotice,
  cleanModeration,
  openPbiot,
  ownAccountAudit,
  resendSnabgenie,
  setProfileKsss,
  setProfileLogin,
  updateProfileStatus,
  userAudit,
} from '@shared/api/areas/admin';
import { riskConfigVersions, updateRiskConfig } from '@shared/api/areas/prequalification';
import {
  downloadUserExport,
  requestUserExport,
  userConsents,
  userExport,
} from '@shared/api/areas/personal-data';
import { retentionDueList, retentionPostpone } from '@shared/api/areas/retention';
import { backendHealth } from '@shared/api/areas/health';
import { esignTrustStatus } from '@shared/api/areas/documents';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import * as admin from '../domain/admin/admin-service';
import { consentHistory } from '../domain/accounts/consents-service';
import * as exports from '../domain/personal-data/export-service';
import { riskConfigVersions as configVersions } from '../domain/prequalification/risk-reads';
import { dueForDeletion, postponeDeletion } from '../domain/retention/due-list';

/** The administrators' users screen (02 §2.7) and the supplier's view of what they changed. */
export const routes = [
  route(allProfiles, (ctx) => admin.searchProfiles(ctx.query)),
  route(resendSnabgenie, (ctx) =>
    admin.resendToSupplySystem(callerOfCtx(ctx), ctx.params.id, ctx.body.reason),
  ),
  route(updateProfileStatus, (ctx) => admin.refreshStatus(callerOfCtx(ctx), ctx.params.id, ctx.body.reason)),
  route(cleanModeration, (ctx) =>
    admin.cleanModeration(callerOfCtx(ctx), ctx.params.contractorCode, ctx.body.reason),
  ),
  route(setProfileKsss, (ctx) =>
    admin.setSupplierCode(callerOfCtx(ctx), ctx.params.id, ctx.params.ksss, ctx.body.reason),
  ),
  route(setProfileLogin, (ctx) =>
    admin.setLogin(callerOfCtx(ctx), ctx.params.id, ctx.params.login, ctx.body.reason),
  ),
  route(openPbiot, (ctx) =>
    admin.openPbiot(callerOfCtx(ctx), ctx.params.id, ctx.body.until, ctx.body.reason),
  ),
  route(userAudit, (ctx) => admin.userAudit(ctx.params.id)),
  // Issue 26: the e-signature trust list's state (the S3 reads load with the first such call).
  route(esignTrustStatus, async () =>
    (await import('../domain/documents/trust-list-storage')).trustListStatus(clock.now()),
  ),
  // Issue 18: the user's consent history and the export of its counterparty, answering a person's request.
  route(userConsents, (ctx) => consentHistory(ctx.params.id)),
  route(requestUserExport, async (ctx) => {
    const { counterpartyId } = await exports.counterpartyOfUser(ctx.params.id);
    return exports.requestExport(counterpartyId, callerOfCtx(ctx).login, false);
  }),
  route(userExport, async (ctx) =>
    exports.latestExport((await exports.counterpartyOfUser(ctx.params.id)).counterpartyId),
  ),
  route(downloadUserExport, async (ctx) => {
    const { counterpartyId, companyCode } = await exports.counterpartyOfUser(ctx.params.id);
    return exports.exportDownload(counterpartyId, ctx.params.exportId, companyCode);
  }),
  route(ownAccountAudit, (ctx) => admin.ownAudit(callerOfCtx(ctx))),
  route(adminNotices, () => admin.listNotices()),
  route(publishNotice, (ctx) => admin.publishNotice(callerOfCtx(ctx), ctx.body)),
  route(withdrawNotice, (ctx) => admin.withdrawNotice(callerOfCtx(ctx), ctx.params.id, ctx.body.reason)),
  // The risk profile's configuration (issue 21): versioned, audited, every profile recomputed.
  route(riskConfigVersions, () => configVersions(clock.now())),
  // The recomputation reads every context: loaded when a change is saved, not with the function.
  route(updateRiskConfig, async (ctx) =>
    (await import('../domain/prequalification/risk-service')).updateRiskConfig(
      callerOfCtx(ctx),
      ctx.body,
      clock.now(),
    ),
  ),
  route(retentionDueList, () => dueForDeletion(clock.now())),
  route(retentionPostpone, (ctx) =>
    postponeDeletion(callerOfCtx(ctx), ctx.params.counterpartyId, ctx.body, clock.now()),
  ),
  // What the running stage lacks (monitoring, the administrators' screen): loaded when asked.
  route(backendHealth, async () =>
    (await import('../domain/health/health-service')).stageHealth(clock.now()),
  ),
];

export const handler = createGroupHandler('admin', routes);
