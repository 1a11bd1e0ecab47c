import { translate } from '../../lib/messages';
import { notifyCounterparty } from '../notifications/notifications-service';
import { relationshipsRepository as repo, type Party } from './relationships-repository';
import type { RemovalJob } from './removal-queue';
import { tenderParticipation } from './tender-port';
import './messages';

/**
 * Decides a marked row: a party in an active tender with the supplier stays (and the supplier is
 * told why); otherwise it goes, or is swapped for its replacement. Running a job twice is harmless:
 * a row no longer marked is left alone.
 */
export async function processRemovalJob(
  job: RemovalJob,
): Promise<'removed' | 'replaced' | 'kept' | 'skipped'> {
  const row = await repo.getSupposed(job.counterpartyId, job.link, job.partyKey);
  const expected = job.kind === 'DELETE' ? 'ON_DELETE' : 'ON_REPLACE';
  if (!row || row.state !== expected) return 'skipped';
  if (await tenderParticipation.inActiveTender(job.counterpartyId, job.partyKey)) {
    await repo.reactivate(row);
    await notifyCounterparty(job.counterpartyId, {
      ru: translate('ru', 'relationships.removalRefused', { name: row.name }),
      en: translate('en', 'relationships.removalRefused', { name: row.name }),
    });
    return 'kept';
  }
  if (job.kind === 'REPLACE' && row.replaceWith) {
    const next = row.replaceWith as Party & { registerId?: string; actualAddress?: unknown };
    await repo.addSupposed({
      ...next,
      counterpartyId: row.counterpartyId,
      link: row.link,
      id: row.id,
      state: 'ACTIVE',
      createdAt: row.createdAt,
    });
    await repo.removeSupposed(row);
    return 'replaced';
  }
  await repo.removeSupposed(row);
  return 'removed';
}
