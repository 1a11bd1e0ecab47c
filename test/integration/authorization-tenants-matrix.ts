import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import type { Route } from '../../functions/lib/route';

/**
 * The tenant half of the authorization matrix. Every served route that is not public either has a tenant
 * test in authorization-tenants.test.ts (keyed by its endpoint id) or is listed here with the reason it holds
 * no supplier's data. A route served later without either makes the completeness test fail.
 */
export const WITHOUT_TENANT: Readonly<Record<string, string>> = {
  dictionaryEntries: 'reference dictionaries, the same for every caller',
  signOutEverywhere:
    'ends the sessions of the caller alone (the subject of its token); takes no ids, reads and writes no tenant data',
  bankSearch: 'the bank directory: reference data',
  currencySearch: 'the currency directory: reference data',
  validateIban: 'checks the number it is given against the IBAN rules; reads and writes no stored data',
  validateRuAccountNumber: 'checks the number against the bank directory; writes nothing',
  searchAccounts: 'the state register (EGRUL/EGRIP): public records',
  searchAccountsNonResident:
    'the register of known non-residents; that one has a cabinet profile is part of its answer by spec (02 §3)',
  nonResidentById: 'one record of that same register',
  residentByInvitation:
    'one register record, reached only through a signed, unexpired registration link (a capability meant to be shared)',
  searchCredentials: 'the state register (EGRUL/EGRIP): public records',
  searchBik: 'the bank directory: reference data',
  duplicateCheck: 'whether a register identity is taken: the same answer for every caller, no data behind it',
  fullSpecification: 'the request categories and topics: the same catalogue for every supplier',
  specificationList: 'the same catalogue of request categories and topics',
  beListToFilters: 'the group’s organisations: reference data',
  beListToCreateRequest: 'the group’s organisations: reference data',
  allProfiles: 'administrators only (no tenant): the role matrix and admin.test.ts refuse everyone else',
  resendSnabgenie: 'administrators only (no tenant): see admin.test.ts',
  updateProfileStatus: 'administrators only (no tenant): see admin.test.ts',
  cleanModeration: 'administrators only (no tenant): see admin.test.ts',
  setProfileKsss: 'administrators only (no tenant): see admin.test.ts',
  setProfileLogin: 'administrators only (no tenant): see admin.test.ts',
  openPbiot: 'administrators only (no tenant): see admin.test.ts',
  userAudit: 'administrators only (no tenant): see admin.test.ts',
  adminNotices: 'administrators only: portal-wide notices, no supplier data',
  backendHealth: 'administrators only: what the running stage lacks, no supplier data',
  esignTrustStatus: 'administrators only: the trust list and the revocation lists, no supplier data',
  publishNotice: 'administrators only: portal-wide notices, no supplier data',
  withdrawNotice: 'administrators only: portal-wide notices, no supplier data',
  withdrawConsent:
    'acts on the caller’s own account only (the subject of its token, no id in the call): personal-data.test.ts',
  userConsents: 'administrators only (no tenant): see personal-data.test.ts',
  requestUserExport: 'administrators only (no tenant): see personal-data.test.ts',
  userExport: 'administrators only (no tenant): see personal-data.test.ts',
  downloadUserExport: 'administrators only (no tenant): see personal-data.test.ts',
  riskProfiles: 'the group’s staff only (no tenant): see risk-profile.test.ts',
  counterpartyRisk: 'the group’s staff only (no tenant): see risk-profile.test.ts',
  riskConfigVersions: 'the group’s staff only (no tenant): see risk-profile.test.ts',
  updateRiskConfig: 'administrators only (no tenant): see risk-profile.test.ts',
  retentionDueList: 'administrators only (no tenant): see retention.test.ts',
  retentionPostpone: 'administrators only (no tenant): see retention.test.ts',
};

const handlerModules = import.meta.glob<{ routes: Route[] }>('../../functions/*/handler.ts');

/** Ids of the non-public routes the handlers serve (their `routes`), as the contract test counts them. */
export async function servedProtectedRouteIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const group of FUNCTION_GROUPS) {
    const load = handlerModules[`../../functions/${group}/handler.ts`];
    if (!load) throw new Error(`functions/${group}/handler.ts is missing`);
    const { routes } = await load();
    ids.push(...routes.filter((r) => r.endpoint.access !== 'public').map((r) => r.endpoint.id));
  }
  return ids;
}

export const isContractEntry = (id: string): boolean => ENDPOINTS.some((e) => e.id === id);
