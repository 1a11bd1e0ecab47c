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
import {
  saveTenderContacts as saveOwnTenderContacts,
  tenderContacts as loadTenderContacts,
} from '../domain/profiles/tender-contacts-service';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import {
  deleteBankAccount as removeBankAccount,
  deleteBankDocument,
  resetBankChapter,
  saveBankAccount as saveDraftAccount,
} from '../domain/profiles/bank-draft-service';
import {
  profileForm as loadProfileForm,
  requestRegisterRefresh,
  saveContacts,
  sendBankAccounts,
  sendPostalAddress,
  declareTaxRegime,
} from '../domain/profiles/change-requests-service';

export const routes = [
  route(profileForm, (ctx) => loadProfileForm(tenantOf(ctx), ctx.lang)),
  route(saveProfileContacts, (ctx) => saveContacts(tenantOf(ctx), callerOfCtx(ctx), ctx.body, ctx.lang)),
  route(requestKsssUpdateByEgrul, (ctx) => requestRegisterRefresh(tenantOf(ctx), callerOfCtx(ctx), ctx.lang)),
  route(sendPostalAddressChangeRequest, (ctx) =>
    sendPostalAddress(tenantOf(ctx), callerOfCtx(ctx), ctx.body, ctx.lang),
  ),
  route(declareTaxRegimeEndpoint, (ctx) =>
    declareTaxRegime(tenantOf(ctx), callerOfCtx(ctx), ctx.body, ctx.lang),
  ),
  route(saveBankAccount, (ctx) => saveDraftAccount(tenantOf(ctx), ctx.body, ctx.lang)),
  route(deleteBankAccount, (ctx) => removeBankAccount(tenantOf(ctx), ctx.params.id, ctx.lang)),
  route(deleteBankAccountDocument, (ctx) =>
    deleteBankDocument(tenantOf(ctx), ctx.params.documentId, ctx.lang),
  ),
  route(resetBankAccountsChapter, (ctx) => resetBankChapter(tenantOf(ctx), ctx.lang)),
  route(sendBankAccountChangeRequest, (ctx) => sendBankAccounts(tenantOf(ctx), callerOfCtx(ctx), ctx.lang)),
  route(tenderContacts, (ctx) => loadTenderContacts(tenantOf(ctx))),
  route(saveTenderContacts, (ctx) => saveOwnTenderContacts(tenantOf(ctx), callerOfCtx(ctx), ctx.body)),
];

export const handler = createGroupHandler('profiles', routes);
