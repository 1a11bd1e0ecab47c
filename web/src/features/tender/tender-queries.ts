import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tenderAccept,
  tenderInfo,
  tenderPaymentDetails,
  tenderPaymentOrders,
  tenderStopFactors,
} from '@shared/api/areas/tenders';
import type { Language } from '@shared/constants/spec';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/tenders/info: the access status and its dates. */
export const tenderInfoQuery = () =>
  queryOptions({
    queryKey: [tenderInfo.id],
    queryFn: ({ signal }) => apiCall(tenderInfo, { signal }),
    staleTime: 0,
  });
export const useTenderInfo = () => useQuery(tenderInfoQuery());

/** GET /api/tenders/stopFactors: its failures are only logged (01 §8); the page goes on without the block. */
export function useStopFactors(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [tenderStopFactors.id, i18n.language as Language],
    queryFn: ({ signal }) => apiCall(tenderStopFactors, { silent: true, signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/tenders/accept, then the tender info (and its stop factors) reload (01 §4.1). */
export function useAcceptTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(tenderAccept),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [tenderInfo.id] }),
        queryClient.invalidateQueries({ queryKey: [tenderStopFactors.id] }),
      ]),
  });
}

/** The payment order (residents) or the details in a currency (non-residents), saved by the browser. */
export async function downloadPayDoc(currencyCode: string | null): Promise<void> {
  const doc = currencyCode
    ? await apiCall(tenderPaymentDetails, { query: { currencyCode } })
    : await apiCall(tenderPaymentOrders);
  const link = document.createElement('a');
  link.href = doc.url;
  link.download = doc.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
