import { loadGroupDirectory } from '../banks/reference-data';
import { loadDictionaries } from '../dictionaries/reference-data';
import { referenceDataLoads } from './load-record';
import { referenceDataVersion } from './version';

/**
 * The reference data the product ships and every stage needs from its first request: the dictionaries
 * (countries, regions, legal forms, tax regimes, FAQ topics…) and the group's part of the bank directory
 * (the foreign banks, the account currencies). Each deploy loads it (functions/reference-data/handler.ts),
 * the local stack's seed too; the load is recorded for the health view.
 */
export const loadReferenceData = (now: Date) => load(now, referenceDataVersion());

async function load(now: Date, version: string) {
  const [dictionaries, bankDirectory] = await Promise.all([loadDictionaries(), loadGroupDirectory()]);
  await referenceDataLoads.put({
    version,
    loadedAt: now.toISOString(),
    entries: dictionaries.written + bankDirectory.written,
  });
  return { dictionaries, bankDirectory };
}

/**
 * The load, unless the stage holds this version already: what a deploy's custom resource does when its
 * property changed, for the local stack starting on a state an earlier version seeded. True when it loaded.
 */
export async function loadReferenceDataIfOutdated(now: Date): Promise<boolean> {
  const version = referenceDataVersion();
  if ((await referenceDataLoads.get())?.version === version) return false;
  await load(now, version);
  return true;
}

/** Whether this stage holds the shipped reference data, and since when. */
export const lastReferenceDataLoad = () => referenceDataLoads.get();
