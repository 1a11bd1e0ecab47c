import { changeRequestsRepository } from './change-requests-repository';

/** A stretch of time a counterparty's request waited in the group's reviewers' queue. */
export interface ReviewWait {
  /** When the request was sent (ISO instant). */
  from: string;
  /** When a reviewer decided it; null while it still waits. */
  to: string | null;
}

/**
 * The profiles context's answer to retention: when this counterparty waited for the group's reviewer
 * (its change requests to KSSS, the register details it entered by hand among them). The 21 working
 * days to complete the registration do not run while it waits.
 */
export async function reviewWaits(counterpartyId: string): Promise<ReviewWait[]> {
  const requests = await changeRequestsRepository.ofCounterparty(counterpartyId);
  return requests.map((r) => ({ from: r.createdAt, to: r.status === 'PENDING' ? null : r.decidedAt }));
}
