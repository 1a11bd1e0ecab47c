import { DICTIONARY_KINDS } from '@shared/constants/spec';
import { dictionariesRepository } from './dictionaries-repository';
import { shippedDictionaryEntries } from './shipped-entries';

/**
 * Makes a stage's dictionaries exactly the shipped ones: every entry written, then the entries a kind no
 * longer lists removed (in that order, so a select read meanwhile is never empty). Loading twice changes
 * nothing.
 */
export async function loadDictionaries(): Promise<{ written: number; removed: number }> {
  const entries = shippedDictionaryEntries();
  await dictionariesRepository.putEntries(entries);
  const shipped = new Set(entries.map((e) => `${e.kind}/${e.code}`));
  const stored = await Promise.all(DICTIONARY_KINDS.map((kind) => dictionariesRepository.listKind(kind)));
  const stale = stored.flat().filter((e) => !shipped.has(`${e.kind}/${e.code}`));
  await dictionariesRepository.deleteEntries(stale);
  return { written: entries.length, removed: stale.length };
}
