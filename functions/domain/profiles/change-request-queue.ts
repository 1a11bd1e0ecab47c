import type { ChangeRequest, ChangeRequestStatus } from '@shared/api/areas/backoffice';
import type { Language } from '@shared/constants/spec';
import { directoryFor, type Directory } from './bank-accounts';
import { accountsOfChange, renderChange } from './change-view';
import { changeRequestsRepository, type StoredChangeRequest } from './change-requests-repository';

/*
 * The reviewers' queue of questionnaire changes, apart from their decisions (review-service.ts): the
 * queue, the back office's first call, loads neither the decisions' effects nor the mail they send.
 */

export function toChangeRequest(
  request: StoredChangeRequest,
  directory: Directory,
  lang: Language,
): ChangeRequest {
  return {
    id: request.requestId,
    counterpartyId: request.counterpartyId,
    companyName: request.companyName,
    companyCode: request.companyCode,
    accountType: request.accountType,
    status: request.status,
    createdBy: request.createdBy,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
    decidedBy: request.decidedBy,
    comment: request.comment,
    ...renderChange(request.change, directory, lang),
  };
}

/** GET /backoffice/change-requests: the queue, oldest first; decided ones newest first. */
export async function changeRequestQueue(
  status: ChangeRequestStatus,
  lang: Language,
): Promise<ChangeRequest[]> {
  const requests = await changeRequestsRepository.listByStatus(status);
  const directory = await directoryFor(requests.flatMap((r) => accountsOfChange(r.change)));
  const ordered = status === 'PENDING' ? requests : [...requests].reverse();
  return ordered.map((r) => toChangeRequest(r, directory, lang));
}
