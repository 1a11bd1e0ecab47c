import { backendActive, openApi, userManual } from '@shared/api/areas/system';
import { createGroupHandler } from '../http/group-handler';
import { JsonDocument, Redirect, route } from '../lib/route';
import { onceUntilFailure } from '../lib/once';
import { userManualLink } from '../domain/files/user-manual';

/**
 * Built on the first request for it: the whole contract (every area's schemas) loads then, not with the
 * function, whose other calls (the availability probe every screen makes) need none of it.
 */
const openApiAnswer = onceUntilFailure(async () => {
  const [{ ENDPOINTS }, { openApiDocument }] = await Promise.all([
    import('@shared/api/contract'),
    import('@shared/api/openapi'),
  ]);
  return new JsonDocument(
    openApiDocument(ENDPOINTS, {
      title: 'Supplier Cabinet API',
      version: '1',
      description:
        'The API of the suppliers\' personal cabinet. Answers are wrapped as `{ "response": … }`; failures carry the error payload.',
    }),
  );
});

export const routes = [
  route(backendActive, async () => true),
  route(userManual, async (ctx) => new Redirect(await userManualLink(ctx.query.lang))),
  route(openApi, () => openApiAnswer()),
];

export const handler = createGroupHandler('public', routes);
