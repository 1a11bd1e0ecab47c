import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decideDocumentTask, documentTaskQueue, requestTaskDocuments } from '@shared/api/areas/documents';
import type { DocumentStatus, RejectionReason } from '@shared/constants/documents';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/backoffice/document-tasks: the tasks of one status, in the reviewer's language. */
export const documentQueueQuery = (status: DocumentStatus, language: Language) =>
  queryOptions({
    queryKey: [documentTaskQueue.id, status, language],
    queryFn: ({ signal }) => apiCall(documentTaskQueue, { query: { status }, signal }),
    staleTime: 0,
  });

export function useDocumentQueue(status: DocumentStatus) {
  const { i18n } = useTranslation();
  return useQuery(documentQueueQuery(status, i18n.language as Language));
}

export type DocumentDecision =
  | { id: string; decision: 'ACCEPT' }
  | { id: string; decision: 'REJECT'; reasonCode: RejectionReason; comment: string };

/** One decision per task; every queue reloads afterwards, also when another reviewer was faster (409). */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DocumentDecision) => apiCall(decideDocumentTask, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [documentTaskQueue.id] }),
  });
}

/** Asks the supplier for additional documents; the task stays in review. Every queue reloads afterwards. */
export function useRequestDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; comment: string; documentTypes: string[] }) =>
      apiCall(requestTaskDocuments, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [documentTaskQueue.id] }),
  });
}
