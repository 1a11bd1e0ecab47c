import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTask } from '@shared/api/areas/documents';
import type { Notification } from '@shared/api/areas/notifications';
import type { ReviewPackage } from '@shared/api/areas/pbiot';
import type { ReadinessItem, SupplierReadiness, TenderInfo } from '@shared/api/areas/tenders';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { addWorkingDays, moscowDate, workingDaysUntil } from '../../functions/lib/working-days';
import { call, signIn, uniqueEmail } from '../support/api';
import { createDocument, draftWith, filePdfDocument, supplierUnder } from './documents-helpers';
import { pbiotHistory, readyToSend, send } from './pbiot-helpers';
import { expectError, ok, registeredSupplier, useEmulatorsInProcess } from './supplier-helpers';
import { acceptTenderAs, tenderInfoOf, uploadPaymentFor } from './tender-helpers';

/**
 * «Готовность к закупкам» (issue 21) through the gateway, and the document calendar's reminders (issue 18)
 * run in this process against the same emulators: each step a supplier takes, or a reviewer decides,
 * changes the checklist at once.
 */

type Supplier = Awaited<ReturnType<typeof registeredSupplier>>;
let moderator = '';

const readiness = (token: string, lang = 'ru') =>
  ok<SupplierReadiness>(call('GET', '/api/tenders/readiness', { token, lang }));
const codesOf = async (token: string) => (await readiness(token)).items.map((i) => i.code);
const itemOf = async (token: string, code: ReadinessItem['code'], subject?: string) =>
  (await readiness(token)).items.find((i) => i.code === code && (!subject || i.subject === subject));

/** The first contacts, with an e-mail of this supplier's own, sent and approved (saved data, 01 §4.5). */
async function saveContacts(token: string, email: string): Promise<void> {
  const { changeRequestId } = await ok<{ changeRequestId: string }>(
    call('POST', '/api/profiles/save-profile-contacts', {
      token,
      body: { phones: ['+79001234567'], emails: [email], websites: [] },
    }),
  );
  await ok(
    call('POST', `/api/backoffice/change-requests/${changeRequestId}/decision`, {
      token: moderator,
      body: { decision: 'APPROVE', comment: 'Контакты подтверждены' },
    }),
  );
}

const decideDocument = (taskId: string, body: object) =>
  ok(call('POST', `/api/backoffice/document-tasks/${taskId}/decision`, { token: moderator, body }));

beforeAll(async () => {
  useEmulatorsInProcess();
  moderator = await signIn('moderator@demo.test');
});

describe('the readiness checklist of a new supplier', () => {
  let s: Supplier;
  const email = uniqueEmail('readiness');

  beforeAll(async () => {
    s = await registeredSupplier();
  });

  it('starts with the questionnaire, due 21 working days after registration, and lists every later step', async () => {
    const checklist = await readiness(s.token);
    expect(checklist.ready).toBe(false);
    const today = moscowDate(new Date());
    expect(checklist.items[0]).toMatchObject({
      step: 'QUESTIONNAIRE',
      code: 'QUESTIONNAIRE_UNSAVED',
      link: '/job-application',
      deadline: addWorkingDays(today, 21),
      workingDaysLeft: 21,
    });
    expect(checklist.items.map((i) => i.code)).toEqual(
      expect.arrayContaining(['DOCUMENT_MISSING', 'PBIOT_NOT_SENT', 'TENDER_NOT_ACCEPTED']),
    );
    expect(checklist.items).toContainEqual(
      expect.objectContaining({ code: 'DOCUMENT_MISSING', subject: 'Устав', link: '/documents/create' }),
    );
    // In English, the document type's name is the English one.
    const english = await readiness(s.token, 'en');
    expect(english.items).toContainEqual(
      expect.objectContaining({ code: 'DOCUMENT_MISSING', subject: 'Charter' }),
    );
  });

  it('drops the questionnaire once its contacts are saved and approved', async () => {
    await saveContacts(s.token, email);
    expect(await codesOf(s.token)).not.toContain('QUESTIONNAIRE_UNSAVED');
  });

  it('follows a required document from missing to rejected to accepted', async () => {
    const first = await filePdfDocument(s.token, 'Charter', 'Устав.pdf');
    expect(await itemOf(s.token, 'DOCUMENT_MISSING', 'Устав')).toBeUndefined();
    await decideDocument(first.id, { decision: 'REJECT', reasonCode: 'UNREADABLE', comment: 'Не читается' });
    expect(await itemOf(s.token, 'DOCUMENT_REJECTED', 'Устав')).toMatchObject({ link: '/documents/create' });
    const second = await filePdfDocument(s.token, 'Charter', 'Устав новый.pdf');
    await decideDocument(second.id, { decision: 'ACCEPT' });
    const codes = (await readiness(s.token)).items.filter((i) => i.subject === 'Устав').map((i) => i.code);
    expect(codes).toEqual([]);
  });

  it('follows the safety check from not sent to in review to approved', async () => {
    await readyToSend(s.token, 40);
    await ok(send(s.token, ['pbiot_0001']));
    expect(await codesOf(s.token)).toContain('PBIOT_IN_REVIEW');
    const [sent] = await pbiotHistory(s.token);
    await ok<ReviewPackage>(
      call('POST', `/api/backoffice/pbiot/packages/${sent!.id}/take`, { token: moderator }),
    );
    await ok(
      call('POST', `/api/backoffice/pbiot/packages/${sent!.id}/decision`, {
        token: moderator,
        body: {
          approved: true,
          comment: 'Документы в порядке',
          validUntil: `${new Date().getUTCFullYear() + 1}-12-31`,
        },
      }),
    );
    expect((await codesOf(s.token)).filter((c) => c.startsWith('PBIOT_'))).toEqual([]);
  });

  it('asks to accept the licence, then to pay by the last day of temporary access, and clears on a matched payment', async () => {
    expect(await codesOf(s.token)).toContain('TENDER_NOT_ACCEPTED');
    await ok(acceptTenderAs(s.token));
    const info: TenderInfo = await tenderInfoOf(s.token);
    const today = moscowDate(new Date());
    expect(await itemOf(s.token, 'TENDER_NOT_PAID')).toMatchObject({
      link: '/tender',
      deadline: info.dateTo,
      workingDaysLeft: workingDaysUntil(today, info.dateTo!),
    });
    await ok(uploadPaymentFor(moderator, info.paymentCode, { name: s.record.shortName, inn: s.record.inn }));
    expect((await codesOf(s.token)).filter((c) => c.startsWith('TENDER_'))).toEqual([]);
  });

  it('answers a supplier for its own counterparty only, and no one else', async () => {
    const other = await registeredSupplier();
    const theirs = await readiness(other.token);
    expect(theirs.items[0]?.code).toBe('QUESTIONNAIRE_UNSAVED');
    expect(await codesOf(s.token)).not.toContain('QUESTIONNAIRE_UNSAVED');
    expectError(await call('GET', '/api/tenders/readiness', { token: moderator }), 403);
    expectError(await call('GET', '/api/tenders/readiness'), 401);
  });
});

