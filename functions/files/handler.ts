import { confirmUpload, createUpload, downloadFile } from '@shared/api/areas/files';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route } from '../lib/route';
import { confirmUpload as confirm, downloadLink, startUpload } from '../domain/files/files-service';

export const routes = [
  route(createUpload, (ctx) => startUpload(callerOfCtx(ctx), ctx.body)),
  route(confirmUpload, (ctx) => confirm(callerOfCtx(ctx), ctx.params.id)),
  route(downloadFile, (ctx) => downloadLink(callerOfCtx(ctx), ctx.params.id)),
];

export const handler = createGroupHandler('files', routes);
