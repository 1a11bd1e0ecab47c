import { randomUUID } from 'node:crypto';
import type { PersonalDataExport } from '@shared/api/areas/personal-data';
import { clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { userRecord } from '../accounts/accounts-service';
import '../admin/messages';
import { exportQueue } from './export-queue';
import { exportRepository, type ExportItem } from './export-repository';
import { exportStorage } from './export-storage';
import './messages';

/**
 * "Скачать мои данные" (issue 18): a request is recorded and built in the background (exportQueue);
 * the ready archive is offered by a short-lived link until it expires.
 */

const STALE_MS = 15 * 60_000;

const view = (item: ExportItem, now: Date): PersonalDataExport => ({
  exportId: item.exportId,
  status: item.status,
  requestedAt: item.requestedAt,
  requestedBy: item.requestedBy,
  readyAt: item.readyAt ?? null,
  expiresAt: item.expiresAt ?? null,
  sizeBytes: item.sizeBytes ?? null,
  ...(item.expiresAt && item.expiresAt <= now.toISOString() ? { status: 'EXPIRED' as const } : {}),
});

export async function requestExport(
  counterpartyId: string,
  requestedBy: string,
  bySupplier: boolean,
): Promise<PersonalDataExport> {
  const now = clock.now();
  const current = await exportRepository.latest(counterpartyId);
  // One build at a time; one pending far longer than any build takes (its job lost) no longer blocks.
  const building =
    current?.status === 'PENDING' && now.getTime() - Date.parse(current.requestedAt) < STALE_MS;
  if (building) throw conflict('personalData.exportPending');
  const item = await exportRepository.create({
    counterpartyId,
    exportId: `${now.toISOString()}-${randomUUID().slice(0, 8)}`,
    status: 'PENDING',
    requestedAt: now.toISOString(),
    requestedBy,
    bySupplier,
  });
  await exportQueue.send({ counterpartyId, exportId: item.exportId });
  return view(item, now);
}

export async function latestExport(counterpartyId: string): Promise<PersonalDataExport | null> {
  const item = await exportRepository.latest(counterpartyId);
  return item ? view(item, clock.now()) : null;
}

/** A short-lived link to the ready archive; a pending, failed or expired one is refused. */
export async function exportDownload(
  counterpartyId: string,
  exportId: string,
  companyCode: string,
): Promise<{ url: string; name: string }> {
  const item = await exportRepository.get(counterpartyId, exportId);
  if (!item) throw notFound();
  if (view(item, clock.now()).status !== 'READY') throw conflict('personalData.exportNotReady');
  const name = `Мои данные ${companyCode} ${item.requestedAt.slice(0, 10)}.zip`;
  return { url: await exportStorage.presignDownload(counterpartyId, exportId, name), name };
}

/** The export of a user's counterparty, for an administrator answering the person's request. */
export async function counterpartyOfUser(
  sub: string,
): Promise<{ counterpartyId: string; companyCode: string }> {
  const record = await userRecord(sub);
  if (!record?.counterparty) throw notFound('admin.noCounterparty');
  return record.counterparty;
}
