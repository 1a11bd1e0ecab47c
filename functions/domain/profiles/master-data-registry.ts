import { randomUUID } from 'node:crypto';
import type { StoredChange } from './profile-model';
import { changeRequestsRepository, type StoredChangeRequest } from './change-requests-repository';
import { clock } from '../../lib/clock';

/**
 * The master-data registry port (KSSS): it receives the changes the specification sends "for
 * review". This implementation puts them in the back office's queue, where a moderator decides;
 * a real adapter would send them to KSSS and receive its decision the same way.
 */
export interface MasterDataRegistry {
  submit(request: {
    counterparty: {
      counterpartyId: string;
      companyName: string;
      companyCode: string;
      accountType: StoredChangeRequest['accountType'];
    };
    change: StoredChange;
    submittedBy: string;
    requestId?: string;
  }): Promise<StoredChangeRequest>;
}

export const reviewQueueRegistry: MasterDataRegistry = {
  submit: ({ counterparty, change, submittedBy, requestId }) =>
    changeRequestsRepository.create({
      requestId: requestId ?? randomUUID(),
      ...counterparty,
      change,
      createdBy: submittedBy,
      createdAt: clock.now().toISOString(),
    }),
};

export const masterDataRegistry: MasterDataRegistry = reviewQueueRegistry;
