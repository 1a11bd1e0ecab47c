import type { Bank, Currency } from '@shared/api/areas/bank';
import type { Language } from '@shared/constants/spec';
import { countryName } from '../dictionaries/country-names';
import type { BankRecord, CurrencyRecord } from './bank-data';

export const RUSSIA = 'RU';

/**
 * A directory record as the API shows it, in the reader's language. Apart from the bank search (bank-service.ts):
 * the questionnaire's form and the back office's queue render stored accounts with it, without the search's
 * texts and rules.
 */
export function toBank(record: BankRecord, lang: Language): Bank {
  const isRussian = record.countryCode === RUSSIA;
  return {
    id: record.id,
    name: lang === 'en' ? record.nameEn : record.nameRu,
    bankCode: record.bankCode,
    country: record.countryCode,
    countryName: countryName(record.countryCode, lang) ?? record.countryCode,
    city: lang === 'en' ? record.cityEn : record.cityRu,
    ksssCode: record.id,
    swift: record.swift,
    correspondingAccounts: record.correspondentAccount
      ? [{ correspondingAccountNumber: record.correspondentAccount }]
      : [],
    isIbanSupported: record.isIbanSupported,
    // Russian numbers carry a control key against the BIK (02 §5: exactly 20 digits, checked on the server).
    needToValidateAccountNumber: isRussian,
  };
}

export function toCurrency(record: CurrencyRecord, lang: Language): Currency {
  return {
    id: record.id,
    ksssCode: record.id,
    code: record.code,
    numericCode: record.numericCode,
    name: lang === 'en' ? record.nameEn : record.nameRu,
  };
}
