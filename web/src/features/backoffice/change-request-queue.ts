import { queryOptions, useQuery } from '@tanstack/react-query';
import { changeRequestQueue, type ChangeRequestStatus } from '@shared/api/areas/backoffice';
import type { Language } from '@shared/constants/spec';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/backoffice/change-requests: the requests of one status, in the reviewer's language. */
export const changeRequestQueueQuery = (status: ChangeRequestStatus, language: Language) =>
  queryOptions({
    queryKey: [changeRequestQueue.id, status, language],
    queryFn: ({ signal }) => apiCall(changeRequestQueue, { query: { status }, signal }),
    staleTime: 0,
  });

export function useChangeRequestQueue(status: ChangeRequestStatus) {
  const { i18n } = useTranslation();
  return useQuery(changeRequestQueueQuery(status, i18n.language as Language));
}
