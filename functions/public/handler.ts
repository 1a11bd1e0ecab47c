import { backendActive, openApi, userManual } from '@shared/api/areas/system';
import { createGroupHandler } from '../http/group-handler';
import { JsonDocument, Redirect, route } from '../lib/route';
import { userManualLink } from '../domain/files/user-manual';

/**
 * Built on the first request for it: the whole contract (every area's schemas) loads then, not with the
 * function, whose other calls (the availability probe every screen makes) need none of it.
 */
let openApiCache: Promise<JsonDocument> | undefined;
const openApiAnswer = () =>
  (openApiCache ??= Promise.all([import('@shared/api/contract'), import('@shared/api/openapi')]).then(
    ([{ ENDPOINTS }, { openApiDocument }]) =>
      new JsonDocument(
        openApiDocument(ENDPOINTS, {
          title: 'Supplier Cabinet API',
          version: '1',
          description:
            'The API of the suppliers\' personal cabinet. Answers are wrapped as `{ "response": … }`; failures carry the error payload.',
        }),
      ),
    (error: unknown) => {
      // A failed load is not kept: the next request for the document tries again.
      openApiCache = undefined;
      throw error;
    },
  ));

export const routes = [
  route(backendActive, async () => true),
  route(userManual, async (ctx) => new Redirect(await userManualLink(ctx.query.lang))),
  route(openApi, () => openApiAnswer()),
];

export const handler = createGroupHandler('public', routes);
