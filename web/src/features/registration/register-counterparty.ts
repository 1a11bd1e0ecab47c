import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  nonresidentInitialize,
  residentInitialize,
  residentManualInitialize,
} from '@shared/api/areas/registration';
import type {
  ManualResidentRegistration,
  NonResidentRegistration,
  ResidentRegistration,
} from '@shared/validation/registration';
import { apiCall } from '../../shared/api/api-client';
import { currentUserQuery } from '../../shared/user/current-user';

/** After a registration the account is no longer NEW: the guards must see the reloaded user (02 §4). */
function useReloadUser() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
}

/** POST /api/registration/resident/initialize: a legal entity or an entrepreneur found in the register. */
export function useRegisterResident() {
  const reloadUser = useReloadUser();
  return useMutation({
    mutationFn: async (body: ResidentRegistration) => {
      const answer = await apiCall(residentInitialize, { body });
      await reloadUser();
      return answer;
    },
  });
}

/** POST /api/registration/nonresident/initialize: the company, its address and its four documents. */
export function useRegisterNonResident() {
  const reloadUser = useReloadUser();
  return useMutation({
    mutationFn: async (body: NonResidentRegistration) => {
      const answer = await apiCall(nonresidentInitialize, { body });
      await reloadUser();
      return answer;
    },
  });
}

/**
 * POST /api/registration/resident/manual: a resident the register does not know (or while it is down), its
 * details typed and confirmed by a register extract; the group's reviewer checks them after the registration.
 */
export function useRegisterResidentManually() {
  const reloadUser = useReloadUser();
  return useMutation({
    mutationFn: async (body: ManualResidentRegistration) => {
      const answer = await apiCall(residentManualInitialize, { body });
      await reloadUser();
      return answer;
    },
  });
}
