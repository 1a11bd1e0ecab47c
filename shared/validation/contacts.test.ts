import { describe, expect, it } from 'vitest';
import {
  contactsSchema,
  isValidEmail,
  isValidPhone,
  isValidTenderPhone,
  isValidWebsite,
  stripPhone,
  tenderContactsSchema,
} from './contacts';
import {
  fillEmptyWithDash,
  isValidPostalIndex,
  nonResidentAddressSchema,
  postalAddressSchema,
} from './address';

describe('phones (02 §5)', () => {
  it('strips spaces, brackets and hyphens', () => {
    expect(stripPhone('+7 (495) 123-45-67')).toBe('+74951234567');
  });
  it('asks +7 and 10 digits of contact phones', () => {
    expect(isValidPhone('+7 (495) 123-45-67')).toBe(true);
    expect(isValidPhone('84951234567')).toBe(false);
    expect(isValidPhone('4951234567')).toBe(false);
    expect(isValidPhone('+7495123456')).toBe(false);
  });
  it('also takes 10 bare digits for tender phones', () => {
    expect(isValidTenderPhone('4951234567')).toBe(true);
    expect(isValidTenderPhone('+74951234567')).toBe(true);
    expect(isValidTenderPhone('84951234567')).toBe(false);
  });
});

describe('e-mails and websites', () => {
  it('checks e-mails and their 64-character limit', () => {
    expect(isValidEmail('supply@neft.ru')).toBe(true);
    expect(isValidEmail('supply@')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(60)}@x.ru`)).toBe(false);
  });
  it('asks a website to look like a domain', () => {
    for (const site of ['www.example.ru', 'https://neft.ru/about', 'пример.рф'])
      expect(isValidWebsite(site)).toBe(true);
    for (const site of ['ab', 'example', 'http://', 'exa mple.ru']) expect(isValidWebsite(site)).toBe(false);
  });
});

describe('contacts schema', () => {
  it('sends phones without formatting and requires one phone and one e-mail', () => {
    const parsed = contactsSchema().parse({
      phones: ['+7 (495) 123-45-67'],
      emails: ['a@b.ru'],
      websites: [],
    });
    expect(parsed.phones).toEqual(['+74951234567']);
    const failed = contactsSchema().safeParse({ phones: [], emails: ['bad'], websites: ['x'] });
    expect(failed.success).toBe(false);
    const messages = failed.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'phones:validation.phone',
        'emails.0:validation.email',
        'websites.0:validation.website',
      ]),
    );
  });
});

describe('postal address (02 §5)', () => {
  const valid = {
    index: '625000',
    countryCode: 'RU',
    regionCode: '72',
    city: 'Тюмень',
    locality: '-',
    disctrict: '-',
    street: 'ул. Республики',
    building: '14',
    block: '-',
    room: '-',
  };
  it('accepts a complete address with dashes', () => {
    expect(postalAddressSchema().safeParse(valid).success).toBe(true);
  });
  it('gives the specification’s messages', () => {
    const result = postalAddressSchema().safeParse({
      ...valid,
      index: '62500',
      countryCode: '',
      regionCode: '',
      street: ' ',
    });
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byField).toEqual({
      index: 'validation.postalIndex',
      countryCode: 'validation.country',
      regionCode: 'validation.region',
      street: 'validation.dashIfEmpty',
    });
  });
  it('checks the index is six digits', () => {
    expect(isValidPostalIndex('625000')).toBe(true);
    expect(isValidPostalIndex('62500a')).toBe(false);
  });
  it('fills empty fields of a copied address with a dash', () => {
    expect(fillEmptyWithDash({ city: 'Тюмень', block: '', room: null })).toEqual({
      city: 'Тюмень',
      block: '-',
      room: '-',
    });
  });
});

describe('non-resident address (02 §5)', () => {
  const valid = { index: '10115', countryCode: 'DE', city: 'Berlin', street: 'Invalidenstr. 117' };
  it('asks a city or a locality', () => {
    expect(nonResidentAddressSchema().safeParse(valid).success).toBe(true);
    expect(nonResidentAddressSchema().safeParse({ ...valid, city: '', locality: 'Dorf' }).success).toBe(true);
    const failed = nonResidentAddressSchema().safeParse({ ...valid, city: '' });
    expect(failed.error?.issues.map((i) => i.message)).toEqual(['validation.city', 'validation.locality']);
  });
  it('limits the city to 40 and the street to 64 characters', () => {
    const failed = nonResidentAddressSchema().safeParse({
      ...valid,
      city: 'x'.repeat(41),
      street: 'y'.repeat(65),
    });
    expect(failed.error?.issues.map((i) => i.message)).toEqual(['validation.city', 'validation.street']);
  });
});

describe('tender contacts (02 §2.5 item 5, §5)', () => {
  it('take +7 and 10 digits or 10 digits, stripped of spaces, brackets and hyphens', () => {
    const parsed = tenderContactsSchema().parse({
      phonesForTender: ['+7 (912) 345-67-89', '912 345 67 89'],
      emailsForTender: [' tender@example.ru '],
    });
    expect(parsed).toEqual({
      phonesForTender: ['+79123456789', '9123456789'],
      emailsForTender: ['tender@example.ru'],
    });
  });
  it('ask at least one phone and one e-mail, each by its rule', () => {
    const failed = tenderContactsSchema().safeParse({ phonesForTender: ['891234567'], emailsForTender: [] });
    expect(failed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phonesForTender.0', 'validation.phone'],
      ['emailsForTender', 'validation.email'],
    ]);
  });
});

describe('a foreign supplier’s phones (E.164 with the country’s length)', () => {
  it('takes an international number of a length its country allows', () => {
    expect(isValidPhone('+49 40 12345678')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('+86 10 6552 9988')).toBe(true);
    expect(isValidPhone('+7 701 234 56 78')).toBe(true);
    expect(contactsSchema().parse({ phones: ['+49 (40) 1234-5678'], emails: ['a@b.de'] }).phones).toEqual([
      '+494012345678',
    ]);
  });

  it('refuses a number too short or too long for its country, or without the country code', () => {
    // Germany's numbers have at least 6 digits after the country code; the UK's are 10.
    expect(isValidPhone('+49 123')).toBe(false);
    expect(isValidPhone('+44 20 7946 09581')).toBe(false);
    expect(isValidPhone('+1 202 555 01')).toBe(false);
    expect(isValidPhone('0049 40 12345678')).toBe(false);
    expect(isValidPhone('+0 123 456 789')).toBe(false);
    // A +7 number keeps the spec's mask: ten digits after +7.
    expect(isValidPhone('+7 701 234 56 789')).toBe(false);
  });
});
