import type { ChangeValues } from '@shared/api/areas/backoffice';
import type { Address, BankAccount, BankDocument, ContactValues } from '@shared/api/areas/profiles';

/** One line of the side-by-side view: a field (i18n key of `fields.*`, or a plain label) before and after. */
export interface ChangeRow {
  key: string;
  labelKey?: string;
  label?: string;
  before: string;
  after: string;
  /** An i18n key the view shows instead of `after` (a code with a name, e.g. why details were entered by hand). */
  afterKey?: string;
  changed: boolean;
}

const row = (key: string, before: string, after: string, label?: { labelKey?: string; label?: string }) => ({
  key,
  ...(label ?? { labelKey: `fields.${key}` }),
  before,
  after,
  changed: before !== after,
});

const ADDRESS_PARTS: readonly [string, (a: Address) => string][] = [
  ['index', (a) => a.index],
  ['country', (a) => a.countryRef?.name ?? a.countryCode],
  ['region', (a) => a.regionRef?.name ?? a.regionCode],
  ['city', (a) => a.city],
  ['locality', (a) => a.locality],
  ['district', (a) => a.disctrict],
  ['street', (a) => a.street],
  ['building', (a) => a.building],
  ['block', (a) => a.block],
  ['room', (a) => a.room],
  ['floor', (a) => a.floor],
];

function addressRows(before: Address | null, after: Address): ChangeRow[] {
  return [
    row('fullAddress', before?.fullAddress ?? '', after.fullAddress),
    ...ADDRESS_PARTS.map(([key, part]) => row(key, before ? part(before) : '', part(after))),
  ];
}

const CONTACT_LISTS = ['phones', 'emails', 'websites', 'phonesForTender', 'emailsForTender'] as const;

function contactRows(before: ContactValues, after: ContactValues): ChangeRow[] {
  return CONTACT_LISTS.map((key) => row(key, before[key].join('\n'), after[key].join('\n')));
}

const accountText = (a: BankAccount | undefined) =>
  a ? [a.accountNumber || '—', `${a.currency.code}`, `${a.bank.bankCode}`].join(' · ') : '';

/** Accounts matched by id: kept, changed, added and removed accounts each get a line. */
function bankRows(
  before: { bankAccounts: BankAccount[]; bankAccountsDocuments: { fileInfo: { name: string } }[] },
  after: { bankAccounts: BankAccount[]; bankAccountsDocuments: { fileInfo: { name: string } }[] },
): ChangeRow[] {
  const ids = [...new Set([...before.bankAccounts, ...after.bankAccounts].map((a) => a.id))];
  const find = (list: BankAccount[], id: string) => list.find((a) => a.id === id);
  return [
    ...ids.map((id) => {
      const old = find(before.bankAccounts, id);
      const next = find(after.bankAccounts, id);
      return row(`account-${id}`, accountText(old), accountText(next), {
        label: (next ?? old)?.bank.name ?? id,
      });
    }),
    row(
      'documents',
      before.bankAccountsDocuments.map((d) => d.fileInfo.name).join('\n'),
      after.bankAccountsDocuments.map((d) => d.fileInfo.name).join('\n'),
    ),
  ];
}

/** The old and new values of a change request as comparable lines (the reviewer's side-by-side view). */
export function changeRows(change: ChangeValues): ChangeRow[] {
  switch (change.kind) {
    case 'POSTAL_ADDRESS':
      return addressRows(change.oldValue, change.newValue);
    case 'CONTACTS':
      return contactRows(change.oldValue, change.newValue);
    case 'BANK_ACCOUNTS':
      return bankRows(change.oldValue, change.newValue);
    case 'EGRUL_REFRESH':
      return [
        row('name', change.oldValue.name, change.newValue.name),
        ...addressRows(change.oldValue.factAddress, change.newValue.factAddress),
      ];
    case 'TAX_REGIME': {
      // The year's regime before (the register's or an earlier declaration) and as declared now.
      const before = change.oldValue;
      const after = change.newValue;
      const income = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
      return [
        row('callYear', String(after.callYear), String(after.callYear)),
        {
          ...row('taxSystem', before?.taxSystem ?? '', after.taxSystem),
          afterKey: `taxSystem.${after.taxSystem}`,
        },
        ...(before?.source
          ? [{ ...row('taxSource', before.source, 'DECLARED'), afterKey: 'taxSource.DECLARED' }]
          : []),
        row('previousYearIncome', income(before?.previousYearIncome), income(after.previousYearIncome)),
        row('notes', before?.notes ?? '', after.notes ?? ''),
      ];
    }
    case 'REGISTRATION_DATA': {
      // Nothing before: the details are new, entered by hand; the reviewer checks them against the extract.
      const v = change.newValue;
      return [
        { ...row('reason', '', v.reason), afterKey: `reason.${v.reason}` },
        row('name', '', v.name),
        row('shortName', '', v.shortName),
        row('inn', '', v.inn),
        ...(v.kpp ? [row('kpp', '', v.kpp)] : []),
        row('ogrn', '', v.ogrn),
        ...addressRows(null, v.factAddress),
      ];
    }
  }
}

/** The documents that confirm a change (bank details, postal address), for the reviewer to open beside it. */
export function confirmationDocuments(change: ChangeValues): BankDocument[] {
  switch (change.kind) {
    case 'BANK_ACCOUNTS':
      return change.newValue.bankAccountsDocuments;
    case 'POSTAL_ADDRESS':
      return change.documents;
    case 'REGISTRATION_DATA':
    case 'TAX_REGIME':
      return change.newValue.documents;
    default:
      return [];
  }
}
