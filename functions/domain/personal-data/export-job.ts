import { PERSONAL_DATA_EXPORT_KEEP_DAYS } from '@shared/constants/consents';
import { clock } from '../../lib/clock';
import { isConditionalFailure } from '../../lib/dynamo-entity';
import { log } from '../../lib/logger';
import { translate } from '../../lib/messages';
import type { PersonalDataPart } from '../../lib/personal-data';
import { exportAccounts } from '../accounts/personal-data-export';
import { exportCommunication } from '../communication/personal-data-export';
import { exportDocuments } from '../documents/personal-data-export';
import { notifyCounterparty } from '../notifications/notifications-service';
import { exportNotifications } from '../notifications/personal-data-export';
import { buildZip, type ZipEntry } from '../pbiot/package-zip';
import { exportPbiot } from '../pbiot/personal-data-export';
import { exportQuestionnaire } from '../profiles/personal-data-export';
import { exportRelationships } from '../relationships/personal-data-export';
import { exportTenderAccess } from '../tenders/personal-data-export';
import { exportRepository } from './export-repository';
import { exportStorage } from './export-storage';
import type { ExportJob } from './export-queue';
import './messages';
import { DAY_MS } from '@shared/constants/time';

/** Each context contributes its part, under this name in data.json. */
const PARTS: Record<string, (counterpartyId: string) => Promise<PersonalDataPart>> = {
  account: exportAccounts,
  questionnaire: exportQuestionnaire,
  documents: exportDocuments,
  pbiot: exportPbiot,
  communication: exportCommunication,
  relationships: exportRelationships,
  notifications: exportNotifications,
  tenderAccess: exportTenderAccess,
};

/** The archive: data.json with every context's part, and the files beside it. */
export async function buildArchive(counterpartyId: string, exportedAt: string): Promise<Uint8Array> {
  const names = Object.keys(PARTS);
  const parts = await Promise.all(
    names.map((name) => (PARTS[name] as (id: string) => Promise<PersonalDataPart>)(counterpartyId)),
  );
  const entries: ZipEntry[] = [];
  const unreadable: string[] = [];
  for (const file of parts.flatMap((p) => p.files)) {
    try {
      entries.push({ path: file.path, bytes: await file.read() });
    } catch (error) {
      // A file swept or never accepted is named, so the archive still says it existed.
      log('info', 'export: file unreadable', { counterpartyId, path: file.path, error: String(error) });
      unreadable.push(file.path);
    }
  }
  const data = {
    exportedAt,
    counterpartyId,
    ...Object.fromEntries(names.map((name, i) => [name, parts[i]?.data ?? null])),
    files: entries.map((e) => e.path),
    unreadableFiles: unreadable,
  };
  const json = new TextEncoder().encode(JSON.stringify(data, null, 2));
  return buildZip([{ path: 'data.json', bytes: json }, ...entries]);
}

/**
 * Builds a requested export once: the archive goes to S3, the request becomes READY (conditional, so a
 * retried job changes nothing) and the supplier who asked is notified.
 */
export async function buildExport(job: ExportJob): Promise<void> {
  const item = await exportRepository.get(job.counterpartyId, job.exportId);
  if (item?.status !== 'PENDING') return;
  const now = clock.now();
  let zip: Uint8Array;
  try {
    zip = await buildArchive(job.counterpartyId, now.toISOString());
    await exportStorage.put(job.counterpartyId, job.exportId, zip);
  } catch (error) {
    await exportRepository.settle(job.counterpartyId, job.exportId, { status: 'FAILED' });
    throw error;
  }
  const expiresAt = new Date(now.getTime() + PERSONAL_DATA_EXPORT_KEEP_DAYS * DAY_MS).toISOString();
  try {
    await exportRepository.settle(job.counterpartyId, job.exportId, {
      status: 'READY',
      readyAt: clock.now().toISOString(),
      expiresAt,
      sizeBytes: zip.length,
    });
  } catch (error) {
    if (isConditionalFailure(error)) return;
    throw error;
  }
  if (item.bySupplier) {
    const until = expiresAt.slice(0, 10);
    await notifyCounterparty(job.counterpartyId, {
      ru: translate('ru', 'personalData.exportReady', { until }),
      en: translate('en', 'personalData.exportReady', { until }),
    });
  }
}
