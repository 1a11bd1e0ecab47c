import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeRequestQueue, decideChangeRequest } from '@shared/api/areas/backoffice';
import { apiCall } from '../../shared/api/api-client';

export interface Decision {
  id: string;
  decision: 'APPROVE' | 'REJECT';
  comment: string;
}

/**
 * POST /api/backoffice/change-requests/{id}/decision; every queue reloads afterwards, also when
 * another reviewer was faster (409): the list then shows what really happened.
 */
export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Decision) => apiCall(decideChangeRequest, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [changeRequestQueue.id] }),
  });
}
