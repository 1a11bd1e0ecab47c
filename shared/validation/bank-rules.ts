import type { ValidationMessageKey } from './messages';
import { IBAN_MAX_LENGTH, IBAN_MIN_LENGTH, RU_ACCOUNT_LENGTH, compactIban } from './bank-account';

/** What decides how a bank's account numbers are checked (02 §3 bank, §5). */
export interface BankNumberRules {
  isIbanSupported: boolean;
  needToValidateAccountNumber: boolean;
}

/**
 * The length rule of 02 §5 for the number typed in the add-account modal: 14–32 for an IBAN,
 * exactly 20 digits for banks that validate numbers, otherwise optional. The checksums are the server's.
 */
export function accountNumberLengthRule(
  bank: BankNumberRules,
  accountNumber: string,
  isIban: boolean,
): ValidationMessageKey | null {
  if (isIban && bank.isIbanSupported) {
    const length = compactIban(accountNumber).length;
    return length >= IBAN_MIN_LENGTH && length <= IBAN_MAX_LENGTH ? null : 'validation.ibanLength';
  }
  if (bank.needToValidateAccountNumber) {
    return new RegExp(`^\\d{${RU_ACCOUNT_LENGTH}}$`).test(accountNumber)
      ? null
      : 'validation.accountLength20';
  }
  return null;
}
