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
// Decisions and payments here recompute the risk profile (a one-way subscription: see domain-events).
import '../domain/prequalification/risk-subscriber';

// Each route loads its own domain code on its first call (esbuild puts every dynamic import in a chunk
// of its own), so a cold call parses the code of the route it serves, not the whole group's.
const documentsDocumentsServiceModule = () => import('../domain/documents/documents-service');
const documentsCalendarServiceModule = () => import('../domain/documents/calendar-service');
const documentsFinanceServiceModule = () => import('../domain/documents/finance-service');
const documentsReviewServiceModule = () => import('../domain/documents/review-service');
const relationshipsSubcontractorDocumentsModule = () =>
  import('../domain/relationships/subcontractor-documents');

/**
 * The tenant's own documents, or in subcontractor mode its supposed subcontractor's: the relationships
 * context decides whether the id is that (03 §2).
 */
const ownerOf = async (tenant: Tenant, query: { subcontractorId?: string | undefined }) =>
  (await documentsDocumentsServiceModule()).documentOwner(
    tenant,
    query.subcontractorId
      ? await (
          await relationshipsSubcontractorDocumentsModule()
        ).subcontractorForDocuments(tenant, query.subcontractorId)
      : null,
  );

export const routes = [
  route(documentsSpec, async (ctx) =>
    (await documentsDocumentsServiceModule()).documentSpec(
      await ownerOf(tenantOf(ctx), ctx.query),
      ctx.lang,
      clock.now(),
    ),
  ),
  route(documentPortions, async (ctx) =>
    (await documentsDocumentsServiceModule()).documentTasks(
      await ownerOf(tenantOf(ctx), ctx.query),
      ctx.lang,
    ),
  ),
  route(documentCalendar, async (ctx) =>
    (await documentsCalendarServiceModule()).documentCalendar(tenantOf(ctx), clock.now()),
  ),
  route(resendDocumentPortions, async (ctx) =>
    (await documentsDocumentsServiceModule()).resend(
      tenantOf(ctx),
      callerOfCtx(ctx),
      ctx.body.id,
      ctx.lang,
      clock.now(),
    ),
  ),
  route(startCreatingDocument, async (ctx) =>
    (await documentsDocumentsServiceModule()).startCreating(
      await ownerOf(tenantOf(ctx), ctx.query),
      callerOfCtx(ctx),
      ctx.body.documentType,
      clock.now(),
    ),
  ),
  route(uploadDocumentFile, async (ctx) =>
    (await documentsDocumentsServiceModule()).uploadFile(
      await ownerOf(tenantOf(ctx), ctx.query),
      ctx.query,
      ctx.body.fileId,
    ),
  ),
  route(removeDocumentFile, async (ctx) =>
    (await documentsDocumentsServiceModule()).removeFile(await ownerOf(tenantOf(ctx), ctx.query), ctx.body),
  ),
  route(validateAndCreateDocument, async (ctx) =>
    (await documentsDocumentsServiceModule()).validateAndCreate(
      await ownerOf(tenantOf(ctx), ctx.query),
      callerOfCtx(ctx),
      ctx.body,
      ctx.lang,
      clock.now(),
    ),
  ),
  route(npd, async (ctx) =>
    (await documentsFinanceServiceModule()).npdStatus(tenantOf(ctx), ctx.body.date, clock.now()),
  ),
  route(getFinancialIndicators, async (ctx) =>
    (await documentsFinanceServiceModule()).financeIndicators(tenantOf(ctx), 'STANDARD'),
  ),
  route(putFinancialIndicators, async (ctx) =>
    (await documentsFinanceServiceModule()).saveFinanceIndicators(
      tenantOf(ctx),
      callerOfCtx(ctx),
      'STANDARD',
      ctx.body,
      clock.now(),
    ),
  ),
  route(getFinancialIndicatorsAutoUsn, async (ctx) =>
    (await documentsFinanceServiceModule()).financeIndicators(tenantOf(ctx), 'AUTO_USN'),
  ),
  route(putFinancialIndicatorsAutoUsn, async (ctx) =>
    (await documentsFinanceServiceModule()).saveFinanceIndicators(
      tenantOf(ctx),
      callerOfCtx(ctx),
      'AUTO_USN',
      ctx.body,
      clock.now(),
    ),
  ),
  route(documentTaskQueue, async (ctx) =>
    (await documentsReviewServiceModule()).documentQueue(ctx.query.status, ctx.lang),
  ),
  route(decideDocumentTask, async (ctx) =>
    (await documentsReviewServiceModule()).decideDocument(
      callerOfCtx(ctx),
      ctx.params.id,
      ctx.body,
      ctx.lang,
      clock.now(),
    ),
  ),
  route(requestTaskDocuments, async (ctx) =>
    (await documentsReviewServiceModule()).requestDocuments(
      callerOfCtx(ctx),
      ctx.params.id,
      ctx.body,
      ctx.lang,
      clock.now(),
    ),
  ),
];

export const handler = createGroupHandler('documents', routes);
