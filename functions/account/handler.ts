import { accountMe, acceptUserAgreement, getUserAgreementStatus } from '@shared/api/areas/system';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import { acceptAgreement, agreementStatus, currentUser } from '../domain/accounts/accounts-service';

export const routes = [
  route(accountMe, (ctx) => currentUser(callerOfCtx(ctx))),
  route(getUserAgreementStatus, (ctx) => agreementStatus(tenantOf(ctx), ctx.params.contractorCode)),
  route(acceptUserAgreement, (ctx) =>
    acceptAgreement(tenantOf(ctx), ctx.params.contractorCode, callerOfCtx(ctx)),
  ),
];

export const handler = createGroupHandler('account', routes);
