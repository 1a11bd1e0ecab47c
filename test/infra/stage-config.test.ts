import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { DEMO_PAYEE } from '../../functions/domain/tenders/payee';
import { STAGES } from '../../infra/stages';
import { production } from '../../infra/stages/production';
import { StageConfigError, checkStage, stageSchema, type StageInput } from '../../infra/stages/schema';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { logicalIdOf, resourcesOf, synthesize, templateWithNested } from './support/synthesize';

/** A production stage an operator filled in: real-looking values, none of them the demo's. */
const filled: StageInput = {
  ...production,
  siteUrl: 'https://suppliers.neftegaz-group.ru',
  supportEmails: ['lk@neftegaz-group.ru', 'tender@neftegaz-group.ru'],
  mailFrom: 'noreply@neftegaz-group.ru',
  alarmEmail: 'ops@neftegaz-group.ru',
  tenderPayee: {
    ...DEMO_PAYEE,
    name: 'ООО «Нефтегаз Лицензия»',
    inn: '7707083893',
    account: '40702810938000012345',
    foreign: {
      ...DEMO_PAYEE.foreign,
      currencies: {
        USD: {
          account: '40702840938000012345',
          intermediary: {
            name: 'Correspondent Bank N.A.',
            address: '1 Wall Street, New York, NY 10005, USA',
            swift: 'IRVTUS3N',
            account: '8900123456',
          },
        },
      },
    },
  },
  tenderSystemUrl: 'https://tender.neftegaz-group.ru/',
  tenderDocumentsUrl: 'https://neftegaz-group.ru/tenders/documents',
  register: { service: 'https://register.neftegaz-group.ru/api/', secretName: 'supplier-cabinet/register' },
  trustList: { source: 'mintsifry' },
  communication: {
    organisations: [
      { beCode: 'NGD', nameRu: 'ООО «Нефтегаз Добыча»', nameEn: 'Neftegaz Dobycha LLC' },
      { beCode: 'NGP', nameRu: 'АО «Нефтегаз Переработка»', nameEn: 'Neftegaz Pererabotka JSC' },
    ],
    staff: [
      {
        login: 'lk-support@neftegaz-group.ru',
        displayName: 'Служба поддержки',
        routeCodes: ['NGD', 'NGP', 'SUPPORT'],
        categories: [],
      },
    ],
  },
};

/** The /config.json the web stack deploys next to the SPA (a jsonData source: an asset of the assembly). */
function deployedConfig(cabinet: SupplierCabinet): Record<string, unknown> {
  const assembly = cabinet.app.synth();
  const assetDir = readdirSync(assembly.directory)
    .map((name) => join(assembly.directory, name))
    .find((dir) => existsSync(join(dir, 'config.json')));
  expect(assetDir).toBeDefined();
  return JSON.parse(readFileSync(join(assetDir!, 'config.json'), 'utf8')) as Record<string, unknown>;
}

const failureOf = (build: () => unknown): StageConfigError => {
  try {
    build();
  } catch (error) {
    if (error instanceof StageConfigError) return error;
    throw error;
  }
  throw new Error('synthesis passed');
};

