import type { AdminAction, AuditEntry } from '@shared/api/areas/admin';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { auditRepository } from './audit-repository';

// Apart from admin-service: other contexts record their administrative changes here (the risk
// configuration of prequalification) without bundling the admin actions.

/** Records an administrative action under `key` (a user, or the portal-wide key of a setting): who, when, why, what. */
export async function recordAudit(
  key: string,
  caller: Caller,
  action: AdminAction,
  reason: string,
  change: { before: string | null; after: string | null },
): Promise<AuditEntry> {
  return auditRepository.record(key, {
    action,
    actor: caller.login,
    at: clock.now().toISOString(),
    reason,
    ...change,
  });
}

/** The actions recorded under `key`, newest first. */
export const auditOf = (key: string): Promise<AuditEntry[]> => auditRepository.list(key);
