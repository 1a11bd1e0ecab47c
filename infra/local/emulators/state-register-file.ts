import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  completeOgrn,
  completeOgrnip,
  isValidIndividualInn,
  isValidKpp,
  isValidLegalInn,
  isValidOgrn,
  isValidOgrnip,
} from '@shared/validation/tax-ids';
import type { PartySuggestion } from '../../../functions/domain/registry/dadata-party';
import type {
  IndividualRecord,
  LegalRecord,
  RegisterStatus,
} from '../../../functions/domain/registry/register-data';
import { storedAddress } from '../../../functions/domain/profiles/address';
import { ADDED_PARTIES_FILE, addedPartiesSchema } from './state-register';
import { partyOf } from './state-register-parties';

/** What a tester tells about a company to add to the local state register (`npm run register:add`). */
export interface NewCompany {
  inn: string;
  /** The short name with its form, as the register writes it: «ООО «Ромашка»», «ИП Иванов Иван Иванович». */
  name: string;
  /** The full name; default: the short one with the form spelled out. */
  fullName?: string;
  /** Legal entities only; default: the head office's KPP of the INN's tax office (<4 digits>01001). */
  kpp?: string;
  /** OGRN/OGRNIP; default: a valid one made from the INN (check digit included). */
  ogrn?: string;
  /** TAX_TYPE code the register states (OSN, USN, ESHN, AUSN); default: none, the supplier declares it. */
  taxSystem?: string | null;
  status?: RegisterStatus;
  /** SmallBusiness or NPO, as the register would say it. */
  companyType?: string | null;
  branch?: boolean;
  registrationDate?: string;
  address?: { index?: string; regionCode?: string; city?: string; street?: string; building?: string };
}

const FORMS: Record<string, string> = {
  ООО: 'Общество с ограниченной ответственностью',
  АО: 'Акционерное общество',
  ПАО: 'Публичное акционерное общество',
  ИП: 'Индивидуальный предприниматель',
};

/** The register's record of a tester's company, with the same check digits the cabinet checks. */
export function recordOfNewCompany(input: NewCompany): LegalRecord | IndividualRecord {
  const inn = input.inn.trim();
  const individual = inn.length === 12;
  if (individual ? !isValidIndividualInn(inn) : !isValidLegalInn(inn))
    throw new Error(
      `${inn}: not a valid INN (10 digits for a company, 12 for an entrepreneur, with check digits)`,
    );
  const name = input.name.trim();
  const form = /^(ООО|АО|ПАО|ИП)\s/.exec(name)?.[1] ?? (individual ? 'ИП' : 'ООО');
  const shortName = name.startsWith(`${form} `) ? name : `${form} ${name}`;
  const fullName = input.fullName ?? `${FORMS[form] ?? form} ${shortName.slice(form.length + 1)}`;
  const registrationDate = input.registrationDate ?? '2020-01-15';
  const regionCode = input.address?.regionCode ?? inn.slice(0, 2);
  const address = storedAddress({
    index: input.address?.index ?? '',
    countryCode: 'RU',
    regionCode,
    city: input.address?.city ?? '',
    street: input.address?.street ?? '',
    building: input.address?.building ?? '',
  });
  const knowledge = {
    status: input.status ?? 'ACTIVE',
    taxSystem: input.taxSystem ?? null,
    companyType: input.companyType ?? null,
  } as const;
  const year = registrationDate.slice(2, 4);
  if (individual) {
    const ogrnip = input.ogrn ?? completeOgrnip(`3${year}${regionCode}${inn.slice(3, 12)}`);
    if (!isValidOgrnip(ogrnip))
      throw new Error(`${ogrnip}: not a valid OGRNIP (15 digits with its check digit)`);
    return {
      kind: 'INDIVIDUAL',
      id: inn,
      name: fullName,
      shortName,
      inn,
      ogrnip,
      registrationDate,
      address,
      ...knowledge,
      companyType: null,
    };
  }
  const kpp = input.kpp ?? `${inn.slice(0, 4)}01001`;
  if (!isValidKpp(kpp)) throw new Error(`${kpp}: not a valid KPP (9 characters)`);
  const ogrn = input.ogrn ?? completeOgrn(`1${year}${regionCode}${inn.slice(2, 9)}`);
  if (!isValidOgrn(ogrn)) throw new Error(`${ogrn}: not a valid OGRN (13 digits with its check digit)`);
  return {
    kind: 'LEGAL',
    id: inn + kpp,
    name: fullName,
    shortName,
    opf: form,
    inn,
    kpp,
    ogrn,
    branchType: input.branch ? 'BRANCH' : 'MAIN',
    registrationDate,
    address,
    ...knowledge,
  };
}

/**
 * Adds (or replaces, by INN and KPP) a company in the local register's file under the state folder; the
 * running emulator reads the file on every call. Returns the party as the emulator will answer it.
 */
export async function addRegisterCompany(stateDir: string, input: NewCompany): Promise<PartySuggestion> {
  const file = join(stateDir, ADDED_PARTIES_FILE);
  const party = partyOf(recordOfNewCompany(input));
  const current = await readFile(file, 'utf8').then(
    (text) => addedPartiesSchema.parse(JSON.parse(text)).parties,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const same = (p: PartySuggestion) =>
    p.data.inn === party.data.inn && (p.data.kpp ?? '') === (party.data.kpp ?? '');
  const parties = [...current.filter((p) => !same(p)), party];
  await mkdir(dirname(file), { recursive: true });
  // Written whole and renamed: the emulator never reads half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify({ parties }, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return party;
}
