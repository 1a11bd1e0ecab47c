import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPackage } from '@shared/api/areas/pbiot';
import type { MailingSubscription } from '@shared/api/areas/notifications';
import type { OutboxItem } from '../../functions/domain/notifications/outbox';
import { MAILING_TYPES } from '../../functions/domain/notifications/mailing-types';
import { call, signIn } from '../support/api';
import { filePdfDocument, supplierUnder, type DocumentSupplier } from './documents-helpers';
import { readyToSend, send } from './pbiot-helpers';
import { acceptTenderAs } from './tender-helpers';
import { expectError, ok, registeredSupplier, useEmulatorsInProcess } from './supplier-helpers';

/**
 * E-mail as suppliers expect it (docs/mail.md), through the local gateway: every event of the mailing
 * catalogue queues one e-mail of its type in the outbox, in the supplier's language, with a link into the
 * cabinet and, on optional types, the way to unsubscribe; a supplier that switched a type off on
 * «Рассылки» gets none of it (the notification in the cabinet still comes), while a mandatory type
 * cannot be switched off.
 */

let listOutbox: (status: 'PENDING', limit: number) => Promise<OutboxItem[]>;
let moderator = '';
/** Its user opens the cabinet in English; every optional mailing stays on. */
let on: DocumentSupplier;
/** Every optional mailing switched off. */
let off: DocumentSupplier;

const OPTIONAL = MAILING_TYPES.filter((t) => !t.mandatory).map((t) => t.type);

async function mailsOf(supplier: DocumentSupplier, type: string): Promise<OutboxItem[]> {
  return (await listOutbox('PENDING', 10_000)).filter(
    (m) => m.counterpartyId === supplier.counterpartyId && m.mailingType === type,
  );
}

/** Runs an event for both suppliers; answers the e-mails of the type each got from it. */
async function eachGets(type: string, event: (s: DocumentSupplier) => Promise<unknown>) {
  const before = { on: (await mailsOf(on, type)).length, off: (await mailsOf(off, type)).length };
  await event(on);
  await event(off);
  return {
    on: (await mailsOf(on, type)).slice(before.on),
    off: (await mailsOf(off, type)).slice(before.off),
  };
}

beforeAll(async () => {
  useEmulatorsInProcess();
  ({ listOutbox } = await import('../../functions/domain/notifications/outbox'));
  moderator = await signIn('moderator@demo.test');
  // One after the other: two registrations at once could pick the same company of the registry.
  on = await supplierUnder('OSN');
  off = await supplierUnder('OSN');
  await ok(call('GET', '/api/account/me', { token: on.token, lang: 'en' }));
  for (const type of OPTIONAL) {
    await ok(
      call('POST', '/api/notifications/changeActive', { token: off.token, body: { type, isActive: false } }),
    );
  }
});

