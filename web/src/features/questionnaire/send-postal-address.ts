import { useMutation } from '@tanstack/react-query';
import { sendPostalAddressChangeRequest } from '@shared/api/areas/profiles';
import type { PostalAddressInput } from '@shared/validation/address';
import { apiCall } from '../../shared/api/api-client';
import { useReloadProfileForm } from './profile-form';

/** POST /api/profiles/sendPostalAddressChangeRequest: the new address goes to KSSS for review. */
export function useSendPostalAddress() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: (address: PostalAddressInput) => apiCall(sendPostalAddressChangeRequest, { body: address }),
    onSuccess: reload,
  });
}
