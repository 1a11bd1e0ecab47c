import type { UserProfileRow } from '@shared/api/areas/admin';
import type { RiskTier } from '@shared/api/areas/prequalification';

/** The partition that holds every row: the empty search lists all profiles from it. */
export const ALL_TOKEN = '*';
/** Name words are indexed by their prefixes from 3 characters (the search minimum) up to this length, and whole. */
const MIN_PREFIX = 3;
const MAX_PREFIX = 20;

/** The key of a risk tier: a colon never survives `normalize`, so no typed search reads it. */
export const tierToken = (tier: RiskTier): string => `tier:${tier.toLowerCase()}`;

/** Lower case, ё as е, quotes and separators as spaces: how both rows and searches are compared. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[«»"'“”„()[\],;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const prefixesOf = (word: string): string[] => {
  const out: string[] = [];
  for (let n = MIN_PREFIX; n <= Math.min(word.length, MAX_PREFIX); n++) out.push(word.slice(0, n));
  // A longer word is also found when typed whole.
  if (word.length > MAX_PREFIX) out.push(word);
  return out;
};

/**
 * The index keys of a row: every identifier whole (INN or Tax ID, supplier code, OGRN, login) and
 * every word of the name by its prefixes, so a search is one Query on one key at any size.
 */
export function rowTokens(row: UserProfileRow): string[] {
  const identifiers = [row.taxId, row.code, row.ogrn, row.login]
    .filter((v): v is string => Boolean(v))
    .map(normalize);
  const words = row.name ? normalize(row.name).split(' ') : [];
  const tier = row.riskTier ? [tierToken(row.riskTier)] : [];
  return [...new Set([ALL_TOKEN, ...identifiers, ...words.flatMap(prefixesOf), ...tier])];
}

/** The key a search reads (its longest word) and the words every found row must also match. */
export function searchPlan(search: string): { token: string; words: string[] } {
  const words = normalize(search).split(' ').filter(Boolean);
  if (words.length === 0) return { token: ALL_TOKEN, words: [] };
  const token = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { token, words };
}

export function rowMatches(row: UserProfileRow, words: readonly string[]): boolean {
  const tokens = new Set(rowTokens(row));
  return words.every((w) => tokens.has(w));
}
