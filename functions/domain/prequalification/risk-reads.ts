import type { RiskConfig, RiskProfile, RiskProfileRow, RiskTier } from '@shared/api/areas/prequalification';
import { notFound } from '../../lib/errors';
import { DEFAULT_RISK_SETTINGS } from './risk-config';
import { riskRepository } from './risk-repository';
import './risk-messages';

/**
 * What the back office reads of the risk profiles: the stored profiles and the configuration. Apart from
 * risk-service, which computes them from every other context: the card's function stays small.
 */

/** The configuration in force: the newest version, version 1 (the defaults) written the first time. */
export async function currentRiskConfig(now: Date): Promise<RiskConfig> {
  const [newest] = await riskRepository.configVersions();
  if (newest) return newest;
  const first: RiskConfig = {
    version: 1,
    settings: DEFAULT_RISK_SETTINGS,
    changedBy: 'system',
    changedAt: now.toISOString(),
    reason: 'Initial configuration',
  };
  if (await riskRepository.createConfig(first)) return first;
  const [written] = await riskRepository.configVersions();
  return written ?? first;
}

/** GET /backoffice/counterparties/{id}/risk: the stored profile, one read. */
export async function counterpartyRisk(counterpartyId: string): Promise<RiskProfile> {
  const stored = await riskRepository.getProfile(counterpartyId);
  if (!stored) throw notFound('risk.notComputed');
  const { revision: _, ...profile } = stored;
  return profile;
}

/** GET /backoffice/counterparties/risk: the computed profiles (one Query), riskiest first. */
export async function riskProfileRows(tier: RiskTier | undefined): Promise<RiskProfileRow[]> {
  return (await riskRepository.allProfiles())
    .filter((p) => !tier || p.tier === tier)
    .sort((a, b) => b.score - a.score || a.companyName.localeCompare(b.companyName))
    .map(({ counterpartyId, companyName, companyCode, tier: t, score, configVersion, computedAt }) => ({
      counterpartyId,
      companyName,
      companyCode,
      tier: t,
      score,
      configVersion,
      computedAt,
    }));
}

/** GET /admin/risk-config: every version, newest first (the first read writes version 1). */
export async function riskConfigVersions(now: Date): Promise<RiskConfig[]> {
  await currentRiskConfig(now);
  return riskRepository.configVersions();
}
