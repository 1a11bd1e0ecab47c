import type { z } from 'zod/mini';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSupposedNonResident,
  addSupposedSubcontractor,
  deleteSupposedSubcontractor,
  primeContractors,
  producers,
  registrationLink,
  replaceNonResident,
  subContractors,
  supposedSubcontractors,
  type ContractorRow,
  type LinkType,
} from '@shared/api/areas/relationships';
import { searchAccounts, searchAccountsNonResident } from '@shared/api/areas/registration';
import { apiCall } from '../../shared/api/api-client';

export type ResidentBody = z.input<NonNullable<typeof addSupposedSubcontractor.body>>;
export type NonResidentBody = z.input<NonNullable<typeof addSupposedNonResident.body>>;
export type CurrentList = 'GENERAL_CONTRACTOR' | 'SUBCONTRACTOR' | 'PRODUCER';
const CURRENT = { GENERAL_CONTRACTOR: primeContractors, SUBCONTRACTOR: subContractors, PRODUCER: producers };
/** While a row waits for the tender check, its list is read again this often. */
const MARKED_POLL_MS = 2_000;

const marked = (rows: readonly ContractorRow[] | undefined) =>
  rows?.some((r) => r.isOnDelete || r.isOnReplace);

/** One page of a current list (loaded only once its accordion tab is open). */
export function useCurrentList(list: CurrentList, pageNumber: number, pageSize: number) {
  const endpoint = CURRENT[list];
  return useQuery({
    queryKey: [endpoint.id, pageNumber, pageSize],
    queryFn: ({ signal }) => apiCall(endpoint, { query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of a supposed list; polled while one of its rows is marked for removal or replacement. */
export function useSupposedList(type: LinkType, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [supposedSubcontractors.id, type, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      apiCall(supposedSubcontractors, { query: { type, pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (marked(query.state.data?.content) ? MARKED_POLL_MS : false),
  });
}

/** Every row of a supposed list, for the duplicate check of the add dialog (02 §5). */
export function useWholeSupposedList(type: LinkType) {
  return useQuery({
    queryKey: [supposedSubcontractors.id, type, 'all'],
    queryFn: ({ signal }) =>
      apiCall(supposedSubcontractors, { query: { type, pageNumber: 1, pageSize: 100 }, signal }),
  });
}

export function useResidentSearch(search: string, type: 'legal' | 'individual', enabled: boolean) {
  return useQuery({
    queryKey: [searchAccounts.id, type, search],
    queryFn: ({ signal }) => apiCall(searchAccounts, { query: { search, type }, silent: true, signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

export function useNonResidentSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [searchAccountsNonResident.id, search],
    queryFn: ({ signal }) => apiCall(searchAccountsNonResident, { query: { search }, silent: true, signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** After any change every supposed list reloads (02 §4: "After a delete the lists reload"). */
function useReloadSupposed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [supposedSubcontractors.id] });
}

export function useAddResident() {
  const reload = useReloadSupposed();
  return useMutation({
    mutationFn: (body: ResidentBody) => apiCall(addSupposedSubcontractor, { body }),
    onSettled: reload,
  });
}

export function useAddNonResident() {
  const reload = useReloadSupposed();
  return useMutation({
    mutationFn: (body: NonResidentBody) => apiCall(addSupposedNonResident, { body }),
    onSettled: reload,
  });
}

export function useDeleteRow() {
  const reload = useReloadSupposed();
  return useMutation({
    mutationFn: ({ type, id }: { type: LinkType; id: string }) =>
      apiCall(deleteSupposedSubcontractor, { params: { type, id } }),
    onSettled: reload,
  });
}

export function useReplaceRow() {
  const reload = useReloadSupposed();
  return useMutation({
    mutationFn: ({ id, replaceWithId }: { id: string; replaceWithId: string }) =>
      apiCall(replaceNonResident, { params: { currentProfileId: id }, query: { replaceWithId } }),
    onSettled: reload,
  });
}

export function useRegistrationLink() {
  return useMutation({ mutationFn: (id: string) => apiCall(registrationLink, { params: { id } }) });
}
