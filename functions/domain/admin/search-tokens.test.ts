import { describe, expect, it } from 'vitest';
import type { UserProfileRow } from '@shared/api/areas/admin';
import { ALL_TOKEN, normalize, rowMatches, rowTokens, searchPlan } from './search-tokens';

const row: UserProfileRow = {
  id: 'u1',
  login: 'legal@demo.test',
  name: 'ООО «Северная буровая компания»',
  typeName: 'LEGAL',
  code: '1000123',
  registrationStateName: 'REGISTERED',
  taxId: '7708123456',
  kpp: '770801001',
  ogrn: '1157746123456',
  riskTier: null,
};

describe('admin search tokens', () => {
  it('files a row under its risk tier, a key no typed search reaches', () => {
    expect(rowTokens({ ...row, riskTier: 'HIGH' })).toContain('tier:high');
    expect(rowTokens(row).some((t) => t.startsWith('tier:'))).toBe(false);
    expect(searchPlan('tier:high').token).not.toBe('tier:high');
  });

  it('normalizes quotes, case and ё', () => {
    expect(normalize('  ООО «Ёлка»  ')).toBe('ооо елка');
  });

  it('indexes identifiers whole and name words by prefix', () => {
    const tokens = rowTokens(row);
    expect(tokens).toContain(ALL_TOKEN);
    expect(tokens).toContain('7708123456');
    expect(tokens).toContain('1000123');
    expect(tokens).toContain('legal@demo.test');
    expect(tokens).toContain('сев');
    expect(tokens).toContain('северная');
    expect(tokens).not.toContain('се');
    expect(tokens).not.toContain('770812');
  });

  it('reads the longest word and filters by the others', () => {
    expect(searchPlan('')).toEqual({ token: ALL_TOKEN, words: [] });
    const plan = searchPlan('Северная буров');
    expect(plan.token).toBe('северная');
    expect(rowMatches(row, plan.words)).toBe(true);
    expect(rowMatches(row, searchPlan('северная нефть').words)).toBe(false);
  });
});
