import { confirmUpload, createUpload, downloadFile } from '@shared/api/areas/files';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';

// Each route loads its own domain code on its first call (esbuild puts every dynamic import in a chunk
// of its own), so a cold call parses the code of the route it serves, not the whole group's.
const filesServiceModule = () => import('../domain/files/files-service');

export const routes = [
  route(createUpload, async (ctx) => (await filesServiceModule()).startUpload(callerOfCtx(ctx), ctx.body)),
  route(confirmUpload, async (ctx) =>
    (await filesServiceModule()).confirmUpload(callerOfCtx(ctx), ctx.params.id),
  ),
  route(downloadFile, async (ctx) =>
    (await filesServiceModule()).downloadLink(callerOfCtx(ctx), ctx.params.id),
  ),
];

export const handler = createGroupHandler('files', routes);
