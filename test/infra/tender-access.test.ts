import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYEE } from '../../functions/domain/tenders/payee';
import type { Template } from 'aws-cdk-lib/assertions';
import { ENDPOINTS } from '@shared/api/contract';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import { BUCKETS, TABLES } from '@shared/resources';
import {
  LAMBDA_TASK_ROOT,
  PDF_FUNCTION_GROUPS,
  bundleFunction,
  functionEntry,
} from '../../infra/cdk/bundling';
import { FUNCTION_ACCESS } from '../../infra/cdk/function-access';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { PDF_FONT_FILES } from '../../functions/lib/pdf-fonts';
import {
  logicalIdOf,
  ofType,
  resourcesOf,
  synthesize,
  templateWithNested,
  unsuppressedNagErrors,
} from './support/synthesize';

/** The tender access pieces of the CDK app: the scheduled job, the PDF fonts, no test mode. */
let cabinet: SupplierCabinet;
let api: Template;

beforeAll(() => {
  cabinet = synthesize('aws', { siteUrl: 'https://cabinet.example.org' });
  api = templateWithNested(cabinet.api);
});

const variablesOf = (id: string): Record<string, unknown> =>
  ((resourcesOf(api)[id]?.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
    ?.Variables ?? {}) as Record<string, unknown>;

describe('the tender access job', () => {
  it('runs every hour from an EventBridge rule, on the tenders group’s tables', () => {
    const jobId = logicalIdOf(cabinet.api.tenderAccessJob.fn);
    const rules = ofType(api, 'AWS::Events::Rule').filter(([, r]) =>
      JSON.stringify(r.Targets).includes(jobId),
    );
    expect(rules).toHaveLength(1);
    const [[, rule]] = rules as [[string, Record<string, unknown>]];
    expect(rule).toMatchObject({ ScheduleExpression: 'cron(5 * * * ? *)', State: 'ENABLED' });
    const names = Object.keys(variablesOf(jobId)).filter((n) => /^(TABLE|BUCKET)_/.test(n));
    expect(names.sort()).toEqual(
      [
        ...Object.keys(FUNCTION_ACCESS.tenders.tables).map((k) => TABLES[k as keyof typeof TABLES].envVar),
        ...Object.keys(FUNCTION_ACCESS.tenders.buckets).map((k) => BUCKETS[k as keyof typeof BUCKETS].envVar),
      ].sort(),
    );
    expect(
      ofType(api, 'AWS::Lambda::Permission').some(
        ([, p]) => p.Principal === 'events.amazonaws.com' && JSON.stringify(p.FunctionName).includes(jobId),
      ),
    ).toBe(true);
  });

  it('keeps cdk-nag quiet', () => {
    expect(unsuppressedNagErrors(cabinet.api)).toEqual([]);
  });
});

describe('the sweep of unheld files', () => {
  it('runs every night from an EventBridge rule, on the files group’s table and bucket', () => {
    const jobId = logicalIdOf(cabinet.api.filesSweepJob.fn);
    const rules = ofType(api, 'AWS::Events::Rule').filter(([, r]) =>
      JSON.stringify(r.Targets).includes(jobId),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1]).toMatchObject({ ScheduleExpression: 'cron(30 0 * * ? *)', State: 'ENABLED' });
    const names = Object.keys(variablesOf(jobId)).filter((n) => /^(TABLE|BUCKET)_/.test(n));
    expect(names.sort()).toEqual(
      [
        ...Object.keys(FUNCTION_ACCESS.files.tables).map((k) => TABLES[k as keyof typeof TABLES].envVar),
        ...Object.keys(FUNCTION_ACCESS.files.buckets).map((k) => BUCKETS[k as keyof typeof BUCKETS].envVar),
      ].sort(),
    );
  });
});

describe('the document calendar reminders', () => {
  it('run every morning from an EventBridge rule, on the documents group’s tables (notices, outbox)', () => {
    const jobId = logicalIdOf(cabinet.api.documentRemindersJob.fn);
    const rules = ofType(api, 'AWS::Events::Rule').filter(([, r]) =>
      JSON.stringify(r.Targets).includes(jobId),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1]).toMatchObject({ ScheduleExpression: 'cron(0 6 * * ? *)', State: 'ENABLED' });
    const names = Object.keys(variablesOf(jobId)).filter((n) => /^TABLE_/.test(n));
    expect(names.sort()).toEqual(
      Object.keys(FUNCTION_ACCESS.documents.tables)
        .map((k) => TABLES[k as keyof typeof TABLES].envVar)
        .sort(),
    );
  });
});

