import { describe, expect, it } from 'vitest';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import { ownerChainName } from './owner-lookup';

const owner = (shortName: string, inn: string): ResidentSearchResult => ({
  id: inn,
  type: 'legal',
  name: `Общество с ограниченной ответственностью «${shortName}»`,
  shortName: `ООО «${shortName}»`,
  inn,
  kpp: '770101001',
  ogrn: '1027700000000',
  address: 'г. Москва',
  branchType: 'MAIN',
});

describe('ownerChainName', () => {
  it('names the owners by short name and INN after the type', () => {
    expect(
      ownerChainName('Цепочка собственников', [owner('Альфа', '7701000001'), owner('Бета', '7701000002')]),
    ).toBe('Цепочка собственников: ООО «Альфа» (7701000001), ООО «Бета» (7701000002)');
  });

  it('is nothing without owners, and fits the 200 characters of a document name', () => {
    expect(ownerChainName('Цепочка собственников', [])).toBeNull();
    const many = Array.from({ length: 12 }, (_, i) => owner(`Компания ${i}`, `77010000${10 + i}`));
    const name = ownerChainName('Цепочка собственников', many) ?? '';
    expect(name).toHaveLength(200);
    expect(name.endsWith('…')).toBe(true);
  });
});
