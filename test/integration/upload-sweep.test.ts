import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_DAYS } from '@shared/resources';
import type { filesRepository as FilesRepositoryValue } from '../../functions/domain/files/files-repository';
import { call } from '../support/api';
import { uploadPbiotFile } from './pbiot-helpers';
import {
  expectError,
  newUser,
  ok,
  registeredSupplier,
  storedObjectsOf,
  storeUpload,
  useEmulatorsInProcess,
} from './supplier-helpers';

/**
 * Uploads never confirmed are swept: their object by the quarantine prefix's lifecycle rule, their
 * metadata by DynamoDB's TTL on `expiresAt` (test/infra/monitoring.test.ts checks both rules). Here:
 * a pending upload carries the expiry, an accepted one never does. Accepted files no one holds are
 * swept by the scheduled job (functions/files/sweep-job.ts), run here with the clock moved.
 */
type FilesRepository = typeof FilesRepositoryValue;
let filesRepository: FilesRepository;

beforeAll(async () => {
  useEmulatorsInProcess();
  ({ filesRepository } = await import('../../functions/domain/files/files-repository'));
});

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

describe('pending uploads', () => {
  it('expire PENDING_UPLOAD_DAYS after they were started, until they are confirmed', async () => {
    const user = await newUser('sweep');
    const owner = `user:${subOf(user.token)}`;
    const pendingId = await storeUpload(user.token, 'Устав.pdf');
    const pending = await filesRepository.get(owner, pendingId);
    expect(pending?.status).toBe('PENDING');
    const created = Math.floor(Date.parse(pending!.createdAt) / 1000);
    expect(pending!.expiresAt! - created).toBe(PENDING_UPLOAD_DAYS * 24 * 3600);

    const confirmedId = await storeUpload(user.token, 'Свидетельство.pdf');
    await ok(call('POST', `/api/files/${confirmedId}/confirm`, { token: user.token }));
    const confirmed = await filesRepository.get(owner, confirmedId);
    expect(confirmed?.status).toBe('ACCEPTED');
    expect(confirmed).not.toHaveProperty('expiresAt');
  });
});

describe('accepted files no one holds', () => {
  it('are deleted by the sweep a day after acceptance, object and record; a held one stays; a rerun does nothing', async () => {
    const { sweepUnheldFiles, UNHELD_FILE_DAYS } = await import('../../functions/domain/files/files-service');
    const supplier = await registeredSupplier();
    // Uploaded and never attached: held by nothing.
    const loose = await uploadPbiotFile(supplier.token, 'Забытый.pdf');
    // Linked to a PBIOT document: held.
    const held = await uploadPbiotFile(supplier.token, 'Политика.pdf');
    await ok(
      call('POST', '/api/pbiot/doc', {
        token: supplier.token,
        body: { fileId: held, type: `pbiot_0001__${held.slice(0, 8)}` },
      }),
    );

    const accepted = await filesRepository.get(supplier.counterpartyId, loose);
    const acceptedAt = Date.parse(accepted!.acceptedAt!);
    // Within the day the file may still be attached: the sweep leaves it.
    await sweepUnheldFiles(new Date(acceptedAt + 60_000));
    expect(await storedObjectsOf(loose)).toHaveLength(1);

    const later = new Date(acceptedAt + UNHELD_FILE_DAYS * 24 * 3600 * 1000 + 60_000);
    expect((await sweepUnheldFiles(later)).deleted).toBeGreaterThanOrEqual(1);
    expect(await filesRepository.get(supplier.counterpartyId, loose)).toBeNull();
    expect(await storedObjectsOf(loose)).toEqual([]);
    expectError(await call('GET', `/api/files/${loose}`, { token: supplier.token }), 404);
    // The held file is untouched and still downloads.
    expect(await storedObjectsOf(held)).toHaveLength(1);
    await ok(call('GET', `/api/files/${held}`, { token: supplier.token }));
    // Idempotent: a second run finds nothing of these.
    await sweepUnheldFiles(later);
    expect(await storedObjectsOf(held)).toHaveLength(1);
  });
});
