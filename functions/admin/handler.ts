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
import { retentionDueList, retentionPostpone } from '@shared/api/areas/retention';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import * as admin from '../domain/admin/admin-service';
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
  route(ownAccountAudit, (ctx) => admin.ownAudit(callerOfCtx(ctx))),
  route(adminNotices, () => admin.listNotices()),
  route(publishNotice, (ctx) => admin.publishNotice(callerOfCtx(ctx), ctx.body)),
  route(withdrawNotice, (ctx) => admin.withdrawNotice(callerOfCtx(ctx), ctx.params.id, ctx.body.reason)),
  route(retentionDueList, () => dueForDeletion(clock.now())),
  route(retentionPostpone, (ctx) =>
    postponeDeletion(callerOfCtx(ctx), ctx.params.counterpartyId, ctx.body, clock.now()),
  ),
];

export const handler = createGroupHandler('admin', routes);
