import {
  CONTRACT_LINKS,
  relationshipsRepository,
  type Contract,
  type ContractLink,
} from './relationships-repository';

/**
 * The contracts port: the group's signed contracts, which say who is a supplier's general
 * contractor, subcontractor or producer today. This implementation reads the contracts seeded
 * between the demo suppliers and others; a real adapter to the contract system would answer the same.
 */
export interface ContractsPort {
  parties(counterpartyId: string, link: ContractLink): Promise<Contract[]>;
  /** Whether the counterparty has any signed contract today (the retention rules of 03 §9 ask). */
  hasContracts(counterpartyId: string): Promise<boolean>;
}

export const seededContracts: ContractsPort = {
  parties: (counterpartyId, link) => relationshipsRepository.contracts(counterpartyId, link),
  hasContracts: async (counterpartyId) => {
    const lists = await Promise.all(
      CONTRACT_LINKS.map((link) => relationshipsRepository.contracts(counterpartyId, link)),
    );
    return lists.some((list) => list.length > 0);
  },
};

export const contractsPort: ContractsPort = seededContracts;
