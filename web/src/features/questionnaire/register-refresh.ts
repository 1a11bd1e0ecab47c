import { useMutation } from '@tanstack/react-query';
import { requestKsssUpdateByEgrul } from '@shared/api/areas/profiles';
import { apiCall } from '../../shared/api/api-client';
import { useReloadProfileForm } from './profile-form';

/** POST /api/profiles/requestKsssToUpdateProfileByEgrul: the refresh from EGRUL/EGRIP; the form reloads after. */
export function useRegisterRefresh() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: () => apiCall(requestKsssUpdateByEgrul),
    onSettled: reload,
  });
}
