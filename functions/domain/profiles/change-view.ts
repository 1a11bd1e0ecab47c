import type { ChangeValues } from '@shared/api/areas/backoffice';
import type { Language } from '@shared/constants/spec';
import { toAddress } from './address';
import { renderBankAccounts, type Directory } from './bank-accounts';
import type { StoredBankAccount, StoredBankValues, StoredChange } from './profile-model';

const bankValues = (values: StoredBankValues, directory: Directory, lang: Language) => ({
  bankAccounts: renderBankAccounts(values.bankAccounts, directory, lang),
  bankAccountsDocuments: values.bankAccountsDocuments,
});

/** The bank accounts a change names, old and new: their banks and currencies are read to show it. */
export const accountsOfChange = (change: StoredChange): StoredBankAccount[] =>
  change.kind === 'BANK_ACCOUNTS' ? [...change.oldValue.bankAccounts, ...change.newValue.bankAccounts] : [];

/** Old and new values of a change request, named in the reader's language, for side-by-side review. */
export function renderChange(change: StoredChange, directory: Directory, lang: Language): ChangeValues {
  switch (change.kind) {
    case 'POSTAL_ADDRESS':
      return {
        kind: change.kind,
        oldValue: change.oldValue ? toAddress(change.oldValue, lang) : null,
        newValue: toAddress(change.newValue, lang),
        documents: change.documents ?? [],
      };
    case 'CONTACTS':
      return change;
    case 'BANK_ACCOUNTS':
      return {
        kind: change.kind,
        oldValue: bankValues(change.oldValue, directory, lang),
        newValue: bankValues(change.newValue, directory, lang),
      };
    case 'EGRUL_REFRESH':
      return {
        kind: change.kind,
        oldValue: { name: change.oldValue.name, factAddress: toAddress(change.oldValue.factAddress, lang) },
        newValue: { name: change.newValue.name, factAddress: toAddress(change.newValue.factAddress, lang) },
      };
    case 'TAX_REGIME':
      return {
        kind: change.kind,
        oldValue: change.oldValue
          ? {
              callYear: change.oldValue.callYear,
              taxSystem: change.oldValue.taxSystem,
              source: change.oldValue.source ?? null,
              previousYearIncome: change.oldValue.previousYearIncome ?? null,
              notes: change.oldValue.notes ?? null,
            }
          : null,
        newValue: change.newValue,
      };
    case 'REGISTRATION_DATA':
      return {
        kind: change.kind,
        oldValue: null,
        newValue: { ...change.newValue, factAddress: toAddress(change.newValue.factAddress, lang) },
      };
  }
}
