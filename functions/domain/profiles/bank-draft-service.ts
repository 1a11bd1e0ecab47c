import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { bankAccountBodySchema, bankChapterStateSchema } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import { ruAccountKind } from '@shared/validation/bank-account';
import { badRequest, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { bankDirectory } from '../banks/bank-directory';
import { assertAccountNumber } from '../banks/bank-service';
import { upsertDraftAccount, withEntries } from './bank-accounts';
import { assertChapterEditable, loadProfile, type LoadedProfile } from './profile-context';
import { bankChapterState } from './profile-form';
import type { Profile, StoredBankAccount } from './profile-model';
import { profilesRepository } from './profiles-repository';
import './messages';

type BankChapterState = z.infer<ReturnType<typeof bankChapterStateSchema>>;
type BankAccountBody = z.infer<ReturnType<typeof bankAccountBodySchema>>;

/** The bank chapter is for residents, editable, and not waiting for a decision. */
async function loadEditableBankChapter(tenant: Tenant, lang: Language): Promise<LoadedProfile> {
  const loaded = await loadProfile(tenant, lang);
  if (loaded.profile.registration.kind === 'NONRESIDENT') throw badRequest('profile.residentsOnly');
  assertChapterEditable(loaded, 'BANK_ACCOUNTS');
  return loaded;
}

const stateOf = (profile: Profile, loaded: LoadedProfile): BankChapterState =>
  bankChapterState(profile, loaded.form);

/** The list being edited: the draft, or a copy of what KSSS holds when editing starts. */
const workingList = (profile: Profile): StoredBankAccount[] => profile.bankDraft ?? profile.bankAccounts;

/**
 * POST /profiles/saveBankAccount: the bank and currency must come from the directory, the number
 * passes the checks of 02 §5 on the server; a duplicate (same bank, currency, number) changes nothing.
 */
export async function saveBankAccount(
  tenant: Tenant,
  body: BankAccountBody,
  lang: Language,
): Promise<BankChapterState> {
  const [loaded, [bank], [currency]] = await Promise.all([
    loadEditableBankChapter(tenant, lang),
    bankDirectory.banksById([body.bankId]),
    bankDirectory.currenciesById([body.currencyId]),
  ]);
  const { profile } = loaded;
  if (!bank) throw badRequest('bank.unknownBank');
  if (!currency) throw badRequest('bank.unknownCurrency');
  const accountNumber = assertAccountNumber(bank, currency, body.accountNumber, body.isIBAN);

  const draft = workingList(profile);
  if (body.id && !draft.some((a) => a.id === body.id && a.state === 'ACTIVE')) throw notFound();
  const isRussian = bank.countryCode === 'RU';
  const account: StoredBankAccount = {
    id: body.id ?? randomUUID(),
    accountNumber,
    isIBAN: body.isIBAN,
    accountType: body.accountType ?? (isRussian ? ruAccountKind(accountNumber) : null),
    state: 'ACTIVE',
    bankId: bank.id,
    currencyId: currency.id,
  };
  const next = upsertDraftAccount(draft, account);
  // The answer shows the new account too, with its bank and currency.
  const shown = {
    ...loaded,
    form: { ...loaded.form, directory: withEntries(loaded.form.directory, bank, currency) },
  };
  if (!next) return stateOf(profile, shown);
  const saved = await profilesRepository.update(tenant.counterpartyId, profile.version, { bankDraft: next });
  return stateOf(saved, shown);
}

/** POST /profiles/deleteBankAccount/{id}: an id outside the caller's own list does not exist for it. */
export async function deleteBankAccount(
  tenant: Tenant,
  id: string,
  lang: Language,
): Promise<BankChapterState> {
  const loaded = await loadEditableBankChapter(tenant, lang);
  const { profile } = loaded;
  const draft = workingList(profile);
  if (!draft.some((a) => a.id === id && a.state === 'ACTIVE')) throw notFound();
  const saved = await profilesRepository.update(tenant.counterpartyId, profile.version, {
    bankDraft: draft.filter((a) => a.id !== id),
  });
  return stateOf(saved, loaded);
}

/** POST /profiles/deleteBankAccountDocument/{documentId}. */
export async function deleteBankDocument(
  tenant: Tenant,
  documentId: string,
  lang: Language,
): Promise<BankChapterState> {
  const loaded = await loadEditableBankChapter(tenant, lang);
  const { profile } = loaded;
  if (!profile.bankDocuments.some((d) => d.id === documentId)) throw notFound();
  const saved = await profilesRepository.update(tenant.counterpartyId, profile.version, {
    bankDocuments: profile.bankDocuments.filter((d) => d.id !== documentId),
  });
  return stateOf(saved, loaded);
}

/** POST /profiles/resetBankAccountsChapter: discards the draft; KSSS's accounts stay. */
export async function resetBankChapter(tenant: Tenant, lang: Language): Promise<BankChapterState> {
  const loaded = await loadEditableBankChapter(tenant, lang);
  const { profile } = loaded;
  if (profile.bankDraft === null) return stateOf(profile, loaded);
  const saved = await profilesRepository.update(tenant.counterpartyId, profile.version, { bankDraft: null });
  return stateOf(saved, loaded);
}
