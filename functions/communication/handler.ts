import { createGroupHandler } from '../lib/group-handler';
import type { Route } from '../lib/route';

/** No call of this group is built yet: every entry answers 501 NOT_IMPLEMENTED ("section is being prepared"). */
export const routes: Route[] = [];

export const handler = createGroupHandler('communication', routes);
