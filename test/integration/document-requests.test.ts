import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTask, ReviewTask } from '@shared/api/areas/documents';
import type { Notification } from '@shared/api/areas/notifications';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import {
  createDocument,
  draftWith,
  portions,
  supplierUnder,
  type DocumentSupplier,
} from './documents-helpers';
import { expectError, ok } from './supplier-helpers';

/**
 * The reviewers' request for additional documents (03 §6) through the local gateway: the task stays in
 * review waiting for the supplier, who is told in the cabinet and by e-mail and sees the request on the
 * document; the document it uploads in answer shows beside the task, and the review goes on.
 */

let supplier: DocumentSupplier;
let other: DocumentSupplier;
let moderator = '';
let task: DocumentTask;

const send = async (who: DocumentSupplier, documentType: string, name: string) =>
  ok<DocumentTask>(
    createDocument(who.token, {
      temporaryDocumentId: await draftWith(who.token, documentType, [
        ['MAIN', { name, bytes: samplePdf(name) }],
      ]),
    }),
  );

const request = (token: string, id: string, body: unknown) =>
  call('POST', `/api/backoffice/document-tasks/${id}/request-documents`, { token, body });

beforeAll(async () => {
  // One after the other: two registrations at once could pick the same company of the registry.
  supplier = await supplierUnder('OSN');
  other = await supplierUnder('OSN');
  moderator = await signIn('moderator@demo.test');
  task = await send(supplier, 'Charter', 'Устав.pdf');
});

describe('a request for additional documents (03 §6)', () => {
  it('is refused to suppliers and names what it asks for', async () => {
    const body = { comment: 'Нужен приказ о назначении', documentTypes: ['DirectorAppointmentOrder'] };
    expectError(await request(supplier.token, task.id, body), 403);
    expectError(await request(other.token, task.id, body), 403);
    expectError(await request(moderator, task.id, { comment: '  ', documentTypes: [] }), 400);
    const unknown = expectError(
      await request(moderator, task.id, { comment: 'Нужен', documentTypes: ['NoSuchType'] }),
      400,
    );
    expect(unknown.message).toBe(translate('ru', 'documents.requestUnknownType', { code: 'NoSuchType' }));
  });

  it('keeps the task in review waiting for the supplier, who is notified and sees the request', async () => {
    const requested = await ok<ReviewTask>(
      request(moderator, task.id, {
        comment: 'Приложите приказ о назначении руководителя',
        documentTypes: ['DirectorAppointmentOrder'],
      }),
    );
    expect(requested).toMatchObject({
      status: { code: 'DVS_IN_PROGRESS' },
      requestedBy: 'moderator@demo.test',
      additionalRequest: { state: 'WAITING', answers: [] },
    });

    const mine = (await portions(supplier.token)).content.find((t) => t.id === task.id);
    expect(mine).toMatchObject({
      status: { code: 'DVS_IN_PROGRESS' },
      additionalRequest: {
        comment: 'Приложите приказ о назначении руководителя',
        documentTypes: [{ code: 'DirectorAppointmentOrder', name: 'Приказ о назначении руководителя' }],
        state: 'WAITING',
      },
    });
    const notes = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: supplier.token }),
    );
    const note = notes.find((n) => n.notificationText.includes(task.publicId));
    expect(note?.notificationText).toContain('запрошены дополнительные документы');
    expect(note?.notificationText).toContain('Приказ о назначении руководителя');

    const { listOutbox } = await import('../../functions/domain/notifications/outbox');
    const mails = await listOutbox('PENDING', 1000);
    const mail = mails.find((m) => m.subject.includes(task.publicId));
    expect(mail?.to).toMatch(/@/);
    expect(mail?.body).toContain('Приложите приказ о назначении руководителя');
    expect(mail?.body).toContain('/documents/status');

    // Another supplier sees nothing of it.
    expect((await portions(other.token)).content).toEqual([]);
    const otherNotes = await ok<Notification[]>(
      call('GET', '/api/profiles/get-all-notifications', { token: other.token }),
    );
    expect(JSON.stringify(otherNotes)).not.toContain(task.publicId);
  });

  it('allows one open request at a time, and the queue tags the task as waiting', async () => {
    const again = expectError(await request(moderator, task.id, { comment: 'Ещё', documentTypes: [] }), 409);
    expect(again.message).toBe(translate('ru', 'documents.requestPending'));
    const queue = await ok<ReviewTask[]>(call('GET', '/api/backoffice/document-tasks', { token: moderator }));
    expect(queue.find((t) => t.id === task.id)?.additionalRequest?.state).toBe('WAITING');
  });

  it('shows the uploaded answer beside the task, and the review continues to a decision', async () => {
    await send(supplier, 'Charter', 'Ещё-устав.pdf'); // not a requested type: no answer
    const answer = await send(supplier, 'DirectorAppointmentOrder', 'Приказ.pdf');
    const queue = await ok<ReviewTask[]>(call('GET', '/api/backoffice/document-tasks', { token: moderator }));
    const waiting = queue.find((t) => t.id === task.id);
    expect(waiting?.additionalRequest).toMatchObject({
      state: 'ANSWERED',
      answers: [{ id: answer.id, publicId: answer.publicId, files: [{ name: 'Приказ.pdf' }] }],
    });
    expect(
      (await portions(supplier.token)).content.find((t) => t.id === task.id)?.additionalRequest?.state,
    ).toBe('ANSWERED');

    const accepted = await ok<ReviewTask>(
      call('POST', `/api/backoffice/document-tasks/${task.id}/decision`, {
        token: moderator,
        body: { decision: 'ACCEPT' },
      }),
    );
    expect(accepted).toMatchObject({
      status: { code: 'DVS_ACCEPTED' },
      additionalRequest: { state: 'ANSWERED' },
    });
    // Decided: no more requests.
    expectError(await request(moderator, task.id, { comment: 'Поздно', documentTypes: [] }), 409);
  });

  it('takes one of two requests sent at once (a conditional write); the other answers 409', async () => {
    const fresh = await send(supplier, 'Charter', 'Устав-2.pdf');
    const results = await Promise.all(
      ['Первый запрос', 'Второй запрос'].map((comment) =>
        request(moderator, fresh.id, { comment, documentTypes: [] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = (await portions(supplier.token)).content.find((t) => t.id === fresh.id);
    const winner = results.findIndex((r) => r.status === 200) === 0 ? 'Первый запрос' : 'Второй запрос';
    expect(kept?.additionalRequest?.comment).toBe(winner);
  });
});
