import type { SeedContext } from '../seed-context';
import { BIK_DIRECTORY_FIXTURE } from './bik-fixture';
import { loadBikDirectory } from './bik-directory';
import { readFile } from 'node:fs/promises';
import { clock } from '../../lib/clock';

/**
 * Loads the Russian banks from the local BIK directory file (ED807) the way the BIK directory job loads the
 * published one. The group's foreign banks and account currencies come with the reference data.
 */
export async function seed(_ctx: SeedContext): Promise<void> {
  await loadBikDirectory(await readFile(BIK_DIRECTORY_FIXTURE), BIK_DIRECTORY_FIXTURE.href, clock.now());
}
