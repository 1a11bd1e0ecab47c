import type { SeedContext } from '../seed-context';
import { indexUser } from './user-directory';

/** Indexes the demo suppliers for the administrators' search (staff are not profiles). */
export async function seed(ctx: SeedContext): Promise<void> {
  await Promise.all(
    Object.values(ctx.users)
      .filter((user) => user.counterpartyId)
      .map((user) => indexUser(user.sub)),
  );
}
