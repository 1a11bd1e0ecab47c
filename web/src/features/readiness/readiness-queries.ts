import { useQuery } from '@tanstack/react-query';
import { supplierReadiness } from '@shared/api/areas/tenders';
import { READINESS_POLL_MS } from '@shared/constants/readiness';
import type { Language } from '@shared/constants/spec';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/api-client';

/**
 * GET /api/tenders/readiness. The checklist follows data other screens change (a document sent, a
 * package or a payment decided by staff): it is read afresh on every visit and on focus, and polled while
 * the page is open, so a reviewer's decision shows without a reload.
 */
export function useReadiness() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [supplierReadiness.id, i18n.language as Language],
    queryFn: ({ signal }) => apiCall(supplierReadiness, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: READINESS_POLL_MS,
  });
}
