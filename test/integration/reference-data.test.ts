import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { banksRepository as BanksRepository } from '../../functions/domain/banks/banks-repository';
import type { dictionariesRepository as DictionariesRepository } from '../../functions/domain/dictionaries/dictionaries-repository';
import { currencyRecords, foreignBankRecords } from '../../functions/domain/banks/group-directory';
import { shippedDictionaryEntries } from '../../functions/domain/dictionaries/shipped-entries';
import type * as Loader from '../../functions/reference-data/handler';
import type { lastReferenceDataLoad } from '../../functions/domain/reference-data/load';
import { referenceDataVersion } from '../../functions/domain/reference-data/version';
import { useEmulatorsInProcess } from './supplier-helpers';
import type { communicationRepository as CommunicationRepository } from '../../functions/domain/communication/communication-repository';
import { DEMO_ORGANISATIONS, DEMO_STAFF } from '../../functions/domain/communication/group-organisations';

/**
 * The deploy's custom resource on the real emulators, run in this process as CloudFormation's provider calls
 * it: a stage whose reference data is missing or outdated (a first deploy, a release that changed it) ends
 * with exactly the shipped data, and running it again changes nothing.
 */
let loader: typeof Loader;
let banks: typeof BanksRepository;
let dictionaries: typeof DictionariesRepository;
let lastLoad: typeof lastReferenceDataLoad;
let communication: typeof CommunicationRepository;

beforeAll(async () => {
  useEmulatorsInProcess();
  loader = await import('../../functions/reference-data/handler');
  ({ lastReferenceDataLoad: lastLoad } = await import('../../functions/domain/reference-data/load'));
  ({ communicationRepository: communication } =
    await import('../../functions/domain/communication/communication-repository'));
  ({ banksRepository: banks } = await import('../../functions/domain/banks/banks-repository'));
  ({ dictionariesRepository: dictionaries } =
    await import('../../functions/domain/dictionaries/dictionaries-repository'));
});

const demoSetting = { organisations: DEMO_ORGANISATIONS, staff: DEMO_STAFF };

const event = (
  RequestType: 'Create' | 'Update' | 'Delete',
  communication: unknown = demoSetting,
  previous: unknown = demoSetting,
) =>
  ({
    RequestType,
    ServiceToken: 'arn:aws:lambda:eu-central-1:000000000000:function:provider',
    ResponseURL: 'https://cloudformation.example/response',
    StackId: 'arn:aws:cloudformation:eu-central-1:000000000000:stack/SupplierCabinet-Api/1',
    RequestId: 'request',
    LogicalResourceId: 'ReferenceData',
    PhysicalResourceId: 'supplier-cabinet-reference-data',
    ResourceType: 'Custom::ReferenceData',
    ResourceProperties: {
      ServiceToken: 'provider',
      version: 'v',
      communication: JSON.stringify(communication),
    },
    OldResourceProperties: {
      ServiceToken: 'provider',
      version: 'v0',
      communication: JSON.stringify(previous),
    },
  }) as unknown as CloudFormationCustomResourceEvent;

const byId = <T extends { id: string }>(records: T[]) =>
  [...records].sort((a, b) => a.id.localeCompare(b.id));

/** What a stage holds of the shipped data (the Russian banks are the BIK directory job's). */
async function stored() {
  const [countries, regions, allBanks, currencies] = await Promise.all([
    dictionaries.listKind('COUNTRY'),
    dictionaries.listKind('REGION'),
    banks.listBanks(),
    banks.listCurrencies(),
  ]);
  return {
    countries: countries.map((e) => e.code).sort(),
    regions: regions.length,
    foreignBanks: byId(allBanks.filter((b) => b.countryCode !== 'RU')),
    russianBanks: allBanks.filter((b) => b.countryCode === 'RU').length,
    currencies: byId(currencies),
  };
}

const shippedCountries = () =>
  shippedDictionaryEntries()
    .filter((e) => e.kind === 'COUNTRY')
    .map((e) => e.code)
    .sort();

