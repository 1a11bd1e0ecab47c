import {
  decideDocumentTask,
  documentCalendar,
  documentPortions,
  documentsSpec,
  documentTaskQueue,
  getFinancialIndicators,
  getFinancialIndicatorsAutoUsn,
  npd,
  putFinancialIndicators,
  putFinancialIndicatorsAutoUsn,
  removeDocumentFile,
  resendDocumentPortions,
  startCreatingDocument,
  uploadDocumentFile,
  validateAndCreateDocument,
} from '@shared/api/areas/documents';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../lib/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import {
  documentCalendar as calendar,
  documentSpec,
  documentTasks,
  removeFile,
  resend,
  startCreating,
  uploadFile,
  validateAndCreate,
} from '../domain/documents/documents-service';
import { financeIndicators, npdStatus, saveFinanceIndicators } from '../domain/documents/finance-service';
import { decideDocument, documentQueue } from '../domain/documents/review-service';

export const routes = [
  route(documentsSpec, (ctx) => documentSpec(tenantOf(ctx), ctx.lang, clock.now())),
  route(documentPortions, (ctx) => documentTasks(tenantOf(ctx), ctx.lang)),
  route(documentCalendar, (ctx) => calendar(tenantOf(ctx), clock.now())),
  route(resendDocumentPortions, (ctx) =>
    resend(tenantOf(ctx), callerOfCtx(ctx), ctx.body.id, ctx.lang, clock.now()),
  ),
  route(startCreatingDocument, (ctx) =>
    startCreating(tenantOf(ctx), callerOfCtx(ctx), ctx.body.documentType, clock.now()),
  ),
  route(uploadDocumentFile, (ctx) => uploadFile(tenantOf(ctx), ctx.query, ctx.body.fileId)),
  route(removeDocumentFile, (ctx) => removeFile(tenantOf(ctx), ctx.body)),
  route(validateAndCreateDocument, (ctx) =>
    validateAndCreate(tenantOf(ctx), callerOfCtx(ctx), ctx.body, ctx.lang, clock.now()),
  ),
  route(npd, (ctx) => npdStatus(tenantOf(ctx), ctx.body.date, clock.now())),
  route(getFinancialIndicators, (ctx) => financeIndicators(tenantOf(ctx), 'STANDARD')),
  route(putFinancialIndicators, (ctx) =>
    saveFinanceIndicators(tenantOf(ctx), callerOfCtx(ctx), 'STANDARD', ctx.body, clock.now()),
  ),
  route(getFinancialIndicatorsAutoUsn, (ctx) => financeIndicators(tenantOf(ctx), 'AUTO_USN')),
  route(putFinancialIndicatorsAutoUsn, (ctx) =>
    saveFinanceIndicators(tenantOf(ctx), callerOfCtx(ctx), 'AUTO_USN', ctx.body, clock.now()),
  ),
  route(documentTaskQueue, (ctx) => documentQueue(ctx.query.status, ctx.lang)),
  route(decideDocumentTask, (ctx) =>
    decideDocument(callerOfCtx(ctx), ctx.params.id, ctx.body, ctx.lang, clock.now()),
  ),
];

export const handler = createGroupHandler('documents', routes);
