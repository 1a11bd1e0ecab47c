import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  activeRequestsNewMessagesCount,
  attachmentLink,
  beListToCreateRequest,
  beListToFilters,
  communicationSearch,
  createMessage,
  createRequest,
  emailsList,
  fullChat,
  fullSpecification,
  makeActionOnRequest,
  markMessagesAsRead,
  shortChatList,
} from '@shared/api/areas/communication';
import type { BodyOf } from '@shared/api/endpoint';
import { POLL_INTERVAL_MS, type Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { pollUnlessUnauthorized } from '../../shared/api/polling';

export type ListRequest = BodyOf<typeof shortChatList>;

const poll = pollUnlessUnauthorized(POLL_INTERVAL_MS);
const useLanguage = () => useTranslation().i18n.language as Language;

/** POST /communication/get-short-chat-list: filters and paging run on the server; polled for new answers. */
export function useShortChatList(body: ListRequest) {
  const language = useLanguage();
  return useQuery({
    queryKey: [shortChatList.id, body, language],
    queryFn: ({ signal }) => apiCall(shortChatList, { body, silent: true, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
}

const reference = <T>(id: string, language: Language, load: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: [id, language],
    queryFn: ({ signal }) => load(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useSpecification() {
  const language = useLanguage();
  return useQuery(
    reference(fullSpecification.id, language, (signal) =>
      apiCall(fullSpecification, { silent: true, signal }),
    ),
  );
}

export function useFilterOrganisations() {
  const language = useLanguage();
  return useQuery(
    reference(beListToFilters.id, language, (signal) => apiCall(beListToFilters, { silent: true, signal })),
  );
}

export function useCreateOrganisations() {
  const language = useLanguage();
  return useQuery(
    reference(beListToCreateRequest.id, language, (signal) =>
      apiCall(beListToCreateRequest, { silent: true, signal }),
    ),
  );
}

export function useEmails(enabled: boolean) {
  return useQuery({
    queryKey: [emailsList.id],
    queryFn: ({ signal }) => apiCall(emailsList, { silent: true, signal }),
    enabled,
  });
}

/** POST /communication/search: a tender, a contract or a responsible person's e-mail; skipped when empty. */
export function useProcurementSearch(
  search: string,
  searchType: 'TENDER' | 'CONTRACT' | 'EMAIL',
  beCode: string | null,
) {
  const text = search.trim();
  return useQuery({
    queryKey: [communicationSearch.id, searchType, text, beCode],
    queryFn: ({ signal }) =>
      apiCall(communicationSearch, {
        body: { search: text, searchType, ...(beCode ? { beCode } : {}) },
        silent: true,
        signal,
      }),
    enabled: text.length > 0 && (searchType !== 'CONTRACT' || beCode !== null),
    staleTime: 0,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createRequest>) => apiCall(createRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [shortChatList.id] }),
  });
}

/** GET /communication/get-full-chat every 5 s; a poll with nothing new is a 304 without a body. */
export function useFullChat(requestCode: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [fullChat.id, requestCode, language],
    queryFn: ({ signal }) =>
      apiCall(fullChat, { query: { requestCode }, silent: true, signal, revalidate: true }),
    refetchInterval: poll,
    enabled: requestCode.length > 0,
  });
}

export function useChatMutations(requestCode: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [fullChat.id, requestCode] }),
      queryClient.invalidateQueries({ queryKey: [activeRequestsNewMessagesCount.id] }),
      queryClient.invalidateQueries({ queryKey: [shortChatList.id] }),
    ]);
  return {
    send: useMutation({
      mutationFn: (input: { messageText: string; fileId: string | null }) =>
        apiCall(createMessage, { body: { requestCode, ...input } }),
      onSuccess: refresh,
    }),
    act: useMutation({
      mutationFn: (input: { chatAction: string; beCode: string | null; beName: string | null }) =>
        apiCall(makeActionOnRequest, { body: { requestCode, ...input } }),
      onSuccess: refresh,
    }),
    markRead: useMutation({
      mutationFn: (ids: string[]) => apiCall(markMessagesAsRead, { body: ids, silent: true }),
      onSuccess: refresh,
    }),
  };
}

/** Opens a message's attachment through a short-lived link under its own name. */
export async function openAttachment(requestCode: string, messageId: string): Promise<void> {
  const link = await apiCall(attachmentLink, { query: { requestCode, messageId } });
  window.location.assign(link.url);
}
