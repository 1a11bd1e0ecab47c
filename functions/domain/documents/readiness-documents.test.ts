import { describe, expect, it } from 'vitest';
import type { Task } from './documents-repository';
import { documentReadinessOf } from './readiness-documents';

const NOW = new Date('2026-11-24T09:00:00Z');
let n = 0;
const task = (documentType: string, status: Task['status'], extra: Partial<Task> = {}): Task => ({
  counterpartyId: 'c1',
  taskId: `t${++n}`,
  publicId: `D-${n}`,
  companyName: 'ООО',
  companyCode: '1',
  documentType,
  status,
  files: [],
  createdBy: 'sub',
  createdAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00Z`,
  lastModifiedDate: '2026-01-01T00:00:00Z',
  ...extra,
});
const of = (required: string[], tasks: Task[]) =>
  documentReadinessOf(required, '2020-01-01', tasks, 'ru', NOW);

describe('the documents’ answer to the readiness checklist', () => {
  it('tells missing, rejected, in review and accepted apart; a later rejection keeps an accepted one', () => {
    const answer = of(
      ['Charter', 'DirectorAppointmentOrder', 'BalanceSheetQuarter', 'Other'],
      [
        task('DirectorAppointmentOrder', 'DVS_REJECTED'),
        task('BalanceSheetQuarter', 'DVS_IN_PROGRESS'),
        task('Other', 'DVS_ACCEPTED'),
        task('Other', 'DVS_REJECTED'),
      ],
    );
    expect(answer.required.map((r) => [r.documentType, r.state])).toEqual([
      ['Charter', 'MISSING'],
      ['DirectorAppointmentOrder', 'REJECTED'],
      ['BalanceSheetQuarter', 'IN_REVIEW'],
      ['Other', 'ACCEPTED'],
    ]);
    expect(answer.required[0]?.name).toBe('Устав');
  });

  it('calls a filed return outdated when the period now due (03 §9) is not filed; never a type not filed at all', () => {
    // In November the VAT return due is Q2 of this year; the profit return due is last year's.
    const answer = of(
      ['VatXML', 'IncomeTaxReturnQuarterXML'],
      [
        task('VatXML', 'DVS_ACCEPTED', { reportingYear: 2026, reportingQuarter: 1 }),
        task('IncomeTaxReturnQuarterXML', 'DVS_ACCEPTED', { reportingYear: 2024, reportingQuarter: 4 }),
      ],
    );
    expect(answer.outdated.map((o) => [o.documentType, o.reportingYear, o.reportingQuarter])).toEqual([
      ['IncomeTaxReturnQuarterXML', 2025, null],
      ['VatXML', 2026, 2],
    ]);
    expect(of(['VatXML'], []).outdated).toEqual([]);
  });

  it('gives the newest certificate’s expiry, 90 days after its date, also once it has passed', () => {
    expect(
      of([], [task('NoTaxArrears', 'DVS_ACCEPTED', { certificateDate: '2026-09-01' })]).certificateExpires,
    ).toBe('2026-11-30');
    expect(
      of([], [task('NoTaxArrears', 'DVS_ACCEPTED', { certificateDate: '2026-06-01' })]).certificateExpires,
    ).toBe('2026-08-30');
    expect(of([], []).certificateExpires).toBeNull();
  });
});
