import type { BankAccount } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import type { BankRecord, CurrencyRecord } from '../banks/bank-data';
import { bankDirectory } from '../banks/bank-directory';
import { toBank, toCurrency } from '../banks/bank-view';
import type { StoredBankAccount } from './profile-model';

/** The directory the stored ids are resolved against. */
export interface Directory {
  banks: readonly BankRecord[];
  currencies: readonly CurrencyRecord[];
}

/** Accounts as shown: hidden ones are left out (02 §9), banks and currencies named in the reader's language. */
export function renderBankAccounts(
  accounts: readonly StoredBankAccount[],
  directory: Directory,
  lang: Language,
): BankAccount[] {
  return accounts.flatMap((account) => {
    if (account.state === 'HIDDEN') return [];
    const bank = directory.banks.find((b) => b.id === account.bankId);
    const currency = directory.currencies.find((c) => c.id === account.currencyId);
    if (!bank || !currency) return [];
    return [
      {
        id: account.id,
        accountNumber: account.accountNumber,
        isIBAN: account.isIBAN,
        accountType: account.accountType,
        sourceSystem: 'KSSS' as const,
        state: account.state,
        bank: toBank(bank, lang),
        currency: toCurrency(currency, lang),
      },
    ];
  });
}

/** Same bank, currency and number: a duplicate, silently ignored when added again (02 §4). */
export const isSameAccount = (a: StoredBankAccount, b: Omit<StoredBankAccount, 'id' | 'state'>) =>
  a.bankId === b.bankId && a.currencyId === b.currencyId && a.accountNumber === b.accountNumber;

/**
 * Adds an account to the draft or replaces the one with the same id. Returns null when nothing
 * changes: the account duplicates another one.
 */
export function upsertDraftAccount(
  draft: readonly StoredBankAccount[],
  account: StoredBankAccount,
): StoredBankAccount[] | null {
  const others = draft.filter((a) => a.id !== account.id);
  if (others.some((a) => a.state === 'ACTIVE' && isSameAccount(a, account))) return null;
  const at = draft.findIndex((a) => a.id === account.id);
  if (at === -1) return [...draft, account];
  const next = [...draft];
  next[at] = account;
  return next;
}

const key = (a: StoredBankAccount) =>
  `${a.id}|${a.bankId}|${a.currencyId}|${a.accountNumber}|${a.isIBAN}|${a.state}`;

/** Whether the draft says anything KSSS does not already hold. */
export function draftDiffers(
  confirmed: readonly StoredBankAccount[],
  draft: readonly StoredBankAccount[],
): boolean {
  const a = confirmed.map(key).sort();
  const b = draft.map(key).sort();
  return a.length !== b.length || a.some((k, i) => k !== b[i]);
}

/** The banks and currencies these accounts are shown with: theirs only, not the whole directory. */
export async function directoryFor(accounts: readonly StoredBankAccount[]): Promise<Directory> {
  const [banks, currencies] = await Promise.all([
    bankDirectory.banksById(accounts.map((a) => a.bankId)),
    bankDirectory.currenciesById(accounts.map((a) => a.currencyId)),
  ]);
  return { banks, currencies };
}

/** The directory with one more bank and currency (an account being added names them). */
export const withEntries = (directory: Directory, bank: BankRecord, currency: CurrencyRecord): Directory => ({
  banks: [...directory.banks, bank],
  currencies: [...directory.currencies, currency],
});
