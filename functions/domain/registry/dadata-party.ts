import * as z from 'zod/mini';
import { storedAddress, type StoredAddress } from '../profiles/address';
import type { IndividualRecord, LegalRecord, RegisterStatus } from './register-data';

/**
 * DaData's party answer (suggestions API 4_1: «Организация по ИНН или ОГРН», POST rs/findById/party, and
 * «Подсказки по организациям», POST rs/suggest/party): `{ suggestions: [{ value, unrestricted_value, data }] }`.
 * Field names and meanings as the API's documentation lists them (dadata.ru/api/find-party,
 * dadata.ru/api/suggest/party; the field table of confluence.hflabs.ru "Организация по ИНН или ОГРН"):
 * data.name.full_with_opf/short_with_opf, data.opf {code, full, short}, data.inn, data.kpp, data.ogrn,
 * data.ogrn_date (ms), data.type LEGAL | INDIVIDUAL, data.branch_type MAIN | BRANCH, data.branch_count,
 * data.state {status ACTIVE | LIQUIDATING | LIQUIDATED | BANKRUPT | REORGANIZING, registration_date,
 * liquidation_date}, data.address {value, unrestricted_value, data {postal_code, country_iso_code, …}},
 * data.finance {tax_system AUSN | ESHN | SRP | USN | …, year} (paid tariffs only; null otherwise) and
 * data.documents.smb {category MICRO | SMALL | MEDIUM} (the SMB register). Unknown fields pass: the service
 * adds fields over time and the adapter reads only these.
 */
const addressSchema = z.looseObject({
  value: z.nullish(z.string()),
  unrestricted_value: z.nullish(z.string()),
  data: z.nullish(
    z.looseObject({
      source: z.nullish(z.string()),
      postal_code: z.nullish(z.string()),
      country_iso_code: z.nullish(z.string()),
      region_kladr_id: z.nullish(z.string()),
      region_iso_code: z.nullish(z.string()),
      city: z.nullish(z.string()),
      settlement_with_type: z.nullish(z.string()),
      street_with_type: z.nullish(z.string()),
      house: z.nullish(z.string()),
      block: z.nullish(z.string()),
      flat: z.nullish(z.string()),
    }),
  ),
});

export const partyDataSchema = z.looseObject({
  inn: z.string(),
  kpp: z.nullish(z.string()),
  ogrn: z.nullish(z.string()),
  ogrn_date: z.nullish(z.number()),
  type: z.enum(['LEGAL', 'INDIVIDUAL']),
  branch_type: z.nullish(z.enum(['MAIN', 'BRANCH'])),
  branch_count: z.nullish(z.number()),
  name: z.looseObject({
    full_with_opf: z.nullish(z.string()),
    short_with_opf: z.nullish(z.string()),
    full: z.nullish(z.string()),
    short: z.nullish(z.string()),
  }),
  opf: z.nullish(
    z.looseObject({ code: z.nullish(z.string()), full: z.nullish(z.string()), short: z.nullish(z.string()) }),
  ),
  state: z.looseObject({
    status: z.enum(['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING']),
    registration_date: z.nullish(z.number()),
    liquidation_date: z.nullish(z.number()),
  }),
  address: z.nullish(addressSchema),
  finance: z.nullish(z.looseObject({ tax_system: z.nullish(z.string()), year: z.nullish(z.number()) })),
  documents: z.nullish(z.looseObject({ smb: z.nullish(z.looseObject({ category: z.nullish(z.string()) })) })),
});

export const partySuggestionSchema = z.looseObject({
  value: z.string(),
  unrestricted_value: z.nullish(z.string()),
  data: partyDataSchema,
});

export const partyAnswerSchema = z.looseObject({ suggestions: z.array(partySuggestionSchema) });

export type PartyData = z.infer<typeof partyDataSchema>;
export type PartySuggestion = z.infer<typeof partySuggestionSchema>;
export type PartyAnswer = z.infer<typeof partyAnswerSchema>;

/**
 * The register's tax regime in our codes (TAX_TYPE). DaData names the special regimes it knows of; a company
 * with financial data but no special regime is on the general one. Without financial data the register
 * says nothing, and the supplier declares its regime.
 */
// SRP (a production sharing agreement) has no code of the questionnaire: the supplier declares its regime.
const SPECIAL_REGIMES: Record<string, string> = { USN: 'USN', ESHN: 'ESHN', AUSN: 'AUSN' };
export function taxSystemOf(data: PartyData): string | null {
  if (!data.finance) return null;
  const code = data.finance.tax_system;
  if (!code) return 'OSN';
  // Combined answers of the years when ЕНВД existed (e.g. ENVD_USN) name the regime that is left.
  const parts = code.split('_').filter((p) => p !== 'ENVD');
  return parts.map((p) => SPECIAL_REGIMES[p]).find((r) => r !== undefined) ?? null;
}

/**
 * The company type of the questionnaire (COMPANY_TYPE) as the register knows it: non-profits by their OPF
 * (ОКОПФ 20000 corporate and 70000 unitary non-commercial organisations), small and medium businesses by
 * the SMB register's category. Null: the register does not say.
 */
export function companyTypeOf(data: PartyData): string | null {
  const okopf = data.opf?.code ?? '';
  if (data.type === 'LEGAL' && /^[27]/.test(okopf)) return 'NPO';
  const category = data.documents?.smb?.category;
  if (category === 'MICRO' || category === 'SMALL' || category === 'MEDIUM') return 'SmallBusiness';
  return null;
}

const isoDay = (ms: number | null | undefined): string =>
  typeof ms === 'number' ? new Date(ms).toISOString().slice(0, 10) : '';

function addressOf(data: PartyData): StoredAddress {
  const a = data.address?.data;
  if (!a) return storedAddress({ countryCode: 'RU', street: data.address?.value ?? '' });
  return storedAddress({
    index: a.postal_code ?? '',
    countryCode: a.country_iso_code ?? 'RU',
    // A KLADR id starts with the region's code (77 Москва, 86 ХМАО …), the code our dictionary uses.
    regionCode: a.region_kladr_id?.slice(0, 2) ?? '',
    city: a.city ?? '',
    locality: a.settlement_with_type ?? '',
    street: a.street_with_type ?? '',
    building: a.house ?? '',
    block: a.block ?? '',
    room: a.flat ?? '',
  });
}

const statusOf = (data: PartyData): RegisterStatus => data.state.status;

/** A party of the answer as the register's record the cabinet keeps. */
export function recordOfParty(s: PartySuggestion): LegalRecord | IndividualRecord {
  const d = s.data;
  const name = d.name.full_with_opf ?? s.value;
  const shortName = d.name.short_with_opf ?? s.value;
  const registrationDate = isoDay(d.state.registration_date ?? d.ogrn_date);
  const common = {
    name,
    shortName,
    inn: d.inn,
    registrationDate,
    address: addressOf(d),
    status: statusOf(d),
    taxSystem: taxSystemOf(d),
    companyType: companyTypeOf(d),
  };
  if (d.type === 'INDIVIDUAL') {
    return { kind: 'INDIVIDUAL', id: d.inn, ogrnip: d.ogrn ?? '', ...common, companyType: null };
  }
  const kpp = d.kpp ?? '';
  return {
    kind: 'LEGAL',
    id: d.inn + kpp,
    opf: d.opf?.short ?? '',
    kpp,
    ogrn: d.ogrn ?? '',
    branchType: d.branch_type ?? 'MAIN',
    ...common,
  };
}
