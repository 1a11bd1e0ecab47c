import {
  accountMe,
  acceptUserAgreement,
  getUserAgreementStatus,
  signOutEverywhere,
} from '@shared/api/areas/system';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import { acceptAgreement, agreementStatus, currentUser } from '../domain/accounts/accounts-service';
import { signOutEverywhere as endSessions } from '../domain/accounts/staff-sessions';
import { clock } from '../lib/clock';

export const routes = [
  route(accountMe, (ctx) => currentUser(callerOfCtx(ctx))),
  route(signOutEverywhere, async (ctx) => {
    await endSessions(callerOfCtx(ctx).sub, clock.now());
    return null;
  }),
  route(getUserAgreementStatus, (ctx) => agreementStatus(tenantOf(ctx), ctx.params.contractorCode)),
  route(acceptUserAgreement, (ctx) =>
    acceptAgreement(tenantOf(ctx), ctx.params.contractorCode, callerOfCtx(ctx)),
  ),
];

export const handler = createGroupHandler('account', routes);
