import { isApiError } from './api-error';

/** A 401 ends a poll: the session is gone, asking again every 5 s would only fill the logs (01 §4.5). */
export const pollUnlessUnauthorized =
  (intervalMs: number) =>
  (query: { state: { error: unknown } }): number | false =>
    isApiError(query.state.error) && query.state.error.status === 401 ? false : intervalMs;