describe('the stage configuration (infra/stages/)', () => {
  it('refuses to synthesize the production stage as shipped, naming every setting to fill in', () => {
    const error = failureOf(() => synthesize('aws', { stage: 'production' }));
    expect(error.problems).toEqual([
      'siteUrl: missing',
      'supportEmails: missing',
      'mailFrom: missing',
      'tenderPayee: missing',
      'tenderSystemUrl: missing',
      'tenderDocumentsUrl: missing',
      'register.service: demo value emulator (the local register emulator)',
      'trustList.source: demo value demo (the test CAs)',
      'communication.organisations: missing',
      'communication.staff: missing',
    ]);
    expect(error.message).toMatch(
      /^The stage "production" cannot be deployed \(infra\/stages\/production\.ts\):\n {2}- siteUrl: missing\n/,
    );
  });

  it('refuses a production stage that still carries a demo value, listing each one', () => {
    const withDemo: StageInput = {
      ...filled,
      supportEmails: ['lk@neftegaz-group.ru', DEFAULT_SUPPORT_EMAIL],
      tenderPayee: DEMO_PAYEE,
      tenderSystemUrl: 'https://tender.example.com/',
      communication: {
        organisations: [
          ...filled.communication.organisations,
          { beCode: 'NGS', nameRu: 'АО «Нефтегаз Север»', nameEn: 'Neftegaz Sever JSC' },
        ],
        staff: [{ ...filled.communication.staff[0]!, login: 'support-north@demo.test' }],
      },
    };
    const error = failureOf(() =>
      synthesize('aws', { stage: 'production' }, { stages: { production: withDemo } }),
    );
    expect(error.problems).toEqual([
      `supportEmails: demo value ${DEFAULT_SUPPORT_EMAIL}`,
      'tenderPayee.name: demo value',
      'tenderPayee.inn: demo value',
      'tenderPayee.account: demo value',
      'tenderPayee.foreign.currencies.USD.account: demo value',
      'tenderPayee.foreign.currencies.USD.intermediary: demo value',
      'tenderPayee.foreign.currencies.EUR.account: demo value',
      'tenderPayee.foreign.currencies.EUR.intermediary: demo value',
      'tenderPayee.foreign.currencies.CNY.account: demo value',
      'tenderPayee.foreign.currencies.CNY.intermediary: demo value',
      'tenderSystemUrl: demo value https://tender.example.com/',
      "communication.organisations: demo value NGS (the demo group's)",
      'communication.staff: demo value support-north@demo.test',
    ]);
    // A value given on the command line is checked as well.
    const fromContext = failureOf(() =>
      synthesize(
        'aws',
        { stage: 'production', mailFrom: 'noreply@example.org' },
        { stages: { production: filled } },
      ),
    );
    expect(fromContext.problems).toEqual(['mailFrom: demo value noreply@example.org']);
  });

  it('names a malformed setting by its path', () => {
    const error = failureOf(() => checkStage({ ...filled, siteUrl: 'suppliers' }, 'production'));
    expect(error.problems).toEqual([expect.stringMatching(/^siteUrl: /)]);
  });

  it('refuses support staff routed to no organisation of the stage, and an organisation listed twice', () => {
    const [first] = filled.communication.organisations;
    const [member] = filled.communication.staff;
    const error = failureOf(() =>
      checkStage(
        {
          ...filled,
          communication: {
            organisations: [first!, { ...first!, nameRu: 'Дубль', nameEn: 'Twin' }],
            staff: [{ ...member!, routeCodes: ['NGD', 'NGX'] }],
          },
        },
        'production',
      ),
    );
    expect(error.problems).toEqual([
      'communication.organisations: repeated codes NGD',
      'communication.staff: routes to no organisation: NGX',
    ]);
  });

  it('wires a filled production stage to the functions and the SPA’s /config.json', () => {
    const cabinet = synthesize('aws', { stage: 'production' }, { stages: { production: filled } });
    expect(cabinet.config.stage.kind).toBe('production');
    const template = templateWithNested(cabinet.api);
    const variables = (fn: Parameters<typeof logicalIdOf>[0]) =>
      (
        resourcesOf(template)[logicalIdOf(fn)]?.Properties?.Environment as {
          Variables: Record<string, string>;
        }
      ).Variables;
    const tenders = variables(cabinet.api.functions.tenders);
    expect(JSON.parse(tenders.TENDER_PAYEE!)).toEqual(filled.tenderPayee);
    expect(tenders).toMatchObject({
      TENDER_SYSTEM_URL: 'https://tender.neftegaz-group.ru/',
      SUPPORT_EMAIL: 'lk@neftegaz-group.ru',
      SITE_URL: 'https://suppliers.neftegaz-group.ru',
      STAGE_KIND: 'production',
      REGISTER_SERVICE: 'https://register.neftegaz-group.ru/api/',
      STATE_REGISTER_SECRET_NAME: 'supplier-cabinet/register',
      TRUST_LIST_SOURCE: 'mintsifry',
    });
    expect(variables(cabinet.api.outboxSender!.fn).MAIL_FROM).toBe('noreply@neftegaz-group.ru');
    // The organisations and support staff reach the stage through the deploy's custom resource.
    const stageData = Object.values(resourcesOf(template)).find((r) => r.Type === 'Custom::ReferenceData');
    expect(JSON.parse(String(stageData?.Properties?.communication))).toEqual(filled.communication);

    expect(deployedConfig(cabinet)).toMatchObject({
      supportEmails: ['lk@neftegaz-group.ru', 'tender@neftegaz-group.ru'],
      tenderDocumentsUrl: 'https://neftegaz-group.ru/tenders/documents',
    });
  });

  it('runs the local and test stages on the demo values on purpose', () => {
    for (const name of ['local', 'test']) {
      const stage = checkStage(STAGES[name], name);
      expect(stage.tenderPayee).toEqual(DEMO_PAYEE);
      expect(stage.supportEmails).toEqual([DEFAULT_SUPPORT_EMAIL]);
    }
  });

  it('documents every setting in the example production configuration', () => {
    const source = readFileSync(
      fileURLToPath(new URL('../../infra/stages/production.ts', import.meta.url)),
      'utf8',
    );
    const settings = [
      ...Object.keys(stageSchema.shape).filter(
        (key) => key !== 'name' && key !== 'kind' && key !== 'features',
      ),
      ...Object.keys(stageSchema.shape.features.shape),
    ];
    for (const setting of settings) {
      // Each setting is preceded by its own doc comment.
      expect(source, setting).toMatch(new RegExp(`\\*/\\n\\s+${setting}: `));
    }
  });

  it('makes the command line name the stage: no default for a deploy', () => {
    expect(() => synthesize('aws', {}, { defaultStage: null })).toThrow(
      /^Name the stage: -c stage=<local, test, production>/,
    );
    expect(() => synthesize('aws', { stage: 'staging' })).toThrow(/no such stage/);
  });
});
