import type { ContactValues } from '@shared/api/areas/profiles';
import { withControlKey } from '@shared/validation/bank-account';
import type { SeedContext } from '../seed-context';
import { DEMO_SUPPLIERS } from '../accounts/seed';
import { bankRecords } from '../banks/bank-data';
import { currencyRecords } from '../banks/group-directory';
import { registerRecords, type RegisterRecord } from '../registry/register-data';
import { storedAddress, type StoredAddress } from './address';
import { claimsRepository } from './claims-repository';
import { individualClaimKey, legalClaimKey, nonResidentClaimKey } from './registered-identities';
import type { Profile, RegistrationData, StoredBankAccount } from './profile-model';
import { profilesRepository } from './profiles-repository';

/**
 * The questionnaires of the demo suppliers the accounts seed registers (accounts/seed.ts): their
 * register data, postal address, contacts and bank accounts, and the uniqueness claims of their
 * INN/KPP or Tax ID, so nobody can register them a second time.
 */

type Demo = (typeof DEMO_SUPPLIERS)[number]['counterparty'];

function bankAccount(id: string, bik: string, currency: string, body: string): StoredBankAccount {
  const bank = bankRecords().find((b) => b.bankCode === bik);
  const cur = currencyRecords().find((c) => c.code === currency);
  if (!bank || !cur)
    throw new Error(`demo bank ${bik} or currency ${currency} is missing from the directory`);
  return {
    id,
    accountNumber: withControlKey(body, bik),
    isIBAN: false,
    accountType: 'SETTLEMENT',
    state: 'ACTIVE',
    bankId: bank.id,
    currencyId: cur.id,
  };
}

interface DemoProfile {
  contacts: ContactValues;
  postalAddress: StoredAddress | null;
  bankAccounts: StoredBankAccount[];
}

const DEMO_PROFILES: Record<Demo['accountType'], DemoProfile> = {
  LEGAL: {
    contacts: {
      phones: ['+74957771234', '+74957771235'],
      emails: ['info@sevbur.ru'],
      websites: ['www.sevbur.ru'],
      phonesForTender: ['+74957771200'],
      emailsForTender: ['tender@sevbur.ru'],
    },
    postalAddress: storedAddress({
      index: '125167',
      countryCode: 'RU',
      regionCode: '77',
      city: 'Москва',
      locality: '-',
      disctrict: '-',
      street: 'Ленинградский пр-т',
      building: '37',
      block: '9',
      room: '412',
    }),
    bankAccounts: [
      bankAccount('demo-legal-rub', '044525225', 'RUB', '40702810038000012345'),
      bankAccount('demo-legal-usd', '044525187', 'USD', '40702840000000004521'),
    ],
  },
  INDIVIDUAL: {
    contacts: {
      phones: ['+79161234567'],
      emails: ['smirnova.ip@mail.ru'],
      websites: [],
      phonesForTender: ['+79161234567'],
      emailsForTender: ['smirnova.ip@mail.ru'],
    },
    postalAddress: null,
    bankAccounts: [bankAccount('demo-individual-rub', '044525974', 'RUB', '40802810010000123456')],
  },
  NONRESIDENT: {
    contacts: {
      phones: ['+77122300145'],
      emails: ['office@kaspiy-ns.kz'],
      websites: ['kaspiy-ns.kz'],
      phonesForTender: ['+77122300145'],
      emailsForTender: ['tender@kaspiy-ns.kz'],
    },
    postalAddress: storedAddress({
      index: '060011',
      countryCode: 'KZ',
      regionCode: '-',
      city: 'Атырау',
      locality: '-',
      disctrict: '-',
      street: 'ул. Абая',
      building: '10',
      block: '-',
      room: '-',
    }),
    bankAccounts: [],
  },
};

function registrationOf(demo: Demo, record: RegisterRecord): RegistrationData {
  if (record.kind === 'LEGAL') {
    return {
      kind: 'LEGAL',
      registerId: record.id,
      name: record.name,
      shortName: record.shortName,
      opf: record.opf,
      inn: record.inn,
      kpp: record.kpp,
      ogrn: record.ogrn,
      branchType: record.branchType,
      companyType: 'LargeBusiness',
      accountingType: 'FULL',
      taxSystem: 'OSN',
      registrationDate: record.registrationDate,
      charter: null,
    };
  }
  if (record.kind === 'INDIVIDUAL') {
    return {
      kind: 'INDIVIDUAL',
      registerId: record.id,
      name: record.name,
      shortName: record.shortName,
      inn: record.inn,
      ogrnip: record.ogrnip,
      accountingType: 'SIMPLIFIED',
      taxSystem: 'USN',
      registrationDate: record.registrationDate,
    };
  }
  return {
    kind: 'NONRESIDENT',
    registerId: record.id,
    name: demo.companyName,
    taxId: record.taxId,
    countryCode: record.countryCode,
    registrationCode: null,
    documents: null,
  };
}

function claimKeyOf(demo: Demo): string {
  if (demo.accountType === 'LEGAL') return legalClaimKey(demo.inn, demo.kpp);
  if (demo.accountType === 'INDIVIDUAL') return individualClaimKey(demo.inn);
  return nonResidentClaimKey(demo.taxId, demo.countryCode);
}

function recordOf(demo: Demo, records: readonly RegisterRecord[]): RegisterRecord {
  const record = records.find((r) =>
    demo.accountType === 'NONRESIDENT'
      ? r.kind === 'NONRESIDENT' && r.taxId === demo.taxId
      : r.kind === demo.accountType && r.inn === demo.inn,
  );
  if (!record) throw new Error(`the register has no record of demo supplier ${demo.companyName}`);
  return record;
}

export async function seed(_ctx: SeedContext): Promise<void> {
  const records = registerRecords();
  await Promise.all(
    DEMO_SUPPLIERS.map(async ({ counterparty: demo }) => {
      const record = recordOf(demo, records);
      const extra = DEMO_PROFILES[demo.accountType];
      const profile: Profile = {
        counterpartyId: demo.counterpartyId,
        registration: registrationOf(demo, record),
        factAddress: record.address,
        postalAddress: extra.postalAddress,
        contacts: extra.contacts,
        bankAccounts: extra.bankAccounts,
        bankDraft: null,
        bankDocuments: [],
        postalDocuments: [],
        version: 1,
        updatedAt: demo.registrationDate,
      };
      await Promise.all([
        profilesRepository.create(profile),
        claimsRepository.claim(claimKeyOf(demo), demo.counterpartyId, 'seed'),
      ]);
    }),
  );
}
