import { queryOptions, useQuery } from '@tanstack/react-query';
import { duplicateCheck } from '@shared/api/areas/registration';
import type { DuplicateCheckQuery } from '@shared/validation/registration';
import { apiCall } from '../../shared/api/api-client';
import { INPUT_DEBOUNCE_MS, useDebouncedValue } from '../../shared/hooks/use-debounced-value';

/** GET /api/registration/duplicate-check: whether no counterparty holds this INN+KPP, INN or Tax ID+country. */
export const duplicateCheckQuery = (identity: DuplicateCheckQuery) =>
  queryOptions({
    queryKey: [duplicateCheck.id, identity],
    queryFn: ({ signal }) => apiCall(duplicateCheck, { query: identity, silent: true, signal }),
    staleTime: 0,
  });

/** `failed`: the check itself did not answer; it does not block, the server refuses a duplicate anyway. */
export type DuplicateState = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

/** The registration may go ahead as far as duplicates are concerned. */
export const mayRegister = (state: DuplicateState): boolean => state === 'free' || state === 'failed';

/** The duplicate check of 02 §5, 500 ms after the identity last changed; null checks nothing. */
export function useDuplicateCheck(identity: DuplicateCheckQuery | null): DuplicateState {
  const key = identity ? JSON.stringify(identity) : null;
  const settled = useDebouncedValue(key, INPUT_DEBOUNCE_MS);
  const current = settled === key && identity ? identity : null;
  const check = useQuery({ ...duplicateCheckQuery(current ?? {}), enabled: current !== null });
  if (!identity) return 'idle';
  if (!current || check.isFetching) return 'checking';
  if (check.data) return check.data.isFree ? 'free' : 'taken';
  return check.isError ? 'failed' : 'checking';
}
