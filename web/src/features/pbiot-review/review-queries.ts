import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  pbiotDecidePackage,
  pbiotReviewPackage,
  pbiotReviewQueue,
  pbiotTakePackage,
  type ReviewState,
} from '@shared/api/areas/pbiot';
import { apiCall } from '../../shared/api/api-client';

export const useReviewQueue = (state: ReviewState) =>
  useQuery(
    queryOptions({
      queryKey: [pbiotReviewQueue.id, state],
      queryFn: ({ signal }) => apiCall(pbiotReviewQueue, { query: { state }, signal }),
      staleTime: 0,
    }),
  );

export function useReviewPackage(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [pbiotReviewPackage.id, id, i18n.language],
    queryFn: ({ signal }) => apiCall(pbiotReviewPackage, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** Take and decide reload the queue and the package, also after a 409 (someone else was faster). */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [pbiotReviewQueue.id] }),
      queryClient.invalidateQueries({ queryKey: [pbiotReviewPackage.id] }),
    ]);
}

export function useTakePackage() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => apiCall(pbiotTakePackage, { params: { id } }),
    onSettled: reload,
  });
}

export interface PackageDecision {
  id: string;
  approved: boolean;
  comment: string;
  validUntil?: string;
}

export function useDecidePackage() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, ...body }: PackageDecision) => apiCall(pbiotDecidePackage, { params: { id }, body }),
    onSettled: reload,
  });
}
