import type { RiskTier } from '@shared/api/areas/prequalification';

/** Risk tier tags (the back office's card and list, the administrators' users table): green, amber, red. */
export const TIER_SEVERITY: Record<RiskTier, 'success' | 'warning' | 'danger'> = {
  LOW: 'success',
  MEDIUM: 'warning',
  HIGH: 'danger',
};
