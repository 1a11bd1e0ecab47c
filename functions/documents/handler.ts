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
  requestTaskDocuments,
  resendDocumentPortions,
  startCreatingDocument,
  uploadDocumentFile,
  validateAndCreateDocument,
} from '@shared/api/areas/documents';
import { clock } from '../lib/clock';
import { createGroupHandler } from '../http/group-handler';
import { callerOfCtx, route, tenantOf } from '../lib/route';
import type { Tenant } from '../lib/tenant';
import {
  documentCalendar as calendar,
  documentOwner,
  documentSpec,
  documentTasks,
  removeFile,
  resend,
  startCreating,
  uploadFile,
  validateAndCreate,
} from '../domain/documents/documents-service';
import { financeIndicators, npdStatus, saveFinanceIndicators } from '../domain/documents/finance-service';
import { decideDocument, documentQueue, requestDocuments } from '../domain/documents/review-service';
import { subcontractorForDocuments } from '../domain/relationships/subcontractor-documents';
// Decisions and payments here recompute the risk profile (a one-way subscription: see domain-events).
import '../domain/prequalification/risk-subscriber';

/**
 * The tenant's own documents, or in subcontractor mode its supposed subcontractor's: the relationships
 * context decides whether the id is that (03 §2).
 */
const ownerOf = async (tenant: Tenant, query: { subcontractorId?: string | undefined }) =>
  documentOwner(
    tenant,
    query.subcontractorId ? await subcontractorForDocuments(tenant, query.subcontractorId) : null,
  );

export const routes = [
  route(documentsSpec, async (ctx) =>
    documentSpec(await ownerOf(tenantOf(ctx), ctx.query), ctx.lang, clock.now()),
  ),
  route(documentPortions, async (ctx) => documentTasks(await ownerOf(tenantOf(ctx), ctx.query), ctx.lang)),
  route(documentCalendar, (ctx) => calendar(tenantOf(ctx), clock.now())),
  route(resendDocumentPortions, (ctx) =>
    resend(tenantOf(ctx), callerOfCtx(ctx), ctx.body.id, ctx.lang, clock.now()),
  ),
  route(startCreatingDocument, async (ctx) =>
    startCreating(
      await ownerOf(tenantOf(ctx), ctx.query),
      callerOfCtx(ctx),
      ctx.body.documentType,
      clock.now(),
    ),
  ),
  route(uploadDocumentFile, async (ctx) =>
    uploadFile(await ownerOf(tenantOf(ctx), ctx.query), ctx.query, ctx.body.fileId),
  ),
  route(removeDocumentFile, async (ctx) => removeFile(await ownerOf(tenantOf(ctx), ctx.query), ctx.body)),
  route(validateAndCreateDocument, async (ctx) =>
    validateAndCreate(
      await ownerOf(tenantOf(ctx), ctx.query),
      callerOfCtx(ctx),
      ctx.body,
      ctx.lang,
      clock.now(),
    ),
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
  route(requestTaskDocuments, (ctx) =>
    requestDocuments(callerOfCtx(ctx), ctx.params.id, ctx.body, ctx.lang, clock.now()),
  ),
];

export const handler = createGroupHandler('documents', routes);
