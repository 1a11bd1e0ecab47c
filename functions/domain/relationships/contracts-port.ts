import { relationshipsRepository, type Contract, type ContractLink } from './relationships-repository';

/**
 * The contracts port: the group's signed contracts, which say who is a supplier's general
 * contractor, subcontractor or producer today. This implementation reads the contracts seeded
 * between the demo suppliers and others; a real adapter to the contract system would answer the same.
 */
export interface ContractsPort {
  parties(counterpartyId: string, link: ContractLink): Promise<Contract[]>;
}

export const seededContracts: ContractsPort = {
  parties: (counterpartyId, link) => relationshipsRepository.contracts(counterpartyId, link),
};

export const contractsPort: ContractsPort = seededContracts;
