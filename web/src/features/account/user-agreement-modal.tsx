import { lazy, Suspense } from 'react';
import { useUserAgreementStatus } from './user-agreement-status';

/** Almost every visit finds the agreement accepted: the dialog's code loads only when it must open. */
const UserAgreementDialog = lazy(() =>
  import('./user-agreement-dialog').then((m) => ({ default: m.UserAgreementDialog })),
);

/** The new user agreement (01 §4.5): opens when the status check answers true. */
export function UserAgreementModal({ contractorCode }: { contractorCode: string }) {
  const status = useUserAgreementStatus(contractorCode);
  if (status.data?.status !== true) return null;
  return (
    <Suspense fallback={null}>
      <UserAgreementDialog contractorCode={contractorCode} />
    </Suspense>
  );
}
