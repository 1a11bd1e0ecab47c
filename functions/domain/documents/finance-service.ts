import type { FinanceRecord } from '@shared/api/areas/documents';
import { FINANCE_YEARS_BACK } from '@shared/constants/documents';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { documentsRepository, type FinanceKind } from './documents-repository';
import { identityOf } from './supplier-identity';
import './messages';

/**
 * Finance indicators are an entrepreneur's (03 §1, §6). A legal entity has none to read (404) and may
 * not write them (403); non-residents have no documents section at all (403).
 */
async function entrepreneur(tenant: Tenant, refusal: 'read' | 'write') {
  const identity = await identityOf(tenant);
  if (identity.accountType !== 'INDIVIDUAL') {
    throw refusal === 'read'
      ? notFound('documents.financeIndividualsOnly')
      : forbidden('documents.financeIndividualsOnly');
  }
  return identity;
}

/** The three years offered: last year and the two before it (03 §9). */
export const financeYears = (now: Date): number[] =>
  Array.from({ length: FINANCE_YEARS_BACK }, (_, i) => now.getUTCFullYear() - 1 - i);

/** GET financialIndicators / financialIndicatorsAutoUsn: the stored years, newest first. */
export async function financeIndicators(tenant: Tenant, kind: FinanceKind): Promise<FinanceRecord[]> {
  await entrepreneur(tenant, 'read');
  const items = await documentsRepository.listFinance(tenant.counterpartyId, kind);
  return items
    .map(({ year, totalIncome, professionalTaxDeduction }) => ({
      year,
      totalIncome,
      professionalTaxDeduction,
    }))
    .sort((a, b) => b.year - a.year);
}

/** PUT: one year's record (a list of one item, 03 §7), for one of the three years offered. */
export async function saveFinanceIndicators(
  tenant: Tenant,
  caller: Caller,
  kind: FinanceKind,
  [record]: FinanceRecord[],
  now: Date,
): Promise<FinanceRecord[]> {
  await entrepreneur(tenant, 'write');
  if (!record || !financeYears(now).includes(record.year)) throw badRequest('documents.financeYear');
  await documentsRepository.putFinance({
    counterpartyId: tenant.counterpartyId,
    kind,
    ...record,
    updatedAt: now.toISOString(),
    updatedBy: caller.sub,
  });
  return financeIndicators(tenant, kind);
}

/**
 * POST /profiles/npd (our design): is the entrepreneur a professional-income-tax payer on the date?
 * The questionnaire's regime answers locally where the tax authority's status service would.
 */
export async function npdStatus(tenant: Tenant, date: string | undefined, now: Date) {
  const identity = await entrepreneur(tenant, 'read');
  return {
    inn: identity.inn,
    date: date ?? now.toISOString().slice(0, 10),
    npdPayer: identity.taxSystem === 'NPD',
  };
}
