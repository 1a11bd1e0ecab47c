import { describe, expect, it } from 'vitest';
import { calendarOf } from './calendar';
import type { Task } from './documents-repository';

const task = (extra: Partial<Task>): Task => ({
  counterpartyId: 'c',
  taskId: 't',
  publicId: 'D-1',
  companyName: 'ООО',
  companyCode: '1',
  documentType: 'VatXML',
  status: 'DVS_ACCEPTED',
  files: [],
  createdBy: 'u',
  createdAt: '2026-01-01',
  lastModifiedDate: '2026-01-01',
  ...extra,
});

describe('the document calendar', () => {
  it('lists the VAT and profit return deadlines of 03 §9 ahead, and which are covered', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const entries = calendarOf(
      ['VatXML', 'IncomeTaxReturnQuarterXML'],
      [task({ reportingYear: 2026, reportingQuarter: 3 })],
      now,
    );
    expect(entries.map((e) => [e.date, e.kind, e.reportingYear, e.reportingQuarter, e.loaded])).toEqual([
      ['2026-11-30', 'VAT_RETURN', 2026, 3, true],
      ['2027-02-28', 'VAT_RETURN', 2026, 4, false],
      ['2027-04-30', 'PROFIT_RETURN', 2026, 4, false],
      ['2027-05-31', 'VAT_RETURN', 2027, 1, false],
      ['2027-08-31', 'VAT_RETURN', 2027, 2, false],
    ]);
  });

  it('says when the certificate of no arrears runs out (90 days)', () => {
    const entries = calendarOf(
      [],
      [task({ documentType: 'NoTaxArrears', certificateDate: '2026-11-01', status: 'DVS_IN_PROGRESS' })],
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(entries).toEqual([expect.objectContaining({ kind: 'CERTIFICATE_EXPIRES', date: '2027-01-30' })]);
  });
});
