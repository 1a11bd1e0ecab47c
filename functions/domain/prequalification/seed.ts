import { clock } from '../../lib/clock';
import type { SeedContext } from '../seed-context';
import { recomputeRisk } from './risk-service';

/** After the seeds its inputs come from (and the users table it files the tier in). */
export const seedAfter = ['admin', 'documents', 'pbiot', 'tenders', 'profiles'];

/** Demo data: every demo counterparty's risk profile is computed, so the back office's cards are not empty. */
export async function seed(ctx: SeedContext): Promise<void> {
  const counterparties = new Set(
    Object.values(ctx.users)
      .map((u) => u.counterpartyId)
      .filter((id): id is string => id !== null),
  );
  for (const id of counterparties) await recomputeRisk(id, 'SEED', clock.now());
}
