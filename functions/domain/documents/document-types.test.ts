import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@shared/constants/spec';
import { isDocumentTypeCode, profileSlotOf, settingOf } from './document-types';

describe('the questionnaire documents as document types (02 §2.5, 03 §3, §9)', () => {
  it.each(['BankDetailsConfirmation', 'AddressConfirmation', 'Charter'] as const)(
    '%s is one readable PDF of at most 10 MB (1 MB = 1,000,000 bytes), signed or not',
    (code) => {
      expect(isDocumentTypeCode(code)).toBe(true);
      const setting = settingOf(code);
      expect(setting).toMatchObject({ kind: 'SIMPLE', form: 'SIMPLE', period: 'NONE' });
      // The PDF itself or an attached e-signature holding it, and optionally its detached signature (issue 19).
      expect(setting.parts).toEqual([
        { part: 'MAIN', minCount: 1, maxCount: 1, extensions: ['pdf', 'sig'], maxSizeKb: expect.any(Number) },
        { part: 'SIGNATURE', minCount: 0, maxCount: 1, extensions: ['sig'], maxSizeKb: 1024 },
      ]);
      const maxBytes = setting.parts[0]!.maxSizeKb * 1024;
      expect(maxBytes).toBeLessThanOrEqual(DOCUMENT_MAX_BYTES);
      expect(DOCUMENT_MAX_BYTES - maxBytes).toBeLessThan(1024);
    },
  );

  it('names the chapter of the questionnaire each one is shown in, and no other type', () => {
    expect(profileSlotOf('Charter')).toBe('CHARTER');
    expect(profileSlotOf('BankDetailsConfirmation')).toBe('BANK');
    expect(profileSlotOf('AddressConfirmation')).toBe('POSTAL');
    expect(profileSlotOf('VatXML')).toBeNull();
    expect(profileSlotOf('toString')).toBeNull();
  });

  it('requires the tax authority’s signature on the simplified-regime certificates only (03 §5)', () => {
    expect(settingOf('TaxTypeConfirmationUSN').signedForm).toBe('1120503');
    expect(settingOf('TaxTypeConfirmationESHN').signedForm).toBe('1120504');
    expect(settingOf('Charter').signedForm).toBeUndefined();
  });

  it('lets only the address confirmation be filed while the account is on moderation (02 §2.5 item 4)', () => {
    expect(settingOf('AddressConfirmation').whileOnModeration).toBe(true);
    expect(settingOf('BankDetailsConfirmation').whileOnModeration).toBeUndefined();
    expect(settingOf('Charter').whileOnModeration).toBeUndefined();
  });
});
