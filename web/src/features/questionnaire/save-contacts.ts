import { useMutation } from '@tanstack/react-query';
import { saveProfileContacts } from '@shared/api/areas/profiles';
import type { Contacts } from '@shared/validation/contacts';
import { apiCall } from '../../shared/api/api-client';
import { useReloadProfileForm } from './profile-form';

/** POST /api/profiles/save-profile-contacts: a contacts change request to KSSS. */
export function useSaveContacts() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: (contacts: Contacts) => apiCall(saveProfileContacts, { body: contacts }),
    onSuccess: reload,
  });
}
