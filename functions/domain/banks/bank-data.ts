import { readFileSync } from 'node:fs';
import { bankRecordsOf } from './bik-directory';
import { BIK_DIRECTORY_FIXTURE } from './bik-fixture';
import { parseEd807 } from './ed807';
import { foreignBankRecords } from './group-directory';

/**
 * The bank directory: Russian banks from the Bank of Russia's BIK directory (ED807, loaded by the
 * BIK directory job; locally from the fixture file, in the published format), and the foreign banks
 * with SWIFT codes of the group's own directory (group-directory.ts, loaded on every deploy).
 */
export interface BankRecord {
  id: string;
  nameRu: string;
  nameEn: string;
  /** BIK of a Russian bank, SWIFT of a foreign one. */
  bankCode: string;
  countryCode: string;
  cityRu: string;
  cityEn: string;
  swift: string | null;
  correspondentAccount: string | null;
  isIbanSupported: boolean;
  /** Deleted from the Bank of Russia's BIK directory (PSDL) or its correspondent account closed (ACDL). */
  closed?: boolean;
  /** The directory's restrictions of the participant (RstrList: LWRS licence withdrawn, URRS…), with their dates. */
  restrictions?: { code: string; date: string | null }[];
}

export interface CurrencyRecord {
  id: string;
  code: string;
  numericCode: string;
  nameRu: string;
  nameEn: string;
}

/** The Russian banks of the local fixture, as the BIK directory job loads them. */
export const fixtureRussianBanks = (): BankRecord[] =>
  bankRecordsOf(parseEd807(readFileSync(BIK_DIRECTORY_FIXTURE)));

/** The whole directory of the local stage and the tests: the fixture's Russian banks and the foreign ones. */
export function bankRecords(): BankRecord[] {
  return [...fixtureRussianBanks(), ...foreignBankRecords()];
}
