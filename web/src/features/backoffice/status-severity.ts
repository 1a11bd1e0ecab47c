import type { ChangeRequestStatus } from '@shared/api/areas/backoffice';

/** The colour of a request's status tag. */
export const STATUS_SEVERITY: Record<ChangeRequestStatus, 'warning' | 'success' | 'danger'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};
