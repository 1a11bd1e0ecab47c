import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { bankDirectory as BankDirectory } from '../../functions/domain/banks/bank-directory';
import type { banksRepository as BanksRepository } from '../../functions/domain/banks/banks-repository';
import type { directoryFor as DirectoryFor } from '../../functions/domain/profiles/bank-accounts';
import type { StoredBankAccount } from '../../functions/domain/profiles/profile-model';
import { useEmulatorsInProcess } from './supplier-helpers';

/**
 * The bank directory on the emulator, in this process, with every DynamoDB request it sends recorded.
 * The Bank of Russia's directory lists hundreds of participants: a screen that shows a supplier's
 * accounts (the questionnaire, the reviewers' queue, a payment order) reads their banks by key, not
 * the whole directory, which only the bank search reads (and keeps for a few minutes).
 */
let directory: typeof BankDirectory;
let repository: typeof BanksRepository;
let directoryFor: typeof DirectoryFor;
const sent: string[] = [];

beforeAll(async () => {
  useEmulatorsInProcess();
  const { dynamo } = await import('../../functions/lib/aws');
  dynamo.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  ({ bankDirectory: directory } = await import('../../functions/domain/banks/bank-directory'));
  ({ banksRepository: repository } = await import('../../functions/domain/banks/banks-repository'));
  ({ directoryFor } = await import('../../functions/domain/profiles/bank-accounts'));
});

beforeEach(() => {
  sent.length = 0;
});

const account = (bankId: string, currencyId: string): StoredBankAccount => ({
  id: `${bankId}-${currencyId}`,
  accountNumber: '40702810000000000001',
  isIBAN: false,
  accountType: null,
  state: 'ACTIVE',
  bankId,
  currencyId,
});

describe('the bank directory, read for the accounts it shows', () => {
  it("reads an account list's banks and currencies by key, each once, in one request each", async () => {
    const [banks, currencies] = await Promise.all([repository.listBanks(), repository.listCurrencies()]);
    const [sber, other] = banks;
    const [rub] = currencies;
    sent.length = 0;
    const accounts = [account(sber!.id, rub!.id), account(other!.id, rub!.id), account(sber!.id, rub!.id)];
    const shown = await directoryFor(accounts);
    expect(shown.banks.map((b) => b.id).sort()).toEqual([sber!.id, other!.id].sort());
    expect(shown.banks).toContainEqual(sber);
    expect(shown.currencies).toEqual([rub]);
    expect(sent.sort()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
  });

  it('leaves out ids the directory no longer has, and reads nothing for no accounts', async () => {
    const [bank] = await repository.listBanks();
    sent.length = 0;
    expect(await directory.banksById([bank!.id, 'removed-from-directory'])).toEqual([bank]);
    expect(await directoryFor([])).toEqual({ banks: [], currencies: [] });
    expect(sent).toEqual(['BatchGetItemCommand']);
  });

  it('answers from the whole directory once a search has read it in this container', async () => {
    const banks = await directory.banks();
    sent.length = 0;
    expect(await directory.banksById([banks[1]!.id])).toEqual([banks[1]]);
    expect(sent).toEqual([]);
  });
});
