import type { SeedContext } from '../seed-context';
import { registerRecords } from './register-data';
import { registryRepository } from './registry-repository';

/** Loads the seeded state register and the known non-residents (the same records on every machine). */
export async function seed(_ctx: SeedContext): Promise<void> {
  await registryRepository.put(registerRecords());
}
