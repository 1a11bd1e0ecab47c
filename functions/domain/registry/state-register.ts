import type { IndividualRecord, LegalRecord, NonResidentRecord } from './register-data';
import { registryRepository } from './registry-repository';

/**
 * The state register port (EGRUL for legal entities, EGRIP for entrepreneurs) and the register of
 * non-residents known to the group. This implementation reads the seeded records; a real adapter
 * to the tax service's API would implement the same interface.
 */
export interface StateRegister {
  searchResidents(
    text: string,
    kinds: readonly ('LEGAL' | 'INDIVIDUAL')[],
  ): Promise<(LegalRecord | IndividualRecord)[]>;
  findLegal(inn: string, kpp: string): Promise<LegalRecord | null>;
  findIndividual(inn: string): Promise<IndividualRecord | null>;
  searchNonResidents(text: string): Promise<NonResidentRecord[]>;
  findNonResident(id: string): Promise<NonResidentRecord | null>;
  /** A non-resident registered by manual entry becomes known, so others can find it. */
  addNonResident(record: NonResidentRecord): Promise<void>;
}

/** Register searches answer about twenty records (02 §7 searchAccounts). */
export const SEARCH_LIMIT = 20;

export const seededStateRegister: StateRegister = {
  async searchResidents(text, kinds) {
    const found = await Promise.all(kinds.map((kind) => registryRepository.search(kind, text, SEARCH_LIMIT)));
    return found.flat().slice(0, SEARCH_LIMIT);
  },
  findLegal: registryRepository.findLegal,
  findIndividual: registryRepository.findIndividual,
  searchNonResidents: (text) => registryRepository.search('NONRESIDENT', text, SEARCH_LIMIT),
  findNonResident: registryRepository.findNonResident,
  addNonResident: (record) => registryRepository.put([record]),
};

export const stateRegister: StateRegister = seededStateRegister;