describe('the reference data custom resource', () => {
  it('gives a stage missing its reference data the shipped one, and removes what is no longer shipped', async () => {
    const before = await stored();
    // A stage as a first deploy finds it (no countries, no currencies, no foreign banks), plus leftovers of
    // an earlier release: a country, a currency and a foreign bank the product no longer ships.
    const countries = await dictionaries.listKind('COUNTRY');
    await dictionaries.deleteEntries(countries);
    await banks.deleteCurrencies(before.currencies.map((c) => c.id));
    await banks.deleteBanks(before.foreignBanks.map((b) => b.id));
    await dictionaries.putEntries([
      { kind: 'COUNTRY', code: 'YU', nameRu: 'Югославия', nameEn: 'Yugoslavia' },
    ]);
    await banks.putCurrencies([
      { id: '499999', code: 'DEM', numericCode: '276', nameRu: 'Марка', nameEn: 'Mark' },
    ]);
    const [oldBank] = foreignBankRecords();
    await banks.putBanks([{ ...oldBank!, id: '399999', bankCode: 'DRESDEFF', swift: 'DRESDEFF' }]);
    expect((await stored()).countries).toEqual(['YU']);

    const answer = await loader.handler(event('Create'));

    expect(answer).toMatchObject({ PhysicalResourceId: 'supplier-cabinet-reference-data' });
    // Recorded for the health view, with the version of what was loaded.
    expect(await lastLoad()).toMatchObject({ version: referenceDataVersion() });
    const after = await stored();
    expect(after.countries).toEqual(shippedCountries());
    expect(after.countries).not.toContain('YU');
    expect(after.currencies).toEqual(byId(currencyRecords()));
    expect(after.foreignBanks).toEqual(byId(foreignBankRecords()));
    // The Russian banks and the other dictionaries are as they were.
    expect(after.russianBanks).toBe(before.russianBanks);
    expect(after.regions).toBe(before.regions);
  });

  it('changes nothing when run again (an update), and leaves the data on delete', async () => {
    await loader.handler(event('Create'));
    const once = await stored();
    await loader.handler(event('Update'));
    expect(await stored()).toEqual(once);
    const deleted = await loader.handler(event('Delete'));
    expect(deleted).toEqual({ PhysicalResourceId: 'supplier-cabinet-reference-data' });
    expect(await stored()).toEqual(once);
  });

  it('loads the stage’s organisations and support staff, and removes those its new setting drops', async () => {
    const refinery = { beCode: 'NPZ2', nameRu: 'ООО «НПЗ-2»', nameEn: 'Refinery 2 LLC' };
    const newcomer = {
      login: 'npz2-support@demo.test',
      displayName: 'Поддержка НПЗ-2',
      routeCodes: ['NPZ2'],
      categories: [],
    };
    const grown = { organisations: [...DEMO_ORGANISATIONS, refinery], staff: [...DEMO_STAFF, newcomer] };
    await loader.handler(event('Update', grown, demoSetting));
    expect((await communication.listOrganisations()).map((o) => o.beCode).sort()).toEqual(
      [...DEMO_ORGANISATIONS.map((o) => o.beCode), 'NPZ2'].sort(),
    );
    expect(await communication.getStaffMember(newcomer.login)).toMatchObject({ routeCodes: ['NPZ2'] });

    // The next deploy drops them: the organisation and the member of the previous setting are gone.
    await loader.handler(event('Update', demoSetting, grown));
    expect((await communication.listOrganisations()).map((o) => o.beCode)).not.toContain('NPZ2');
    expect(await communication.getStaffMember(newcomer.login)).toBeNull();
    expect(await communication.getStaffMember(DEMO_STAFF[0]!.login)).toMatchObject({
      routeCodes: DEMO_STAFF[0]!.routeCodes,
    });
  });

  it('loads again at the local stack’s start only when the stored load is another version’s', async () => {
    const { loadReferenceDataIfOutdated } = await import('../../functions/domain/reference-data/load');
    const { referenceDataLoads } = await import('../../functions/domain/reference-data/load-record');
    const now = new Date('2026-11-28T01:00:00Z');
    expect(await loadReferenceDataIfOutdated(now)).toBe(false);
    // A state seeded by an earlier version, which shipped other data.
    await referenceDataLoads.put({
      version: 'an-earlier-version',
      loadedAt: '2026-11-01T00:00:00.000Z',
      entries: 1,
    });
    expect(await loadReferenceDataIfOutdated(now)).toBe(true);
    expect(await lastLoad()).toMatchObject({ version: referenceDataVersion(), loadedAt: now.toISOString() });
    expect(await loadReferenceDataIfOutdated(now)).toBe(false);
  });

  it('refuses a setting that is not the stage schema’s, changing nothing', async () => {
    const before = await communication.listOrganisations();
    await expect(
      loader.handler(
        event('Update', { organisations: [{ beCode: 'x', nameRu: '', nameEn: '' }], staff: [] }),
      ),
    ).rejects.toThrow();
    expect(await communication.listOrganisations()).toEqual(before);
  });
});

afterAll(async () => {
  // The demo's setting, as the seed left it, for the files that run after this one.
  await loader.handler(event('Update'));
});
