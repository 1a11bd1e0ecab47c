import { useMutation } from '@tanstack/react-query';
import { declareTaxRegime, type TaxRegimeInput } from '@shared/api/areas/profiles';
import { apiCall } from '../../shared/api/api-client';
import { useReloadProfileForm } from './profile-form';

/** POST /api/profiles/tax-regime: the regime of a year and its confirming PDF go to the reviewer. */
export function useDeclareTaxRegime() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: (body: TaxRegimeInput) => apiCall(declareTaxRegime, { body }),
    onSuccess: reload,
  });
}
