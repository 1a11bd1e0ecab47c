import { exportRepository } from './export-repository';
import { exportStorage } from './export-storage';

/**
 * Personal-data exports are offered for PERSONAL_DATA_EXPORT_KEEP_DAYS (issue 18): once expired, the
 * archive is deleted, then its record. Idempotent and resumable: the record goes last, so an export whose
 * archive went before a crash is found again and finished.
 */
export async function sweepExpiredExports(
  now: Date,
  inScope: (counterpartyId: string) => boolean = () => true,
): Promise<number> {
  const expired = (await exportRepository.expiredBy(now.toISOString())).filter((e) =>
    inScope(e.counterpartyId),
  );
  for (const item of expired) {
    await exportStorage.remove(item.counterpartyId, item.exportId);
    await exportRepository.remove(item.counterpartyId, item.exportId);
  }
  return expired.length;
}
