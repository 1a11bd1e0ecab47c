import type { PersonalDataPart } from '../../lib/personal-data';
import { CONTRACT_LINKS, relationshipsRepository } from './relationships-repository';

/** The counterparty's own relationships: its contracts by link and the parties it added. */
export async function exportRelationships(counterpartyId: string): Promise<PersonalDataPart> {
  const contracts = await Promise.all(
    CONTRACT_LINKS.map(async (link) => [link, await relationshipsRepository.contracts(counterpartyId, link)]),
  );
  return {
    data: {
      contracts: Object.fromEntries(contracts),
      added: await relationshipsRepository.supposed(counterpartyId),
    },
    files: [],
  };
}
