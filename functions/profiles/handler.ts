import {
  deleteBankAccount,
  deleteBankAccountDocument,
  profileForm,
  requestKsssUpdateByEgrul,
  resetBankAccountsChapter,
  saveBankAccount,
  saveProfileContacts,
  saveTenderContacts,
  tenderContacts,
  sendBankAccountChangeRequest,
  sendPostalAddressChangeRequest,
  declareTaxRegime as declareTaxRegimeEndpoint,
} from '@shared/api/areas/profiles';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';

// Each route loads its own domain code on its first call (esbuild puts every dynamic import in a chunk
// of its own), so a cold call parses the code of the route it serves, not the whole group's.
const tenderContactsServiceModule = () => import('../domain/profiles/tender-contacts-service');
const bankDraftServiceModule = () => import('../domain/profiles/bank-draft-service');
const changeRequestsServiceModule = () => import('../domain/profiles/change-requests-service');
const profileFormServiceModule = () => import('../domain/profiles/profile-form-service');

export const routes = [
  route(profileForm, async (ctx) => (await profileFormServiceModule()).profileForm(tenantOf(ctx), ctx.lang)),
  route(saveProfileContacts, async (ctx) =>
    (await changeRequestsServiceModule()).saveContacts(tenantOf(ctx), callerOfCtx(ctx), ctx.body, ctx.lang),
  ),
  route(requestKsssUpdateByEgrul, async (ctx) =>
    (await changeRequestsServiceModule()).requestRegisterRefresh(tenantOf(ctx), callerOfCtx(ctx), ctx.lang),
  ),
  route(sendPostalAddressChangeRequest, async (ctx) =>
    (await changeRequestsServiceModule()).sendPostalAddress(
      tenantOf(ctx),
      callerOfCtx(ctx),
      ctx.body,
      ctx.lang,
    ),
  ),
  route(declareTaxRegimeEndpoint, async (ctx) =>
    (await changeRequestsServiceModule()).declareTaxRegime(
      tenantOf(ctx),
      callerOfCtx(ctx),
      ctx.body,
      ctx.lang,
    ),
  ),
  route(saveBankAccount, async (ctx) =>
    (await bankDraftServiceModule()).saveBankAccount(tenantOf(ctx), ctx.body, ctx.lang),
  ),
  route(deleteBankAccount, async (ctx) =>
    (await bankDraftServiceModule()).deleteBankAccount(tenantOf(ctx), ctx.params.id, ctx.lang),
  ),
  route(deleteBankAccountDocument, async (ctx) =>
    (await bankDraftServiceModule()).deleteBankDocument(tenantOf(ctx), ctx.params.documentId, ctx.lang),
  ),
  route(resetBankAccountsChapter, async (ctx) =>
    (await bankDraftServiceModule()).resetBankChapter(tenantOf(ctx), ctx.lang),
  ),
  route(sendBankAccountChangeRequest, async (ctx) =>
    (await changeRequestsServiceModule()).sendBankAccounts(tenantOf(ctx), callerOfCtx(ctx), ctx.lang),
  ),
  route(tenderContacts, async (ctx) => (await tenderContactsServiceModule()).tenderContacts(tenantOf(ctx))),
  route(saveTenderContacts, async (ctx) =>
    (await tenderContactsServiceModule()).saveTenderContacts(tenantOf(ctx), callerOfCtx(ctx), ctx.body),
  ),
];

export const handler = createGroupHandler('profiles', routes);
