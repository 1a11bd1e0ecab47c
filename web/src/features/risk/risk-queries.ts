import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  counterpartyRisk,
  riskConfigVersions,
  riskProfiles,
  updateRiskConfig,
  type RiskSettings,
  type RiskTier,
} from '@shared/api/areas/prequalification';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/backoffice/counterparties/risk: the computed profiles, of one tier or all. */
export function useRiskProfiles(tier: RiskTier | null) {
  return useQuery({
    queryKey: [riskProfiles.id, tier],
    queryFn: ({ signal }) => apiCall(riskProfiles, { query: tier ? { tier } : {}, signal }),
    staleTime: 0,
  });
}

/** GET /api/backoffice/counterparties/{id}/risk: the card (the stored profile). */
export function useCounterpartyRisk(id: string) {
  return useQuery({
    queryKey: [counterpartyRisk.id, id],
    queryFn: ({ signal }) => apiCall(counterpartyRisk, { params: { id }, signal }),
    staleTime: 0,
  });
}

export function useRiskConfigVersions() {
  return useQuery({
    queryKey: [riskConfigVersions.id],
    queryFn: ({ signal }) => apiCall(riskConfigVersions, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/risk-config: the next version; every profile is recomputed, so the lists reload. */
export function useUpdateRiskConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; settings: RiskSettings; reason: string }) =>
      apiCall(updateRiskConfig, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [riskConfigVersions.id] }),
        queryClient.invalidateQueries({ queryKey: [riskProfiles.id] }),
        queryClient.invalidateQueries({ queryKey: [counterpartyRisk.id] }),
      ]),
  });
}
