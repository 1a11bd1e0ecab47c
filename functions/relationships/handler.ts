import {
  addSupposedNonResident,
  addSupposedSubcontractor,
  deleteSupposedSubcontractor,
  primeContractors,
  producers,
  registrationLink,
  replaceNonResident,
  subContractors,
  supposedSubcontractors,
} from '@shared/api/areas/relationships';
import { createGroupHandler } from '../http/group-handler';
import { route, tenantOf } from '../lib/route';
import * as relationships from '../domain/relationships/relationships-service';

/** The relationships screen (02 §2.6): current parties by contract, the supposed ones and their changes. */
export const routes = [
  route(primeContractors, (ctx) =>
    relationships.currentParties(tenantOf(ctx), 'GENERAL_CONTRACTOR', ctx.query, ctx.lang),
  ),
  route(subContractors, (ctx) =>
    relationships.currentParties(tenantOf(ctx), 'SUBCONTRACTOR', ctx.query, ctx.lang),
  ),
  route(producers, (ctx) => relationships.currentParties(tenantOf(ctx), 'PRODUCER', ctx.query, ctx.lang)),
  route(supposedSubcontractors, (ctx) =>
    relationships.supposedParties(tenantOf(ctx), ctx.query.type, ctx.query, ctx.lang),
  ),
  route(addSupposedSubcontractor, (ctx) => relationships.addResident(tenantOf(ctx), ctx.body, ctx.lang)),
  route(addSupposedNonResident, (ctx) => relationships.addNonResident(tenantOf(ctx), ctx.body, ctx.lang)),
  route(deleteSupposedSubcontractor, (ctx) =>
    relationships.requestRemoval(tenantOf(ctx), ctx.params.type, ctx.params.id, ctx.lang),
  ),
  route(replaceNonResident, (ctx) =>
    relationships.requestReplacement(
      tenantOf(ctx),
      ctx.params.currentProfileId,
      ctx.query.replaceWithId,
      ctx.lang,
    ),
  ),
  route(registrationLink, (ctx) => relationships.registrationLink(tenantOf(ctx), ctx.params.id)),
];

export const handler = createGroupHandler('relationships', routes);
