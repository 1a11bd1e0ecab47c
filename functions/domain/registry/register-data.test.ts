import { describe, expect, it } from 'vitest';
import {
  isValidIndividualInn,
  isValidKpp,
  isValidLegalInn,
  isValidOgrn,
  isValidOgrnip,
} from '@shared/validation/tax-ids';
import { DEMO_SUPPLIERS } from '../accounts/seed';
import { isKnownCountry } from '../dictionaries/country-names';
import { isKnownRegion } from '../profiles/address';
import { registerRecords } from './register-data';

const records = registerRecords();
const legal = records.filter((r) => r.kind === 'LEGAL');
const individuals = records.filter((r) => r.kind === 'INDIVIDUAL');
const nonResidents = records.filter((r) => r.kind === 'NONRESIDENT');

describe('the seeded state register', () => {
  it('holds a few hundred records of each kind, the same on every call', () => {
    expect(legal.length).toBeGreaterThan(300);
    expect(individuals.length).toBeGreaterThanOrEqual(90);
    expect(nonResidents.length).toBeGreaterThanOrEqual(60);
    expect(registerRecords()).toEqual(records);
    expect(new Set(records.map((r) => `${r.kind}:${r.id}`)).size).toBe(records.length);
  });

  it('gives every legal entity a valid INN and KPP, and an OGRN with its check digit unless accredited (9909)', () => {
    for (const r of legal) {
      expect(isValidLegalInn(r.inn), r.inn).toBe(true);
      expect(isValidKpp(r.kpp), r.kpp).toBe(true);
      expect(r.inn.startsWith('9909') ? /^\d{11}$/.test(r.ogrn) : isValidOgrn(r.ogrn)).toBe(true);
    }
    expect(legal.filter((r) => r.inn.startsWith('9909')).length).toBeGreaterThan(0);
  });

  it('gives branches the head office’s INN and OGRN and a KPP of their own', () => {
    const branches = legal.filter((r) => r.branchType === 'BRANCH');
    expect(branches.length).toBeGreaterThan(40);
    for (const branch of branches) {
      const head = legal.find((r) => r.inn === branch.inn && r.branchType === 'MAIN');
      expect(head?.ogrn).toBe(branch.ogrn);
      expect(branch.kpp.slice(4, 6)).toBe('43');
      expect(branch.address.city).not.toBe(head?.address.city);
    }
    expect(new Set(legal.map((r) => r.inn + r.kpp)).size).toBe(legal.length);
  });

  it('gives entrepreneurs a valid 12-digit INN and 15-digit OGRNIP', () => {
    for (const r of individuals)
      expect(isValidIndividualInn(r.inn) && isValidOgrnip(r.ogrnip), r.inn).toBe(true);
    expect(new Set(individuals.map((r) => r.inn)).size).toBe(individuals.length);
  });

  it('uses countries and regions of the dictionaries in every address', () => {
    for (const r of records) {
      expect(isKnownCountry(r.address.countryCode), r.id).toBe(true);
      expect(isKnownRegion(r.address.countryCode, r.address.regionCode), r.id).toBe(true);
    }
    expect(nonResidents.every((r) => r.countryCode !== 'RU' && r.taxId.length <= 25)).toBe(true);
  });

  it('includes the demo suppliers with the numbers the accounts seed gives them', () => {
    for (const { counterparty: c } of DEMO_SUPPLIERS) {
      const found =
        c.accountType === 'NONRESIDENT'
          ? records.some((r) => r.kind === 'NONRESIDENT' && r.taxId === c.taxId)
          : records.some((r) => r.kind === c.accountType && r.inn === c.inn);
      expect(found, c.companyName).toBe(true);
    }
  });
});
