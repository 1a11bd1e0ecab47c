import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as BikDirectory from '../../functions/domain/banks/bik-directory';
import type { banksRepository as BanksRepository } from '../../functions/domain/banks/banks-repository';
import { BIK_DIRECTORY_FIXTURE } from '../../functions/domain/banks/bik-fixture';
import { useEmulatorsInProcess } from './supplier-helpers';

/**
 * The BIK directory job on the real emulators, run in this process: the published zip (the local ED807
 * file zipped as the Bank of Russia publishes it) loaded twice changes nothing, and the health status
 * says when the loaded directory is older than a week.
 */
let directory: typeof BikDirectory;
let banks: typeof BanksRepository;
let zipUrl = '';

beforeAll(async () => {
  useEmulatorsInProcess();
  directory = await import('../../functions/domain/banks/bik-directory');
  ({ banksRepository: banks } = await import('../../functions/domain/banks/banks-repository'));
  const dir = mkdtempSync(join(tmpdir(), 'bik-'));
  const zip = join(dir, '20261126ED01OSBR.zip');
  writeFileSync(zip, zipSync({ '20261126_ED807_full.xml': readFileSync(BIK_DIRECTORY_FIXTURE) }));
  zipUrl = pathToFileURL(zip).href;
});

const snapshot = async () =>
  (await banks.listBanks()).filter((b) => b.countryCode === 'RU').sort((a, b) => a.id.localeCompare(b.id));

describe('the BIK directory job', () => {
  it('loads the directory, and loading it again leaves the bank directory as it was', async () => {
    const now = new Date('2026-11-27T03:15:00Z');
    const first = await directory.runBikDirectoryJob(now, zipUrl);
    expect(first).toMatchObject({ banks: 29, removed: 0 });
    const after = await snapshot();
    expect(after).toHaveLength(29);
    const second = await directory.runBikDirectoryJob(now, zipUrl);
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(after);
    expect(after.find((b) => b.id === '044525225')?.correspondentAccount).toBe('30101810400000000225');
  });

  it('records when the directory was loaded, and the status says when it is older than a week', async () => {
    const loadedAt = new Date('2026-11-27T03:15:00Z');
    await directory.runBikDirectoryJob(loadedAt, zipUrl);
    const fresh = await directory.bikDirectoryStatus(new Date('2026-11-30T09:00:00Z'));
    expect(fresh).toMatchObject({
      loaded: true,
      loadedAt: loadedAt.toISOString(),
      stale: false,
      message: null,
    });
    const old = await directory.bikDirectoryStatus(new Date('2026-12-10T09:00:00Z'));
    expect(old.stale).toBe(true);
    expect(old.message).toMatch(/BIK directory older than a week/);
  });
});
