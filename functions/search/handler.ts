import {
  nonResidentById,
  residentByInvitation,
  searchAccounts,
  searchAccountsNonResident,
  searchBik,
  searchCredentials,
} from '@shared/api/areas/registration';
import { banksByBik } from '../domain/banks/bank-service';
import { createGroupHandler } from '../http/group-handler';
import { route } from '../lib/route';
import {
  nonResidentById as findNonResident,
  residentByInvitation as findInvitedResident,
  searchNonResidents,
  searchResidents,
} from '../domain/registry/search-service';

export const routes = [
  route(searchAccounts, (ctx) => searchResidents(ctx.query.search, ctx.query.type, ctx.lang)),
  route(searchAccountsNonResident, (ctx) =>
    searchNonResidents(ctx.query.search, ctx.query.hideNonRegistered, ctx.lang),
  ),
  route(nonResidentById, (ctx) => findNonResident(ctx.params.id, ctx.lang)),
  route(residentByInvitation, (ctx) => findInvitedResident(ctx.params.id, ctx.lang)),
  route(searchCredentials, (ctx) => searchResidents(ctx.query.search, ctx.query.type, ctx.lang)),
  route(searchBik, (ctx) => banksByBik(ctx.query.search, ctx.lang)),
];

export const handler = createGroupHandler('search', routes);