describe('the mailing catalogue, each type sent once per event', () => {
  it('document decided: DOCUMENT_REVIEW, in the supplier’s language, linking to the documents under review', async () => {
    const got = await eachGets('DOCUMENT_REVIEW', async (s) => {
      const task = await filePdfDocument(s.token, 'Charter', 'Устав.pdf');
      await ok(
        call('POST', `/api/backoffice/document-tasks/${task.id}/decision`, {
          token: moderator,
          body: { decision: 'ACCEPT' },
        }),
      );
    });
    expect(got.off).toEqual([]);
    expect(got.on).toHaveLength(1);
    const [mail] = got.on;
    expect(mail).toMatchObject({ language: 'en', to: expect.stringMatching(/@/) });
    expect(mail?.subject).toMatch(/^Review result of document No\. /);
    expect(mail?.body).toContain('Accepted');
    expect(mail?.body).toContain('/documents/status');
    expect(mail?.body).toMatch(/You can unsubscribe on the Mailings page: \S+\/notifications/);
  });

  it('questionnaire change decided: PROFILE_CHANGES', async () => {
    const got = await eachGets('PROFILE_CHANGES', async (s) => {
      const { changeRequestId } = await ok<{ changeRequestId: string }>(
        call('POST', '/api/profiles/save-profile-contacts', {
          token: s.token,
          body: { phones: ['+79001234568'], emails: ['office2@example.com'], websites: [] },
        }),
      );
      await ok(
        call('POST', `/api/backoffice/change-requests/${changeRequestId}/decision`, {
          token: moderator,
          body: { decision: 'REJECT', comment: 'Телефон не отвечает' },
        }),
      );
    });
    expect(got.off).toEqual([]);
    expect(got.on).toHaveLength(1);
    expect(got.on[0]?.body).toContain('Телефон не отвечает');
    expect(got.on[0]?.body).toContain('/job-application');
  });

  it('tender access changed: TENDER_ACCESS', async () => {
    const got = await eachGets('TENDER_ACCESS', async (s) => ok(acceptTenderAs(s.token)));
    expect(got.off).toEqual([]);
    expect(got.on).toHaveLength(1);
    expect(got.on[0]?.subject).toBe('Tender system access');
    expect(got.on[0]?.body).toContain('/tender');
  });

  it('PBIOT decided: PBIOT_CHECK', async () => {
    const got = await eachGets('PBIOT_CHECK', async (s) => {
      await readyToSend(s.token);
      await ok(send(s.token, ['pbiot_0001']));
      const queue = await ok<ReviewPackage[]>(
        call('GET', '/api/backoffice/pbiot/packages', { token: moderator, query: { state: 'OPEN' } }),
      );
      const pkg = queue.find((p) => p.counterpartyId === s.counterpartyId);
      if (!pkg) throw new Error('the package is not in the queue');
      await ok(call('POST', `/api/backoffice/pbiot/packages/${pkg.id}/take`, { token: moderator }));
      await ok(
        call('POST', `/api/backoffice/pbiot/packages/${pkg.id}/decision`, {
          token: moderator,
          body: { approved: false, comment: 'Нет политики в области ООС' },
        }),
      );
    });
    expect(got.off).toEqual([]);
    expect(got.on).toHaveLength(1);
    expect(got.on[0]?.body).toContain('Нет политики в области ООС');
    expect(got.on[0]?.body).toContain('/pbiot');
  });
});

describe('a mandatory mailing', () => {
  it('shows locked on «Рассылки» and cannot be switched off', async () => {
    expectError(
      await call('POST', '/api/notifications/changeActive', {
        token: off.token,
        body: { type: 'RETENTION', isActive: false },
      }),
      409,
    );
    const list = await ok<MailingSubscription[]>(call('GET', '/api/notifications/get', { token: off.token }));
    expect(list.filter((s) => s.isActive).map((s) => s.type)).toEqual(['RETENTION']);
  });

  it('still goes to a supplier that switched every optional mailing off', async () => {
    // A supplier just registered, with every optional mailing off, is reminded to complete its data.
    const fresh = await registeredSupplier();
    for (const type of OPTIONAL) {
      await ok(
        call('POST', '/api/notifications/changeActive', {
          token: fresh.token,
          body: { type, isActive: false },
        }),
      );
    }
    const { runRetentionJob } = await import('../../functions/domain/retention/retention-service');
    const { useClock, fixedClock } = await import('../../functions/lib/clock');
    const { addWorkingDays, moscowDate } = await import('../../functions/lib/working-days');
    const { RETENTION } = await import('@shared/constants/retention');
    // 5 working days before the 21st after registration: the completion reminder is due.
    const at = new Date(
      `${addWorkingDays(moscowDate(new Date()), RETENTION.completionWorkingDays - 5)}T09:00:00Z`,
    );
    const restore = useClock(fixedClock(at));
    try {
      await runRetentionJob(at, { counterpartyIds: [fresh.counterpartyId] });
      await runRetentionJob(at, { counterpartyIds: [fresh.counterpartyId] });
    } finally {
      restore();
    }
    const mails = (await listOutbox('PENDING', 10_000)).filter(
      (m) => m.counterpartyId === fresh.counterpartyId && m.mailingType === 'RETENTION',
    );
    expect(mails.map((m) => m.to)).toEqual([fresh.email]);
    expect(mails[0]?.body).toContain(
      'Это обязательное уведомление («Удаление учётной записи»): отключить его нельзя.',
    );
    expect(mails[0]?.body).not.toContain('Отписаться');
  });
});
