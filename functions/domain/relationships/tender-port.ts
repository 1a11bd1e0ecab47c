/**
 * The tender system's answer to a removal (02 §4): does this supplier take part in an active tender
 * together with that party? This implementation knows the seeded active tender: the parties below
 * take part in it with every supplier. A real adapter would ask the tender system.
 */
export interface TenderParticipation {
  inActiveTender(counterpartyId: string, partyKey: string): Promise<boolean>;
}

/** Identity keys (see party-key.ts) of the parties of the seeded active tender. */
export const ACTIVE_TENDER_PARTY_KEYS: ReadonlySet<string> = new Set(['INN#7727000017#KPP#772701001']);

export const seededTenders: TenderParticipation = {
  inActiveTender: async (_counterpartyId, partyKey) => ACTIVE_TENDER_PARTY_KEYS.has(partyKey),
};

export const tenderParticipation: TenderParticipation = seededTenders;
