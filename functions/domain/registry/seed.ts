import type { SeedContext } from '../seed-context';
import { registerRecords } from './register-data';
import { registryRepository } from './registry-repository';

/**
 * Loads the register of non-residents known to the group (the same records on every machine). The
 * residents' register is a service (DaData; locally its emulator serves the seeded companies).
 */
export async function seed(_ctx: SeedContext): Promise<void> {
  await registryRepository.put(registerRecords().filter((r) => r.kind === 'NONRESIDENT'));
}
