/**
 * What the local stack hands to every domain's demo seed (`functions/domain/<domain>/seed.ts`
 * exporting `seed(ctx: SeedContext)`): the demo users as created in the identity provider and the
 * documents bucket. Seeds run once, on the first start with a fresh state.
 */
export interface SeedContext {
  /** Demo users by e-mail: suppliers carry their counterparty (tenant); staff and new users have none. */
  users: Record<string, { sub: string; counterpartyId: string | null; companyCode: string | null }>;
  documentsBucket: string;
}
