/**
 * The tender system's answer to a removal (02 §4): does this supplier take part in an active tender
 * together with that party? This implementation knows the seeded active tender: the companies below
 * (every branch of them) take part in it with every supplier. A real adapter would ask the tender system.
 */
export interface TenderParticipation {
  inActiveTender(counterpartyId: string, partyKey: string): Promise<boolean>;
}

/** INNs of the companies in the seeded active tender: ООО «ТехноКабель» of the register. */
export const ACTIVE_TENDER_INNS: ReadonlySet<string> = new Set(['6661495226']);

export const seededTenders: TenderParticipation = {
  inActiveTender: async (_counterpartyId, partyKey) => {
    const inn = /^INN#(\d+)/.exec(partyKey)?.[1];
    return inn !== undefined && ACTIVE_TENDER_INNS.has(inn);
  },
};

export const tenderParticipation: TenderParticipation = seededTenders;
