import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileForm } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { currentUserQuery } from '../../shared/user/current-user';

/**
 * GET /api/profiles/form: the questionnaire with what may be edited now. The server answers names
 * and texts in the caller's language, so the form reloads when the language changes (02 §2.5).
 */
export const profileFormQuery = (language: Language) =>
  queryOptions({
    queryKey: [profileForm.id, language],
    queryFn: ({ signal }) => apiCall(profileForm, { signal }),
    staleTime: 0,
  });

export function useProfileForm() {
  const { i18n } = useTranslation();
  return useQuery(profileFormQuery(i18n.language as Language));
}

/**
 * After a change request or a draft edit: the form (in every language) is loaded again, and so is the
 * user, whose saved-data and moderation flags the request may have changed (the header's sections).
 */
export function useReloadProfileForm(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [profileForm.id] }),
      queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 }),
    ]);
  };
}
