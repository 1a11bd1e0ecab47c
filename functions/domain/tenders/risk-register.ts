import { tendersRepository } from './tenders-repository';

/**
 * The risk register port: the group's register of circumstances that bar a supplier from tenders
 * (item 2.1 of the supplier instruction). This implementation reads the indicators seeded or entered
 * in the tenders table; a real adapter to the group's register plugs in here.
 */
export interface RiskIndicator {
  id: string;
  textRu: string;
  textEn: string;
  links: { url: string; title: string }[];
}

export interface RiskRegister {
  /** The indicators that block tender participation now. */
  blockingIndicators(counterpartyId: string): Promise<RiskIndicator[]>;
}

export const riskRegister: RiskRegister = {
  async blockingIndicators(counterpartyId) {
    const items = await tendersRepository.riskIndicators(counterpartyId);
    return items
      .filter((i) => i.blocking)
      .map((i) => ({ id: i.id, textRu: i.textRu, textEn: i.textEn, links: i.links ?? [] }));
  },
};
