import { backendActive } from '@shared/api/areas/system';
import { createGroupHandler } from '../lib/group-handler';
import { route } from '../lib/route';

export const routes = [route(backendActive, async () => true)];

export const handler = createGroupHandler('public', routes);
