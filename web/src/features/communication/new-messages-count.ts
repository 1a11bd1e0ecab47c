import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeRequestsNewMessagesCount } from '@shared/api/areas/communication';
import { POLL_INTERVAL_MS } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { isNotImplemented } from '../../shared/api/api-error';
import { pollUnlessUnauthorized } from '../../shared/api/polling';

const poll = pollUnlessUnauthorized(POLL_INTERVAL_MS);

/** GET /api/communication/get-active-requests-new-messages-count: unread messages of open requests, polled, silent. */
export const newMessagesCountQuery = () =>
  queryOptions({
    queryKey: [activeRequestsNewMessagesCount.id],
    queryFn: ({ signal }) =>
      apiCall(activeRequestsNewMessagesCount, { silent: true, signal, revalidate: true }),
    // A section the back end does not serve yet will not start serving within 5 s either.
    refetchInterval: (query) => (isNotImplemented(query.state.error) ? false : poll(query)),
    staleTime: 0,
  });

export const useNewMessagesCount = (enabled: boolean) =>
  useQuery({ ...newMessagesCountQuery(), enabled }).data ?? 0;
