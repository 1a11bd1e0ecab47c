import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptUserAgreement, getUserAgreementStatus } from '@shared/api/areas/system';
import { apiCall } from '../../shared/api/api-client';

/** GET /api/profile/{companyCode}/user-agreement-status: true while the user has to accept the agreement. */
export const userAgreementStatusQuery = (contractorCode: string) =>
  queryOptions({
    queryKey: [getUserAgreementStatus.id, contractorCode],
    queryFn: ({ signal }) =>
      apiCall(getUserAgreementStatus, { params: { contractorCode }, silent: true, signal }),
  });

export const useUserAgreementStatus = (contractorCode: string) =>
  useQuery(userAgreementStatusQuery(contractorCode));

/** POST the same path with both consents; the answer is the new status. */
export function useAcceptUserAgreement(contractorCode: string) {
  const queryClient = useQueryClient();
  const { queryKey } = userAgreementStatusQuery(contractorCode);
  return useMutation({
    mutationFn: () =>
      apiCall(acceptUserAgreement, {
        params: { contractorCode },
        body: { personalDataConsent: true, confidentialityConsent: true },
      }),
    onSuccess: (status) => {
      queryClient.setQueryData(queryKey, status);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
