import type { Address } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import { countryName } from '../dictionaries/country-names';
import { RUSSIAN_REGIONS } from '../dictionaries/data/russian-regions';

/** An address as stored: codes only; names come from the dictionaries in the reader's language. */
export interface StoredAddress {
  index: string;
  countryCode: string;
  regionCode: string;
  city: string;
  locality: string;
  disctrict: string;
  street: string;
  building: string;
  block: string;
  floor: string;
  room: string;
}

const EMPTY: StoredAddress = {
  index: '',
  countryCode: '',
  regionCode: '',
  city: '',
  locality: '',
  disctrict: '',
  street: '',
  building: '',
  block: '',
  floor: '',
  room: '',
};

/** Fills the parts a source left out, so every stored address has every field. */
export const storedAddress = (parts: Partial<StoredAddress>): StoredAddress => ({ ...EMPTY, ...parts });

const regions = new Map<string, { ru: string; en: string }>(
  RUSSIAN_REGIONS.map(([code, ru, en]) => [code, { ru, en }]),
);

/** Regions are a dictionary for Russia only; elsewhere the region is free text. */
export const isKnownRegion = (countryCode: string, regionCode: string): boolean =>
  countryCode !== 'RU' || regions.has(regionCode);

function regionName(countryCode: string, regionCode: string, lang: Language): string | null {
  if (!regionCode || regionCode === '-') return null;
  return countryCode === 'RU' ? (regions.get(regionCode)?.[lang] ?? null) : regionCode;
}

const isPresent = (part: string) => part !== '' && part !== '-';

/** The address with its one-line form and the dictionary names (02 §3 Address). */
export function toAddress(stored: StoredAddress, lang: Language): Address {
  const country = countryName(stored.countryCode, lang);
  const region = regionName(stored.countryCode, stored.regionCode, lang);
  const labels =
    lang === 'en'
      ? { building: 'bld.', block: 'block', floor: 'floor', room: 'room' }
      : { building: 'д.', block: 'корп.', floor: 'эт.', room: 'пом.' };
  const line = [
    stored.index,
    country ?? stored.countryCode,
    region && region !== stored.city ? region : '',
    stored.disctrict,
    stored.city,
    stored.locality,
    stored.street,
    isPresent(stored.building) ? `${labels.building} ${stored.building}` : '',
    isPresent(stored.block) ? `${labels.block} ${stored.block}` : '',
    isPresent(stored.floor) ? `${labels.floor} ${stored.floor}` : '',
    isPresent(stored.room) ? `${labels.room} ${stored.room}` : '',
  ].filter(isPresent);
  return {
    ...stored,
    fullAddress: line.join(', '),
    countryRef: country ? { code: stored.countryCode, name: country } : null,
    regionRef: region ? { code: stored.regionCode, name: region } : null,
  };
}
