import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RegisterStatus } from '../../functions/domain/registry/register-data';
import { addRegisterCompany } from './emulators/state-register-file';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run register:add`: a company of your own in the local state register (the emulator of DaData's party
 * API that `npm start` runs), so you can register it in the local cabinet. Takes effect at once.
 *   npm run register:add -- --inn 7814148471 --name "ООО «Ромашка»"
 *   npm run register:add -- --inn 500100732259 --name "ИП Иванов Иван Иванович" --tax-system USN
 * Options: --kpp, --ogrn (default: valid ones made from the INN), --full-name, --tax-system OSN|USN|ESHN|AUSN,
 * --company-type SmallBusiness|NPO, --status ACTIVE|LIQUIDATING|LIQUIDATED|BANKRUPT|REORGANIZING, --branch,
 * --index, --region, --city, --street, --house, --registered YYYY-MM-DD, --state <dir> (default .local;
 * the browser tests' stack uses .local/e2e).
 */
const { values: a } = parseArgs({
  options: {
    inn: { type: 'string' },
    name: { type: 'string' },
    'full-name': { type: 'string' },
    kpp: { type: 'string' },
    ogrn: { type: 'string' },
    'tax-system': { type: 'string' },
    'company-type': { type: 'string' },
    status: { type: 'string' },
    branch: { type: 'boolean', default: false },
    index: { type: 'string' },
    region: { type: 'string' },
    city: { type: 'string' },
    street: { type: 'string' },
    house: { type: 'string' },
    registered: { type: 'string' },
    state: { type: 'string' },
  },
});

if (!a.inn || !a.name) {
  console.error(
    'Usage: npm run register:add -- --inn <INN> --name "<ООО «Название»>" [options: see infra/local/register-add.ts]',
  );
  process.exit(2);
}
const stateDir = resolve(a.state ?? join(REPO_ROOT, '.local'));
try {
  const party = await addRegisterCompany(stateDir, {
    inn: a.inn,
    name: a.name,
    fullName: a['full-name'],
    kpp: a.kpp,
    ogrn: a.ogrn,
    taxSystem: a['tax-system'] ?? null,
    companyType: a['company-type'] ?? null,
    status: a.status as RegisterStatus | undefined,
    branch: a.branch,
    registrationDate: a.registered,
    address: { index: a.index, regionCode: a.region, city: a.city, street: a.street, building: a.house },
  });
  const d = party.data;
  console.log(
    [
      `Added to the local state register (${join(stateDir, 'state-register.json')}):`,
      `  ${d.name.short_with_opf}  INN ${d.inn}${d.kpp ? `  KPP ${d.kpp}` : ''}  ${d.type === 'LEGAL' ? 'OGRN' : 'OGRNIP'} ${d.ogrn}`,
      `  status ${d.state.status}, tax regime ${a['tax-system'] ?? 'not stated (the supplier declares it)'}`,
      'Find it in the cabinet’s registration search by its INN or name.',
    ].join('\n'),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
