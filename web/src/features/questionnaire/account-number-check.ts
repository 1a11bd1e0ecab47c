import { validateIban, validateRuAccountNumber, type Bank, type Currency } from '@shared/api/areas/bank';
import type { Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';

export interface AccountNumberVerdict {
  valid: boolean;
  /** The server's words, shown under the number (02 §5, §8). */
  description: string;
  /** The currency a Russian account number carries in its digits 6–8. */
  currency: Currency | null;
}

/**
 * The server's check of a typed account number: a Russian account against its bank's BIK
 * (GET /api/bank/validateRuAccountNumberAndGetCurrencyInfo), an IBAN by mod-97 (GET /api/bank/validate-iban).
 * Null when the bank checks no numbers.
 */
export async function checkAccountNumber(
  bank: Bank,
  accountNumber: string,
  isIban: boolean,
  language: Language,
): Promise<AccountNumberVerdict | null> {
  const resultLanguage = language === 'en' ? 'EN' : 'RU';
  if (isIban && bank.isIbanSupported) {
    const answer = await apiCall(validateIban, { query: { iban: accountNumber }, silent: true });
    return { valid: answer.valid, description: answer.description, currency: null };
  }
  if (!bank.needToValidateAccountNumber) return null;
  const answer = await apiCall(validateRuAccountNumber, {
    query: { bankBik: bank.bankCode, accountNumber, resultLanguage },
    silent: true,
  });
  return { valid: answer.validationComplete, description: answer.description, currency: answer.currency };
}
