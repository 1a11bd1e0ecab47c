import type { TenderInfo } from '@shared/api/areas/tenders';
import type { Tenant } from '../../lib/tenant';
import { currentAccessState } from './access-state';
import { paymentCodeOf } from './payment-code';
import { ACCEPTED_CURRENCIES, TENDER_CONFIG } from './tender-config';

/**
 * GET /tenders/info: where the supplier's tender access stands. A module of its own: the readiness
 * checklist asks it on every read without loading the tender service's texts, mail and documents.
 */
export async function tenderInfo(tenant: Tenant, now: Date): Promise<TenderInfo> {
  const state = await currentAccessState(tenant.counterpartyId, now);
  return {
    accessStatus: state.status,
    licenceAcceptedDate: state.licenceAcceptedAt,
    dateTo: state.dateTo,
    blockedFrom: state.blockedFrom,
    paymentCode: paymentCodeOf(tenant.companyCode),
    tenderSystemUrl: TENDER_CONFIG.tenderSystemUrl,
    paymentCurrencies: tenant.accountType === 'NONRESIDENT' ? [...ACCEPTED_CURRENCIES] : [],
  };
}