describe('the document calendar reminders', () => {
  let s: Supplier;
  const email = uniqueEmail('reminder');

  beforeAll(async () => {
    s = await registeredSupplier();
    await saveContacts(s.token, email);
  });

  it('remind once, in the cabinet and by e-mail, of a certificate about to expire; a second run sends none', async () => {
    // A certificate issued 85 days ago runs out in 5 days (03 §5: 90 days).
    const now = new Date();
    const issued = new Date(now.getTime() - 85 * 86_400_000).toISOString().slice(0, 10);
    const expires = new Date(Date.parse(`${issued}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
    const draftId = await draftWith(s.token, 'NoTaxArrears', [
      ['MAIN', { name: 'Справка.pdf', bytes: samplePdf('KND 1120101') }],
    ]);
    await ok<DocumentTask>(
      createDocument(s.token, { temporaryDocumentId: draftId, certificateDate: issued }),
    );
    expect(await itemOf(s.token, 'CERTIFICATE_EXPIRING')).toMatchObject({ link: '/documents/create' });

    const { sendCalendarReminders } = await import('../../functions/domain/documents/calendar-reminders');
    const { listOutbox } = await import('../../functions/domain/notifications/outbox');
    const notices = async () =>
      (
        await ok<Notification[]>(call('GET', '/api/profiles/get-all-notifications', { token: s.token }))
      ).filter((n) => n.notificationText.includes('действительна до'));
    const mails = async () => (await listOutbox('PENDING', 5000)).filter((m) => m.to === email);

    await Promise.all([sendCalendarReminders(now), sendCalendarReminders(now)]);
    const ruExpires = expires.split('-').reverse().join('.');
    expect((await notices()).map((n) => n.notificationText)).toEqual([
      expect.stringContaining(`действительна до ${ruExpires}`),
    ]);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Календарь документов: срок ${ruExpires}`);
    expect(mail?.body).toContain('/documents/create');

    await sendCalendarReminders(now);
    expect(await notices()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('remind once of a tax return falling due (03 §9: VAT for Q3 by 30 November), on the injectable clock', async () => {
    const osn = await supplierUnder('OSN');
    await filePdfDocument(osn.token, 'Charter', 'Устав.pdf');
    const { sendCalendarReminders } = await import('../../functions/domain/documents/calendar-reminders');
    const vat = async () =>
      (
        await ok<Notification[]>(call('GET', '/api/profiles/get-all-notifications', { token: osn.token }))
      ).filter((n) => n.notificationText.includes('по НДС'));
    // 20 Nov 2026: the deadline of 30 Nov is 6 working days ahead; on 2 Nov it is 19 and nothing is due yet.
    await sendCalendarReminders(new Date('2026-11-02T06:00:00Z'));
    expect(await vat()).toEqual([]);
    await sendCalendarReminders(new Date('2026-11-20T06:00:00Z'));
    await sendCalendarReminders(new Date('2026-11-23T06:00:00Z'));
    expect((await vat()).map((n) => n.notificationText)).toEqual([
      'Налоговая декларация по НДС (XML) за 3 квартал 2026: срок подачи в налоговый орган — 30.11.2026. ' +
        'После подачи загрузите её с квитанцией в разделе «Документы».',
    ]);
  });
});
