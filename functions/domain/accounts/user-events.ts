import { domainEvent } from '../../lib/domain-events';
import type { UserRecord } from './accounts-service';

/**
 * A user as the cabinet shows it changed: a first visit, a counterparty's new name, INN, code or
 * status. The administrators' directory follows it (admin/directory-subscription.ts).
 */
export const userRecordChanged = domainEvent<UserRecord>('accounts.userRecordChanged');
