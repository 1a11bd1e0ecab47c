import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  documentPortions,
  documentsSpec,
  getFinancialIndicators,
  getFinancialIndicatorsAutoUsn,
  putFinancialIndicators,
  putFinancialIndicatorsAutoUsn,
  resendDocumentPortions,
  type FinanceRecord,
} from '@shared/api/areas/documents';
import type { Language } from '@shared/constants/spec';
import { useParams } from 'react-router-dom';
import { apiCall } from '../../shared/api/api-client';

/**
 * Subcontractor mode (03 §2): a subcontractor id in the route (/subcontractor/{id}/…,
 * /documents/status/{id}) makes every documents call act for that supposed subcontractor.
 */
export function useSubcontractorId(): string | null {
  return useParams<{ id?: string }>().id ?? null;
}

/** The query of the documents calls in subcontractor mode; nothing in the supplier's own. */
export const modeQuery = (subcontractorId: string | null) => (subcontractorId ? { subcontractorId } : {});

/** GET /profiles/documents/v3/spec in the reader's language. */
export const specQuery = (language: Language, subcontractorId: string | null = null) =>
  queryOptions({
    queryKey: [documentsSpec.id, language, subcontractorId],
    // In subcontractor mode a refusal (not the supplier's subcontractor) is the page's to show.
    queryFn: ({ signal }) =>
      apiCall(documentsSpec, { signal, query: modeQuery(subcontractorId), silent: subcontractorId !== null }),
    staleTime: 0,
    ...(subcontractorId ? { retry: false } : {}),
  });

/** GET /profiles/documents/v2/portions: the document tasks, newest first. */
export const portionsQuery = (language: Language, subcontractorId: string | null = null) =>
  queryOptions({
    queryKey: [documentPortions.id, language, subcontractorId],
    queryFn: ({ signal }) =>
      apiCall(documentPortions, {
        signal,
        query: modeQuery(subcontractorId),
        silent: subcontractorId !== null,
      }),
    staleTime: 0,
    ...(subcontractorId ? { retry: false } : {}),
  });

export function useSpec(subcontractorId: string | null = null) {
  const { i18n } = useTranslation();
  return useQuery(specQuery(i18n.language as Language, subcontractorId));
}

export function usePortions(subcontractorId: string | null = null) {
  const { i18n } = useTranslation();
  return useQuery(portionsQuery(i18n.language as Language, subcontractorId));
}

/** After a document is sent or resent, the history, the status screen and the spec's "loaded" flags change. */
export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [documentPortions.id] }),
      queryClient.invalidateQueries({ queryKey: [documentsSpec.id] }),
    ]);
}

export function useResend() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) => apiCall(resendDocumentPortions, { body: { id } }),
    onSettled: invalidate,
  });
}

/** Finance indicators by legal type (03 §7): the automated simplified system has its own pair of calls. */
const FINANCE = {
  STANDARD: { get: getFinancialIndicators, put: putFinancialIndicators },
  AUTO_USN: { get: getFinancialIndicatorsAutoUsn, put: putFinancialIndicatorsAutoUsn },
} as const;
export type FinanceKind = keyof typeof FINANCE;

export const financeKindOf = (taxRegime: string | null): FinanceKind =>
  taxRegime === 'AUSN' ? 'AUTO_USN' : 'STANDARD';

export function useFinance(kind: FinanceKind) {
  return useQuery({
    queryKey: [FINANCE[kind].get.id],
    queryFn: ({ signal }) => apiCall(FINANCE[kind].get, { signal }),
  });
}

export function useSaveFinance(kind: FinanceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: FinanceRecord) => apiCall(FINANCE[kind].put, { body: [record] }),
    onSuccess: (records) => queryClient.setQueryData([FINANCE[kind].get.id], records),
  });
}
