import type { RiskTier } from '@shared/api/areas/prequalification';
import { directoryRepository } from './directory-repository';
import { normalize, rowTokens } from './search-tokens';

// Apart from admin-service: the prequalification context sets the tier without bundling the admin actions.

/**
 * The administrators' users table shows and filters by a counterparty's risk tier: every user row of
 * the counterparty (found under its supplier code) is re-filed under the tier's key.
 */
export async function setDirectoryTier(
  counterpartyId: string,
  companyCode: string,
  tier: RiskTier,
): Promise<void> {
  const rows = (await directoryRepository.rowsUnder(normalize(companyCode), 100)).filter(
    (row) => row.counterpartyId === counterpartyId && row.riskTier !== tier,
  );
  for (const row of rows) {
    const next = { ...row, riskTier: tier };
    await directoryRepository.putRow(next, rowTokens(next));
  }
}
