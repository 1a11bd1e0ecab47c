import type { Language } from '@shared/constants/spec';
import { COUNTRIES } from './data/countries';

/**
 * The countries' names in the reader's language, apart from the address tables (the Russian regions):
 * a bank's country needs the one, not the other.
 */
const countries = new Map<string, { ru: string; en: string }>(
  COUNTRIES.map(([code, ru, en]) => [code, { ru, en }]),
);

export const isKnownCountry = (code: string): boolean => countries.has(code);

export function countryName(code: string, lang: Language): string | null {
  return countries.get(code)?.[lang] ?? null;
}
