import { clock } from '../../lib/clock';
import type { SeedContext } from '../seed-context';
import { loadReferenceData } from './load';

/** The shipped reference data, loaded as every deploy loads it (functions/reference-data/handler.ts). */
export async function seed(_ctx: SeedContext): Promise<void> {
  await loadReferenceData(clock.now());
}
