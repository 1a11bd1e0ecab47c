import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSpec } from '@shared/api/areas/documents';
import type { ProfileForm } from '@shared/api/areas/profiles';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import { startDraft as startDocument } from './documents-helpers';
import { SAMPLE_POSTAL_ADDRESS, expectError, me, ok, registeredSupplier } from './supplier-helpers';

/**
 * The saved-data gate (01 §4.5, §6) and account-wide moderation (01 §6, 02 §4, 03 §4): when
 * `/account/me` says hasSavedData and isEditable, and what the server refuses meanwhile.
 */

const ru = (key: Parameters<typeof translate>[1]) => translate('ru', key);
const form = (token: string) => ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
const spec = (token: string) => ok<DocumentSpec>(call('GET', '/api/profiles/documents/v3/spec', { token }));
const startDraft = (token: string) => startDocument(token, 'Charter');
const contacts = {
  phones: ['+79001234567'],
  emails: ['office@example.com'],
  websites: [],
  phonesForTender: [],
  emailsForTender: [],
};
const saveContacts = (token: string, body: unknown = contacts) =>
  call('POST', '/api/profiles/save-profile-contacts', { token, body });
const postal = SAMPLE_POSTAL_ADDRESS;
const sendPostal = (token: string) =>
  call('POST', '/api/profiles/sendPostalAddressChangeRequest', { token, body: postal });
const decide = (token: string, id: string, decision: 'APPROVE' | 'REJECT') =>
  ok(
    call('POST', `/api/backoffice/change-requests/${id}/decision`, {
      token,
      body: { decision, comment: 'ok' },
    }),
  );
const sentId = async (result: Promise<{ status: number; body: unknown }>) =>
  (await ok<{ changeRequestId: string }>(result)).changeRequestId;

let moderator = '';
let admin = '';
beforeAll(async () => {
  [moderator, admin] = await Promise.all([signIn('moderator@demo.test'), signIn('admin@demo.test')]);
});

describe('the saved-data gate', () => {
  it('opens with the first contacts saved, and closes again when they are rejected', async () => {
    const s = await registeredSupplier();
    expect(await me(s.token)).toMatchObject({ hasSavedData: false, isEditable: true });
    expect((await spec(s.token)).canSave).toBe(false);
    expectError(await startDraft(s.token), 409, ru('documents.savedDataRequired'));
    expectError(
      await call('POST', '/api/tenders/accept', { token: s.token }),
      409,
      ru('tender.savedDataRequired'),
    );

    const id = await sentId(saveContacts(s.token));
    expect(await me(s.token)).toMatchObject({ hasSavedData: true, isEditable: false });

    await decide(moderator, id, 'REJECT');
    // The questionnaire still has no contacts: the sections close again.
    expect(await me(s.token)).toMatchObject({ hasSavedData: false, isEditable: true });
  });

  it('stays open once the contacts are approved, and documents may be added', async () => {
    const s = await registeredSupplier();
    await decide(moderator, await sentId(saveContacts(s.token)), 'APPROVE');
    expect(await me(s.token)).toMatchObject({ hasSavedData: true, isEditable: true });
    expect((await spec(s.token)).canSave).toBe(true);
    expect((await startDraft(s.token)).status).toBe(200);
  });
});

describe('account-wide moderation', () => {
  it('limits editing while a change request waits, until it is decided or an administrator cleans it', async () => {
    const s = await registeredSupplier();
    await decide(moderator, await sentId(saveContacts(s.token)), 'APPROVE');

    // A postal change puts the account data on moderation.
    const postalId = await sentId(sendPostal(s.token));
    expect((await me(s.token)).isEditable).toBe(false);
    const onModeration = await form(s.token);
    expect(onModeration.isEditable).toBe(false);
    expect(onModeration.contactsSettings.isEditable).toBe(false);
    expect(onModeration.requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('DISABLE');
    expect((await spec(s.token)).canSave).toBe(false);
    // Every other edit of the account's data is refused, stating the rule.
    expectError(
      await saveContacts(s.token, { ...contacts, phones: ['+79007654321'] }),
      409,
      'данные учетной записи находятся на проверке',
    );
    expectError(
      await call('POST', '/api/profiles/requestKsssToUpdateProfileByEgrul', { token: s.token }),
      409,
    );
    expectError(await startDraft(s.token), 409, ru('documents.editingLimited'));

    // The reviewer's own decision is not blocked, and it ends the moderation.
    await decide(moderator, postalId, 'APPROVE');
    expect((await me(s.token)).isEditable).toBe(true);
    expect((await form(s.token)).isEditable).toBe(true);

    // Another request, withdrawn by an administrator ('remove from moderation').
    await sentId(saveContacts(s.token, { ...contacts, phones: ['+79007654321'] }));
    expect((await me(s.token)).isEditable).toBe(false);
    await ok(
      call('POST', `/api/profile/${s.companyCode}/clean/moderation`, {
        token: admin,
        body: { reason: 'Проверка длится более 2 дней' },
      }),
    );
    expect(await me(s.token)).toMatchObject({ isEditable: true, hasSavedData: true });
    expect((await form(s.token)).contactsSettings.isEditable).toBe(true);
  });
});
