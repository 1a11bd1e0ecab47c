import { describe, expect, it } from 'vitest';
import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import { bankRecords } from '../banks/bank-data';
import { currencyRecords } from '../banks/group-directory';
import { storedAddress } from './address';
import { buildProfileForm, type FormContext } from './profile-form';
import type { Profile, StoredBankAccount } from './profile-model';

const sber = bankRecords().find((b) => b.bankCode === '044525225')!;
const rub = currencyRecords().find((c) => c.code === 'RUB')!;
const account: StoredBankAccount = {
  id: 'acc-1',
  accountNumber: '40702810200000012345',
  isIBAN: false,
  accountType: 'SETTLEMENT',
  state: 'ACTIVE',
  bankId: sber.id,
  currencyId: rub.id,
};
const address = storedAddress({
  index: '625000',
  countryCode: 'RU',
  regionCode: '72',
  city: 'Тюмень',
  street: 'ул. Мира',
});

const legal: Profile = {
  counterpartyId: 'cp-1',
  registration: {
    kind: 'LEGAL',
    registerId: 'r',
    name: 'Общество с ограниченной ответственностью «Тест»',
    shortName: 'ООО «Тест»',
    opf: 'ООО',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    branchType: 'MAIN',
    companyType: null,
    accountingType: null,
    taxSystem: null,
    registrationDate: '2020-01-01',
    charter: null,
  },
  factAddress: address,
  postalAddress: address,
  contacts: {
    phones: ['+73452000000'],
    emails: ['a@b.ru'],
    websites: [],
    phonesForTender: [],
    emailsForTender: [],
  },
  bankAccounts: [account, { ...account, id: 'hidden', state: 'HIDDEN' }],
  bankDraft: null,
  bankDocuments: [],
  postalDocuments: [],
  version: 1,
  updatedAt: '2020-01-01',
};

const ctx = (pending: ChangeRequestKind[] = [], isEditable = true): FormContext => ({
  companyCode: '2000001',
  isEditable,
  pending: new Set(pending),
  pendingPostalAddress: null,
  pendingTaxRegime: null,
  directory: { banks: bankRecords(), currencies: currencyRecords() },
  lang: 'ru',
});

describe('the questionnaire form', () => {
  it('lets an editable profile with nothing pending edit every chapter', () => {
    const form = buildProfileForm(legal, ctx());
    expect(form.requestKsssToUpdateProfileByEgrulButton).toEqual({ buttonStatus: 'ENABLED', tooltip: null });
    expect(form.postalAddressChapter.settings).toMatchObject({
      isViewModeAvailable: true,
      isButtonEnabled: true,
      description: [],
    });
    expect(form.contactsSettings.isEditable).toBe(true);
    expect(form.isProfileInfoEditable).toBe(true);
  });

  it('leaves hidden accounts out and names the bank', () => {
    const accounts = buildProfileForm(legal, ctx()).bankAccountChapter!.bankAccounts;
    expect(accounts.map((a) => a.id)).toEqual(['acc-1']);
    expect(accounts[0]?.bank.correspondingAccounts).toEqual([
      { correspondingAccountNumber: '30101810400000000225' },
    ]);
  });

  it('locks each chapter while its request waits, with the specification’s texts', () => {
    const form = buildProfileForm(
      legal,
      ctx(['POSTAL_ADDRESS', 'CONTACTS', 'EGRUL_REFRESH', 'BANK_ACCOUNTS']),
    );
    expect(form.postalAddressChapter.settings).toMatchObject({
      isButtonVisible: false,
      isButtonEnabled: false,
    });
    expect(form.postalAddressChapter.settings.description[0]).toBe(
      'Не завершен ранее направленный запрос на изменение почтового адреса',
    );
    expect(form.contactsSettings).toEqual({
      isEditable: false,
      description: 'Не завершен ранее направленный запрос на изменение контактов',
    });
    expect(form.requestKsssToUpdateProfileByEgrulButton).toEqual({
      buttonStatus: 'DISABLE',
      tooltip: 'Не завершен ранее направленный запрос',
    });
    expect(form.isProfileInfoEditable).toBe(false);
    expect(form.bankAccountChapter!.settings).toMatchObject({
      isButtonVisible: false,
      showEditModeFields: false,
    });
  });

  it('closes every chapter while the account is on moderation; the postal chapter links to the address confirmation', () => {
    const form = buildProfileForm(legal, ctx([], false));
    expect(form.postalAddressChapter.settings).toMatchObject({
      // 02 §2.5 item 4: the one document that may be filed on moderation (document-types.ts).
      showDocumentUploadLink: true,
      isButtonEnabled: false,
      description: [
        'Возможность редактирования ограничена: данные учетной записи находятся на проверке. Изменения можно отправить после решения по ранее направленному запросу.',
      ],
    });
    expect(form.contactsSettings.isEditable).toBe(false);
    expect(form.requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('DISABLE');
  });

  it('enables sending the bank draft only when it differs from KSSS', () => {
    const unchanged = buildProfileForm({ ...legal, bankDraft: [...legal.bankAccounts] }, ctx());
    expect(unchanged.bankAccountChapter!.settings.isButtonEnabled).toBe(false);
    const changed = buildProfileForm({ ...legal, bankDraft: [] }, ctx());
    expect(changed.bankAccountChapter!.settings).toMatchObject({
      isButtonEnabled: true,
      showEditModeFields: true,
    });
    expect(changed.bankAccountChapter!.bankAccounts).toEqual([]);
    expect(changed.bankAccountChapter!.viewModeBankAccounts).toHaveLength(1);
  });

  it('hides the bank chapter and the register refresh from a non-resident', () => {
    const nonResident: Profile = {
      ...legal,
      registration: {
        kind: 'NONRESIDENT',
        registerId: null,
        name: 'Nordwerk GmbH',
        taxId: 'DE123456789',
        countryCode: 'DE',
        registrationCode: null,
        documents: {
          dCharter: 'a',
          dCertificateOfRegistration1: 'b',
          dCertificateOfRegistration2: 'c',
          dCompanyForm: 'd',
        },
      },
    };
    const form = buildProfileForm(nonResident, ctx());
    expect(form.bankAccountChapter).toBeNull();
    expect(form.requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('HIDE');
    expect(form.data.nonResident?.taxId).toBe('DE123456789');
  });
});
