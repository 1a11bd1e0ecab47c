import { createHash } from 'node:crypto';
import type { PartySuggestion } from '../../../functions/domain/registry/dadata-party';
import type { StoredAddress } from '../../../functions/domain/profiles/address';
import type { IndividualRecord, LegalRecord } from '../../../functions/domain/registry/register-data';

/**
 * The seeded register records as DaData's party API answers them (the shape of the recorded examples in
 * test/contract/fixtures/dadata/), so the local stage's emulator serves the same companies the old seeded
 * list held. Fields the cabinet does not read are present with DaData's null, as its free tariff sends them.
 */

/** ОКОПФ codes of the forms the seeded companies have (ОК 028-2012). */
const OKOPF: Record<string, { code: string; full: string; short: string }> = {
  ООО: { code: '12300', full: 'Общество с ограниченной ответственностью', short: 'ООО' },
  АО: { code: '12267', full: 'Непубличное акционерное общество', short: 'АО' },
  ПАО: { code: '12247', full: 'Публичное акционерное общество', short: 'ПАО' },
  Представительство: {
    code: '30001',
    full: 'Представительство юридического лица',
    short: 'ПРЕДСТАВИТЕЛЬСТВО',
  },
  ИП: { code: '50102', full: 'Индивидуальный предприниматель', short: 'ИП' },
};

const dayMs = (iso: string): number | null => (iso ? Date.parse(`${iso}T00:00:00Z`) : null);

/** DaData's one-line address ("г Москва, ул Ленина, д 5 к 2, помещ 10") and its parts. */
function addressOf(a: StoredAddress) {
  const parts = [
    a.city ? `г ${a.city}` : '',
    a.locality,
    a.street,
    [a.building ? `д ${a.building}` : '', a.block ? `к ${a.block}` : ''].filter(Boolean).join(' '),
    a.room ? `помещ ${a.room}` : '',
  ].filter(Boolean);
  const value = parts.join(', ');
  return {
    value,
    unrestricted_value: [a.index, value].filter(Boolean).join(', '),
    data: {
      source: value,
      qc: '0',
      postal_code: a.index || null,
      country: 'Россия',
      country_iso_code: a.countryCode || 'RU',
      region_kladr_id: a.regionCode ? `${a.regionCode}00000000000` : null,
      // ISO 3166-2 codes are not in the seeded records; the KLADR id carries the region.
      region_iso_code: null,
      city: a.city || null,
      settlement_with_type: a.locality || null,
      street_with_type: a.street || null,
      house: a.building || null,
      block: a.block || null,
      flat: a.room || null,
    },
  };
}

/** Financial data as the paid tariffs return it: tax_system null for the general regime. */
function financeOf(taxSystem: string | null) {
  if (taxSystem === null) return null;
  return {
    tax_system: taxSystem === 'OSN' ? null : taxSystem,
    income: null,
    expense: null,
    revenue: null,
    debt: null,
    penalty: null,
    year: 2025,
  };
}

const SMB_CATEGORY: Record<string, string> = { SmallBusiness: 'SMALL' };

/** DaData's party answer of one register record. */
export function partyOf(record: LegalRecord | IndividualRecord, branchCount = 0): PartySuggestion {
  const legal = record.kind === 'LEGAL';
  const opf = OKOPF[legal ? record.opf : 'ИП'] ?? OKOPF.ООО!;
  const core = record.shortName.replace(/^(ООО|АО|ПАО|ИП)\s+/, '').replace(/^«|»$/g, '');
  const registration = dayMs(record.registrationDate);
  const smb = record.companyType ? SMB_CATEGORY[record.companyType] : undefined;
  return {
    value: record.shortName,
    unrestricted_value: record.shortName,
    data: {
      kpp: legal ? record.kpp : null,
      capital: null,
      management: null,
      founders: null,
      managers: null,
      predecessors: null,
      successors: null,
      branch_type: legal ? record.branchType : null,
      branch_count: legal && record.branchType === 'MAIN' ? branchCount : null,
      source: null,
      qc: null,
      // DaData's own id of the record: stable per company, meaningless outside it.
      hid: createHash('sha256').update(record.id).digest('hex'),
      type: legal ? 'LEGAL' : 'INDIVIDUAL',
      state: {
        status: record.status,
        code: null,
        actuality_date: registration,
        registration_date: registration,
        liquidation_date: record.status === 'LIQUIDATED' ? Date.parse('2024-06-03T00:00:00Z') : null,
      },
      opf: { type: '2014', code: opf.code, full: opf.full, short: opf.short },
      name: {
        full_with_opf: record.name,
        short_with_opf: record.shortName,
        latin: null,
        full: legal ? core : record.name.replace(/^Индивидуальный предприниматель /, ''),
        short: legal ? core : null,
      },
      inn: record.inn,
      ogrn: legal ? record.ogrn : record.ogrnip,
      okpo: null,
      okato: null,
      oktmo: null,
      okogu: null,
      okfs: null,
      okved: null,
      okveds: null,
      authorities: null,
      documents: smb ? { fts_registration: null, pf_registration: null, smb: { category: smb } } : null,
      licenses: null,
      finance: financeOf(record.taxSystem),
      address: addressOf(record.address),
      phones: null,
      emails: null,
      ogrn_date: registration,
      okved_type: null,
      employee_count: null,
    },
  };
}