describe('the minimum file size of a deployment', () => {
  it('goes from -c fileMinBytes to the files function only', () => {
    const stage = synthesize('aws', { siteUrl: 'https://cabinet.example.org', fileMinBytes: '512' });
    const template = templateWithNested(stage.api);
    const variables = (fn: Parameters<typeof logicalIdOf>[0]) =>
      ((
        resourcesOf(template)[logicalIdOf(fn)]?.Properties?.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables ?? {}) as Record<string, unknown>;
    expect(variables(stage.api.functions.files).FILE_MIN_BYTES).toBe('512');
    expect(variables(stage.api.functions.pbiot).FILE_MIN_BYTES).toBeUndefined();
    expect(variablesOf(logicalIdOf(cabinet.api.functions.files)).FILE_MIN_BYTES).toBeUndefined();
  });
});

describe('the licensor of a deployment', () => {
  it('goes from -c tenderPayee to the tenders function and the job only', () => {
    const payee = JSON.stringify({ ...DEMO_PAYEE, name: 'ООО «Лицензиар»', inn: '7707083893' });
    const withPayee = synthesize('aws', { siteUrl: 'https://cabinet.example.org', tenderPayee: payee });
    const template = templateWithNested(withPayee.api);
    const variables = (fn: Parameters<typeof logicalIdOf>[0]) =>
      ((
        resourcesOf(template)[logicalIdOf(fn)]?.Properties?.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables ?? {}) as Record<string, unknown>;
    expect(variables(withPayee.api.functions.tenders).TENDER_PAYEE).toBe(payee);
    expect(variables(withPayee.api.tenderAccessJob.fn).TENDER_PAYEE).toBe(payee);
    expect(variables(withPayee.api.functions.profiles).TENDER_PAYEE).toBeUndefined();
    // Without it, the test stage's demo licensor (infra/stages/test.ts).
    expect(variablesOf(logicalIdOf(cabinet.api.functions.tenders)).TENDER_PAYEE).toBe(
      JSON.stringify(DEMO_PAYEE),
    );
    expect(() => synthesize('aws', { tenderPayee: JSON.stringify({ name: 'x' }) })).toThrow(
      /tenderPayee\.inn/,
    );
  });
});

describe('PDF fonts in the bundles', () => {
  it('points PDF_FONT_DIR at the code folder of the functions that render PDFs, and only theirs', () => {
    for (const group of FUNCTION_GROUPS) {
      const variables = variablesOf(logicalIdOf(cabinet.api.functions[group]));
      expect(variables.PDF_FONT_DIR, group).toBe(
        PDF_FUNCTION_GROUPS.includes(group) ? LAMBDA_TASK_ROOT : undefined,
      );
    }
    expect(PDF_FUNCTION_GROUPS).toEqual(['tenders', 'pbiot']);
  });

  it('bundles the fonts next to the code and keeps the PDF rendering out of the cold start', () => {
    const outputDir = mkdtempSync(join(tmpdir(), 'bundle-'));
    try {
      bundleFunction(functionEntry('tenders'), outputDir, {
        tokenCheckInFunction: false,
        pdfFonts: true,
        packages: [],
      });
      for (const file of Object.values(PDF_FONT_FILES))
        expect(existsSync(join(outputDir, file)), file).toBe(true);
      // pdf-lib is loaded by the first PDF a call renders, from a chunk, not by the handler's module.
      const entry = readFileSync(join(outputDir, 'index.mjs'), 'utf8');
      expect(entry).not.toMatch(/PDFDocument/);
      const chunks = readdirSync(join(outputDir, 'chunks')).map((f) =>
        readFileSync(join(outputDir, 'chunks', f), 'utf8'),
      );
      expect(chunks.some((c) => c.includes('PDFDocument'))).toBe(true);
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  });
});

describe('the test mode of 01 §2.5', () => {
  it('is absent from a production deployment: no route, no switch in any function', () => {
    expect(ENDPOINTS.filter((e) => /test-?mode/i.test(e.path))).toEqual([]);
    for (const [id] of ofType(api, 'AWS::Lambda::Function')) {
      expect(variablesOf(id).TENDER_TEST_MODE, id).toBeUndefined();
    }
  });
});
