import { describe, expect, it } from 'vitest';
import { isWorkingDay } from '../../lib/working-days';
import { lastWorkingDayBy, readinessOf, type ReadinessFacts } from './readiness-rules';

/** A supplier with nothing in the way: saved questionnaire, documents accepted, check approved, access paid. */
const READY: ReadinessFacts = {
  today: '2026-11-24',
  registeredOn: '2025-03-03',
  hasSavedData: true,
  chaptersInReview: [],
  documents: {
    required: [{ documentType: 'Charter', name: 'Устав', state: 'ACCEPTED' }],
    outdated: [],
    certificateExpires: '2027-02-01',
  },
  safety: { state: 'APPROVED', sentAt: '2026-02-01T10:00:00.000Z', validUntil: '2027-02-01' },
  tender: { status: 'OPEN', dateTo: '2027-01-31' },
  stopFactors: [],
};
const of = (changes: Partial<ReadinessFacts>) => readinessOf({ ...READY, ...changes });
const codes = (changes: Partial<ReadinessFacts>) => of(changes).items.map((i) => i.code);

describe('«Готовность к закупкам»', () => {
  it('is ready, with no items, when nothing stands in the way', () => {
    expect(readinessOf(READY)).toEqual({ ready: true, today: '2026-11-24', items: [] });
  });

  it('asks a new supplier for its questionnaire by the 21st working day after registration (03 §9)', () => {
    // Registered Monday 16 Nov 2026; 4 Nov is long past, no holidays until 31 Dec: 21 working days → 15 Dec.
    const [item] = of({ registeredOn: '2026-11-16', hasSavedData: false }).items;
    expect(item).toMatchObject({
      step: 'QUESTIONNAIRE',
      code: 'QUESTIONNAIRE_UNSAVED',
      link: '/job-application',
      deadline: '2026-12-15',
      workingDaysLeft: 15,
    });
  });

  it('keeps the registration deadline once it has passed, shown as passed', () => {
    // Registered 3 March 2025: the 21st working day was 1 April 2025.
    const [item] = of({ hasSavedData: false }).items;
    expect(item).toMatchObject({ deadline: '2025-04-01' });
    expect(item!.workingDaysLeft).toBeLessThan(0);
  });

  it('gives every item a deadline on the working-day calendar', () => {
    const everything: Partial<ReadinessFacts> = {
      registeredOn: '2026-11-16',
      hasSavedData: false,
      chaptersInReview: [{ kind: 'CONTACTS', sentAt: '2026-11-20T18:00:00.000Z' }],
      documents: {
        required: [
          { documentType: 'Charter', name: 'Устав', state: 'MISSING' },
          { documentType: 'NoTaxArrears', name: 'Справка', state: 'REJECTED' },
        ],
        outdated: [{ documentType: 'VatXML', name: 'НДС', reportingYear: 2026, reportingQuarter: 2 }],
        certificateExpires: '2026-11-20',
      },
      tender: { status: 'NOT_CONFIRMED', dateTo: null },
      stopFactors: ['Задолженность по налогам'],
    };
    const states = ['NOT_SENT', 'IN_REVIEW', 'NOT_APPROVED', 'EXPIRED'] as const;
    const tenders = ['NOT_CONFIRMED', 'TEMPORARY', 'PENDING', 'BLOCKED'] as const;
    const items = states.flatMap(
      (state, i) =>
        of({
          ...everything,
          safety: { state, sentAt: '2026-11-18T09:00:00.000Z', validUntil: '2026-11-10' },
          tender: { status: tenders[i]!, dateTo: tenders[i] === 'NOT_CONFIRMED' ? null : '2026-12-04' },
        }).items,
    );
    expect(new Set(items.map((i) => i.code)).size).toBe(14);
    for (const item of items) {
      expect(item.deadline, item.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isWorkingDay(item.deadline!), `${item.code} ${item.deadline}`).toBe(true);
      expect(item.workingDaysLeft, item.code).not.toBeNull();
    }
    const byCode = new Map(items.map((i) => [i.code, i.deadline]));
    // «Анкета ПБиОТ не отправлена» and «Не приняты условия доступа к тендерам»: by the 21st working day (15 Dec).
    expect(byCode.get('PBIOT_NOT_SENT')).toBe('2026-12-15');
    expect(byCode.get('TENDER_NOT_ACCEPTED')).toBe('2026-12-15');
    // Under review: two working days after it was sent (Wed 18 Nov → Fri 20 Nov); refused: ten (2 Dec).
    expect(byCode.get('PBIOT_IN_REVIEW')).toBe('2026-11-20');
    expect(byCode.get('PBIOT_NOT_APPROVED')).toBe('2026-12-02');
    expect(byCode.get('PBIOT_EXPIRED')).toBe('2026-11-10');
  });

  it('lists a chapter under review, to ask support after two working days (03 §9)', () => {
    // Sent Friday 20 Nov 2026 evening in Moscow (UTC 18:00 → 21:00): two working days → Tuesday 24 Nov.
    const [item] = of({ chaptersInReview: [{ kind: 'CONTACTS', sentAt: '2026-11-20T18:00:00.000Z' }] }).items;
    expect(item).toMatchObject({ code: 'CHAPTER_IN_REVIEW', chapter: 'CONTACTS', deadline: '2026-11-24' });
    expect(item?.workingDaysLeft).toBe(0);
  });

  it('lists each required document missing or rejected, and a return no longer current', () => {
    const items = of({
      documents: {
        required: [
          { documentType: 'Charter', name: 'Устав', state: 'MISSING' },
          { documentType: 'VatXML', name: 'Декларация по НДС', state: 'ACCEPTED' },
          { documentType: 'NoTaxArrears', name: 'Справка', state: 'REJECTED' },
          { documentType: 'BalanceSheetQuarter', name: 'Баланс', state: 'IN_REVIEW' },
        ],
        outdated: [
          { documentType: 'VatXML', name: 'Декларация по НДС', reportingYear: 2026, reportingQuarter: 2 },
        ],
        certificateExpires: null,
      },
    }).items;
    expect(items.map((i) => [i.code, i.subject, i.link])).toEqual([
      ['DOCUMENT_MISSING', 'Устав', '/documents/create'],
      ['DOCUMENT_REJECTED', 'Справка', '/documents/create'],
      ['DOCUMENT_OUTDATED', 'Декларация по НДС', '/documents/create'],
    ]);
    expect(items[2]).toMatchObject({ reportingYear: 2026, reportingQuarter: 2 });
  });

  it('has no documents step for a non-resident (no documents section, 03 §1)', () => {
    expect(codes({ documents: null })).toEqual([]);
  });

  it('warns of a certificate expiring within 30 days, due by the last working day before it', () => {
    const documents = { ...READY.documents!, certificateExpires: '2026-12-13' };
    // 13 Dec 2026 is a Sunday: the last working day before it is Friday 11 Dec.
    expect(of({ documents }).items).toEqual([
      expect.objectContaining({ code: 'CERTIFICATE_EXPIRING', deadline: '2026-12-11', workingDaysLeft: 13 }),
    ]);
    expect(codes({ documents: { ...documents, certificateExpires: '2026-12-25' } })).toEqual([]);
    expect(codes({ documents: { ...documents, certificateExpires: '2026-11-23' } })).toEqual([
      'CERTIFICATE_EXPIRED',
    ]);
  });

  it('lists the safety check until an approved one is valid, and nothing when the section is off', () => {
    const safety = (state: ReadinessFacts['safety']['state']) =>
      codes({ safety: { ...READY.safety, state } });
    expect(safety('NOT_SENT')).toEqual(['PBIOT_NOT_SENT']);
    expect(safety('IN_REVIEW')).toEqual(['PBIOT_IN_REVIEW']);
    expect(safety('NOT_APPROVED')).toEqual(['PBIOT_NOT_APPROVED']);
    expect(safety('EXPIRED')).toEqual(['PBIOT_EXPIRED']);
    expect(safety('OFF')).toEqual([]);
  });

  it('asks to accept the licence, then to pay by the temporary access’s last day, then to unblock', () => {
    expect(codes({ tender: { status: 'NOT_CONFIRMED', dateTo: null } })).toEqual(['TENDER_NOT_ACCEPTED']);
    expect(of({ tender: { status: 'TEMPORARY', dateTo: '2026-12-04' } }).items[0]).toMatchObject({
      code: 'TENDER_NOT_PAID',
      link: '/tender',
      deadline: '2026-12-04',
      workingDaysLeft: 8,
    });
    expect(codes({ tender: { status: 'BLOCKED', dateTo: null } })).toEqual(['TENDER_BLOCKED']);
  });

  it('lists each blocking stop factor with its text, to be cleared through Communications', () => {
    expect(of({ stopFactors: ['Задолженность по налогам'] }).items).toEqual([
      expect.objectContaining({
        code: 'STOP_FACTOR',
        subject: 'Задолженность по налогам',
        link: '/communication',
      }),
    ]);
  });

  it('orders the steps as the supplier takes them', () => {
    const steps = of({
      hasSavedData: false,
      documents: {
        required: [{ documentType: 'Charter', name: 'Устав', state: 'MISSING' }],
        outdated: [],
        certificateExpires: '2026-11-01',
      },
      safety: { state: 'NOT_SENT', sentAt: null, validUntil: null },
      tender: { status: 'NOT_CONFIRMED', dateTo: null },
      stopFactors: ['x'],
    }).items.map((i) => i.step);
    expect(steps).toEqual([
      'QUESTIONNAIRE',
      'DOCUMENTS',
      'CERTIFICATES',
      'PBIOT',
      'TENDER_ACCESS',
      'STOP_FACTORS',
    ]);
  });

  it('finds the last working day on or before a date', () => {
    expect(lastWorkingDayBy('2026-11-24')).toBe('2026-11-24');
    // 4 Nov 2026 (Wednesday) is a holiday.
    expect(lastWorkingDayBy('2026-11-04')).toBe('2026-11-03');
  });
});
