import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  pbiotAccept,
  pbiotAccess,
  pbiotCurrent,
  pbiotDeleteDoc,
  pbiotDoc,
  pbiotFileStatistics,
  pbiotGenerateQuestionnaire,
  pbiotHistory,
  pbiotHistoryZip,
  pbiotIncidents,
} from '@shared/api/areas/pbiot';
import type { PbiotPartition } from '@shared/constants/pbiot';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { openLink } from '../../shared/api/download-file';
import { uploadFile } from '../../shared/api/upload-file';

/** Reads of the section are background calls: 03 §8 logs their failures without a dialog. */
const useLanguage = () => useTranslation().i18n.language as Language;

export const accessQuery = (language: Language) =>
  queryOptions({
    queryKey: [pbiotAccess.id, language],
    queryFn: ({ signal }) => apiCall(pbiotAccess, { signal, silent: true }),
  });
export const currentQuery = (language: Language) =>
  queryOptions({
    queryKey: [pbiotCurrent.id, language],
    queryFn: ({ signal }) => apiCall(pbiotCurrent, { signal, silent: true }),
  });
const statisticsQuery = queryOptions({
  queryKey: [pbiotFileStatistics.id],
  queryFn: ({ signal }) => apiCall(pbiotFileStatistics, { signal, silent: true }),
});
const historyQuery = queryOptions({
  queryKey: [pbiotHistory.id],
  queryFn: ({ signal }) => apiCall(pbiotHistory, { query: { limit: 100 }, signal, silent: true }),
});

export const usePbiotAccess = () => useQuery(accessQuery(useLanguage()));
/** 03 §4: the safety data is fetched only when access exists and sending is not blocked. */
export const usePbiotCurrent = (enabled: boolean) => useQuery({ ...currentQuery(useLanguage()), enabled });
export const useFileStatistics = () => useQuery(statisticsQuery);
export const usePbiotHistory = () => useQuery(historyQuery);

/** Every change reloads what it touches: the questionnaire state, the volume, the access and the history. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [pbiotCurrent.id, pbiotFileStatistics.id, pbiotAccess.id, pbiotHistory.id].map((id) =>
        queryClient.invalidateQueries({ queryKey: [id] }),
      ),
    );
}

export function useSaveIncidents() {
  const reload = useReload();
  return useMutation({
    mutationFn: (values: Record<string, number>) =>
      apiCall(pbiotIncidents, { body: { values }, silent: true }),
    onSuccess: reload,
  });
}

/** A file goes through the files service (presigned POST, checked by its bytes), then joins the document. */
export function useUploadDoc() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({
      file,
      code,
      onProgress,
    }: {
      file: File;
      code: string;
      onProgress: (percent: number) => void;
    }) => {
      const uploaded = await uploadFile(file, 'PBIOT', onProgress);
      const suffix = crypto.randomUUID().slice(0, 8);
      return apiCall(pbiotDoc, { body: { fileId: uploaded.id, type: `${code}__${suffix}` }, silent: true });
    },
    onSettled: reload,
  });
}

export function useDeleteDoc() {
  const reload = useReload();
  return useMutation({
    mutationFn: (type: string) => apiCall(pbiotDeleteDoc, { params: { type }, silent: true }),
    onSettled: reload,
  });
}

/**
 * `onSent` is a hook-level callback: the reload that follows closes the editor (the package blocks it), and a
 * callback given to `mutate` would be dropped with it.
 */
export function useSendPackage(onSent: () => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: (checks: string[]) => apiCall(pbiotAccept, { body: { checks }, silent: true }),
    onSuccess: onSent,
    onSettled: reload,
  });
}

export async function downloadQuestionnaire(checks: string[]): Promise<void> {
  openLink(await apiCall(pbiotGenerateQuestionnaire, { query: { checks: checks.join(',') } }));
}

export async function downloadZip(packageId: string, partition: PbiotPartition): Promise<void> {
  openLink(await apiCall(pbiotHistoryZip, { params: { packageId, partition } }));
}
