import { backendActive, userManual } from '@shared/api/areas/system';
import { createGroupHandler } from '../lib/group-handler';
import { Redirect, route } from '../lib/route';
import { userManualLink } from '../domain/files/user-manual';

export const routes = [
  route(backendActive, async () => true),
  route(userManual, async (ctx) => new Redirect(await userManualLink(ctx.query.lang))),
];

export const handler = createGroupHandler('public', routes);
