import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tenderAccessHistory,
  tenderAccessList,
  tenderPaymentReceived,
  tenderStatementUpload,
  type TenderAccessStatus,
} from '@shared/api/areas/tenders';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/tenders/staff/suppliers: one status, or every status when none is given. */
export function useAccessList(status: TenderAccessStatus | null) {
  return useQuery({
    queryKey: [tenderAccessList.id, status],
    queryFn: ({ signal }) => apiCall(tenderAccessList, { query: status ? { status } : {}, signal }),
    staleTime: 0,
  });
}

export function useAccessHistory(counterpartyId: string) {
  return useQuery({
    queryKey: [tenderAccessHistory.id, counterpartyId],
    queryFn: ({ signal }) => apiCall(tenderAccessHistory, { params: { counterpartyId }, signal }),
    staleTime: 0,
  });
}

/** The file's bytes as base64, read in the browser (the statement is sent whole, below 1 MB). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * POST /api/tenders/staff/statements; the register and every history reload afterwards. Silent: a refusal
 * is the moderator's to read in a 'Внимание!' modal with the server's rule (the page shows it).
 */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiCall(tenderStatementUpload, {
        body: { fileName: file.name, contentBase64: await base64Of(file) },
        silent: true,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [tenderAccessList.id] }),
        queryClient.invalidateQueries({ queryKey: [tenderAccessHistory.id] }),
      ]),
  });
}

export function usePaymentReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ counterpartyId, ...body }: { counterpartyId: string; paidOn: string; comment: string }) =>
      apiCall(tenderPaymentReceived, { params: { counterpartyId }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [tenderAccessList.id] }),
        queryClient.invalidateQueries({ queryKey: [tenderAccessHistory.id] }),
      ]),
  });
}
