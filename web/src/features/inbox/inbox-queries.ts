import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  staffAction,
  staffAttachmentLink,
  staffChat,
  staffInbox,
  staffMarkRead,
  staffMessage,
  type InboxQueue,
} from '@shared/api/areas/communication';
import { POLL_INTERVAL_MS, type Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { pollUnlessUnauthorized } from '../../shared/api/polling';

const poll = pollUnlessUnauthorized(POLL_INTERVAL_MS);

export interface InboxQuery {
  queue: InboxQueue;
  order: 'oldest' | 'newest';
  pageNumber: number;
  pageSize: number;
}

/** GET /communication/staff/inbox: one queue of the caller's organisations, refreshed every 5 s. */
export function useInbox(query: InboxQuery) {
  const language = useTranslation().i18n.language as Language;
  return useQuery({
    queryKey: [staffInbox.id, query, language],
    queryFn: ({ signal }) => apiCall(staffInbox, { query, silent: true, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
}

/** GET /communication/staff/chat, polled; a poll with nothing new is a 304. */
export function useStaffChat(requestCode: string) {
  const language = useTranslation().i18n.language as Language;
  return useQuery({
    queryKey: [staffChat.id, requestCode, language],
    queryFn: ({ signal }) =>
      apiCall(staffChat, { query: { requestCode }, silent: true, signal, revalidate: true }),
    refetchInterval: poll,
    enabled: requestCode.length > 0,
  });
}

export function useStaffMutations(requestCode: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [staffChat.id, requestCode] }),
      queryClient.invalidateQueries({ queryKey: [staffInbox.id] }),
    ]);
  return {
    send: useMutation({
      mutationFn: (input: { messageText: string; fileId: string | null }) =>
        apiCall(staffMessage, { body: { requestCode, ...input } }),
      onSuccess: refresh,
    }),
    act: useMutation({
      mutationFn: (chatAction: string) => apiCall(staffAction, { body: { requestCode, chatAction } }),
      onSuccess: refresh,
    }),
    markRead: useMutation({
      mutationFn: (messageIds: string[]) =>
        apiCall(staffMarkRead, { body: { requestCode, messageIds }, silent: true }),
      onSuccess: refresh,
    }),
  };
}

export async function openStaffAttachment(requestCode: string, messageId: string): Promise<void> {
  const link = await apiCall(staffAttachmentLink, { query: { requestCode, messageId } });
  window.location.assign(link.url);
}
