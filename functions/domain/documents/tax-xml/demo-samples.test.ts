import { describe, expect, it } from 'vitest';
import type { ReportingQuarter } from '@shared/constants/documents';
import { settingOf, type DocumentTypeCode } from '../document-types';
import { DEMO_TAXPAYERS, demoSampleSets } from './demo-samples';
import { DocumentCheckError } from '../document-check-error';
import { checkTaxReport } from './tax-report';

describe('the demo sample reports', { timeout: 60_000 }, () => {
  it.each(demoSampleSets(2025).map((s) => [s.name, s] as const))(
    '%s gives what it promises',
    async (_name, sample) => {
      const setting = settingOf(sample.documentType as DocumentTypeCode);
      const taxpayer = sample.name.startsWith('individual')
        ? DEMO_TAXPAYERS.individual
        : DEMO_TAXPAYERS.legal;
      const [report, receipt] = sample.files;
      const outcome = await checkTaxReport(
        {
          form: setting.taxForm!,
          inn: taxpayer.inn,
          kpp: taxpayer.kpp,
          reportingYear: sample.reportingYear,
          reportingQuarter:
            setting.period === 'QUARTER' ? (sample.reportingQuarter as ReportingQuarter) : null,
        },
        report!,
        receipt!,
        null,
      ).then(
        () => 'IN_REVIEW',
        (error: unknown) => (error instanceof DocumentCheckError ? error.code : String(error)),
      );
      expect(outcome).toBe(sample.expect);
    },
  );
});
