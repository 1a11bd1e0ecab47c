import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_DAYS } from '@shared/resources';
import type { filesRepository as FilesRepositoryValue } from '../../functions/domain/files/files-repository';
import { call } from '../support/api';
import { newUser, ok, storeUpload, useEmulatorsInProcess } from './supplier-helpers';

/**
 * Uploads never confirmed are swept: their object by the quarantine prefix's lifecycle rule, their
 * metadata by DynamoDB's TTL on `expiresAt` (test/infra/monitoring.test.ts checks both rules). Here:
 * a pending upload carries the expiry, an accepted one never does.
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
