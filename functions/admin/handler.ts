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
import { esignTrustStatus } from '@shared/api/areas/esign-trust';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
// Each route loads its own domain code on its first call (a chunk per dynamic import): the notices list
// does not parse the HTML sanitiser, the Cognito client or the profiles' texts the user actions need.
const admin = () => import('../domain/admin/admin-service');
const notices = () => import('../domain/admin/notices-admin');
const consents = () => import('../domain/accounts/consents-service');
const exportService = () => import('../domain/personal-data/export-service');
const riskReads = () => import('../domain/prequalification/risk-reads');
const dueList = () => import('../domain/retention/due-list');

/** The administrators' users screen (02 §2.7) and the supplier's view of what they changed. */
export const routes = [
  route(allProfiles, async (ctx) => (await admin()).searchProfiles(ctx.query)),
  route(resendSnabgenie, async (ctx) =>
    (await admin()).resendToSupplySystem(callerOfCtx(ctx), ctx.params.id, ctx.body.reason),
  ),
  route(updateProfileStatus, async (ctx) =>
    (await admin()).refreshStatus(callerOfCtx(ctx), ctx.params.id, ctx.body.reason),
  ),
  route(cleanModeration, async (ctx) =>
    (await admin()).cleanModeration(callerOfCtx(ctx), ctx.params.contractorCode, ctx.body.reason),
  ),
  route(setProfileKsss, async (ctx) =>
    (await admin()).setSupplierCode(callerOfCtx(ctx), ctx.params.id, ctx.params.ksss, ctx.body.reason),
  ),
  route(setProfileLogin, async (ctx) =>
    (await admin()).setLogin(callerOfCtx(ctx), ctx.params.id, ctx.params.login, ctx.body.reason),
  ),
  route(openPbiot, async (ctx) =>
    (await admin()).openPbiot(callerOfCtx(ctx), ctx.params.id, ctx.body.until, ctx.body.reason),
  ),
  route(userAudit, async (ctx) => (await admin()).userAudit(ctx.params.id)),
  // Issue 26: the e-signature trust list's state (the S3 reads load with the first such call).
  route(esignTrustStatus, async () =>
    (await import('../domain/documents/trust-list-storage')).trustListStatus(clock.now()),
  ),
  // Issue 18: the user's consent history and the export of its counterparty, answering a person's request.
  route(userConsents, async (ctx) => (await consents()).consentHistory(ctx.params.id)),
  route(requestUserExport, async (ctx) => {
    const exports = await exportService();
    const { counterpartyId } = await exports.counterpartyOfUser(ctx.params.id);
    return exports.requestExport(counterpartyId, callerOfCtx(ctx).login, false);
  }),
  route(userExport, async (ctx) => {
    const exports = await exportService();
    return exports.latestExport((await exports.counterpartyOfUser(ctx.params.id)).counterpartyId);
  }),
  route(downloadUserExport, async (ctx) => {
    const exports = await exportService();
    const { counterpartyId, companyCode } = await exports.counterpartyOfUser(ctx.params.id);
    return exports.exportDownload(counterpartyId, ctx.params.exportId, companyCode);
  }),
  route(ownAccountAudit, async (ctx) => (await admin()).ownAudit(callerOfCtx(ctx))),
  route(adminNotices, async () => (await notices()).listNotices()),
  route(publishNotice, async (ctx) => (await notices()).publishNotice(callerOfCtx(ctx), ctx.body)),
  route(withdrawNotice, async (ctx) =>
    (await notices()).withdrawNotice(callerOfCtx(ctx), ctx.params.id, ctx.body.reason),
  ),
  // The risk profile's configuration (issue 21): versioned, audited, every profile recomputed.
  route(riskConfigVersions, async () => (await riskReads()).riskConfigVersions(clock.now())),
  // The recomputation reads every context: loaded when a change is saved, not with the function.
  route(updateRiskConfig, async (ctx) =>
    (await import('../domain/prequalification/risk-service')).updateRiskConfig(
      callerOfCtx(ctx),
      ctx.body,
      clock.now(),
    ),
  ),
  route(retentionDueList, async () => (await dueList()).dueForDeletion(clock.now())),
  route(retentionPostpone, async (ctx) =>
    (await dueList()).postponeDeletion(callerOfCtx(ctx), ctx.params.counterpartyId, ctx.body, clock.now()),
  ),
  // What the running stage lacks (monitoring, the administrators' screen): loaded when asked.
  route(backendHealth, async () =>
    (await import('../domain/health/health-service')).stageHealth(clock.now()),
  ),
];

export const handler = createGroupHandler('admin', routes);
