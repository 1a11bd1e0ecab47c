import type { SupplierReadiness } from '@shared/api/areas/tenders';
import type { Language } from '@shared/constants/spec';
import type { Tenant } from '../../lib/tenant';
import { moscowDate } from '../../lib/working-days';
import { documentReadiness } from '../documents/readiness-documents';
import { safetyCheck } from '../pbiot/readiness-safety';
import { chaptersInReview } from '../profiles/readiness-chapters';
import { riskRegister } from '../tenders/risk-register';
import { currentAccessState } from '../tenders/access-state';
import { readinessOf } from './readiness-rules';

/**
 * GET /tenders/readiness: the checklist of «Готовность к закупкам», computed on each read from what the
 * other contexts answer (their services, never their repositories), so it follows every change at once.
 * The supplier's own registration and saved data come with the tenant (the account's copy).
 */
export async function supplierReadiness(
  tenant: Tenant,
  lang: Language,
  now: Date,
): Promise<SupplierReadiness> {
  const id = tenant.counterpartyId;
  const [chapters, documents, safety, tender, indicators] = await Promise.all([
    chaptersInReview(id),
    tenant.accountType === 'NONRESIDENT' ? null : documentReadiness(id, lang, now),
    safetyCheck(id, now),
    currentAccessState(id, now),
    riskRegister.blockingIndicators(id),
  ]);
  return readinessOf({
    today: moscowDate(now),
    registeredOn: tenant.registrationDate ? moscowDate(new Date(tenant.registrationDate)) : null,
    hasSavedData: tenant.hasSavedData,
    chaptersInReview: chapters,
    documents,
    safety,
    tender: { status: tender.status, dateTo: tender.dateTo },
    stopFactors: indicators.map((i) => (lang === 'ru' ? i.textRu : i.textEn)),
  });
}
