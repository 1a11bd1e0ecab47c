import { backendActive, openApi, userManual } from '@shared/api/areas/system';
import { ENDPOINTS } from '@shared/api/contract';
import { openApiDocument } from '@shared/api/openapi';
import { createGroupHandler } from '../http/group-handler';
import { JsonDocument, Redirect, route } from '../lib/route';
import { userManualLink } from '../domain/files/user-manual';

/** Built on the first request, not at module load: it would lengthen every cold start of this function. */
let openApiCache: JsonDocument | undefined;
const openApiAnswer = () =>
  (openApiCache ??= new JsonDocument(
    openApiDocument(ENDPOINTS, {
      title: 'Supplier Cabinet API',
      version: '1',
      description:
        'The API of the suppliers\' personal cabinet. Answers are wrapped as `{ "response": … }`; failures carry the error payload.',
    }),
  ));

export const routes = [
  route(backendActive, async () => true),
  route(userManual, async (ctx) => new Redirect(await userManualLink(ctx.query.lang))),
  route(openApi, async () => openApiAnswer()),
];

export const handler = createGroupHandler('public', routes);
