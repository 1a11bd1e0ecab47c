import { describe, expect, it } from 'vitest';
import type { DocumentStatus } from '@shared/constants/documents';
import { answersOf, requestRefusal, requestState, type AdditionalRequest } from './additional-request';
import type { Task } from './documents-repository';

const task = (
  taskId: string,
  documentType: string,
  createdAt: string,
  status: DocumentStatus = 'DVS_IN_PROGRESS',
): Task => ({
  counterpartyId: 'cp-1',
  taskId,
  publicId: taskId.toUpperCase(),
  companyName: 'ООО «Техно»',
  companyCode: '100001',
  documentType,
  status,
  files: [],
  createdBy: 'sub-1',
  createdAt,
  lastModifiedDate: createdAt,
});

const request = (documentTypes: string[]): AdditionalRequest => ({
  requestedBy: 'moderator@demo.test',
  requestedAt: '2026-03-02T10:00:00.000Z',
  comment: 'Приложите приказ',
  documentTypes,
});

const reviewed = (documentTypes: string[], status: DocumentStatus = 'DVS_IN_PROGRESS'): Task => ({
  ...task('t-1', 'Charter', '2026-03-01T09:00:00.000Z', status),
  additionalRequest: request(documentTypes),
});

describe('a request for additional documents', () => {
  it('has no state without a request, and waits until the supplier uploads', () => {
    const plain = task('t-1', 'Charter', '2026-03-01T09:00:00.000Z');
    expect(requestState(plain, [plain])).toBe('NONE');
    const waiting = reviewed(['DirectorAppointmentOrder']);
    expect(requestState(waiting, [waiting])).toBe('WAITING');
  });

  it('is answered only by a document of a requested type sent after the request, of the same owner', () => {
    const waiting = reviewed(['DirectorAppointmentOrder']);
    const before = task('t-0', 'DirectorAppointmentOrder', '2026-03-01T12:00:00.000Z');
    const otherType = task('t-2', 'Charter', '2026-03-03T09:00:00.000Z');
    const otherOwner = {
      ...task('t-3', 'DirectorAppointmentOrder', '2026-03-03T09:00:00.000Z'),
      counterpartyId: 'cp-2',
    };
    expect(answersOf(waiting, [waiting, before, otherType, otherOwner])).toEqual([]);
    expect(requestState(waiting, [waiting, before, otherType, otherOwner])).toBe('WAITING');

    const answer = task('t-4', 'DirectorAppointmentOrder', '2026-03-04T09:00:00.000Z');
    const earlier = task('t-5', 'DirectorAppointmentOrder', '2026-03-03T09:00:00.000Z');
    expect(answersOf(waiting, [waiting, answer, earlier]).map((t) => t.taskId)).toEqual(['t-5', 't-4']);
    expect(requestState(waiting, [waiting, answer])).toBe('ANSWERED');
  });

  it('without named types is answered by any document sent after it, but not by the task itself', () => {
    const waiting = reviewed([]);
    expect(requestState(waiting, [waiting])).toBe('WAITING');
    const any = task('t-2', 'OwnerChain', '2026-03-02T10:00:00.000Z');
    expect(answersOf(waiting, [waiting, any]).map((t) => t.taskId)).toEqual(['t-2']);
  });

  it('can be made on a task in review with no open request only', () => {
    const plain = task('t-1', 'Charter', '2026-03-01T09:00:00.000Z');
    expect(requestRefusal(plain, [plain])).toBeNull();
    const waiting = reviewed(['DirectorAppointmentOrder']);
    expect(requestRefusal(waiting, [waiting])).toBe('documents.requestPending');
    const answer = task('t-4', 'DirectorAppointmentOrder', '2026-03-04T09:00:00.000Z');
    expect(requestRefusal(waiting, [waiting, answer])).toBeNull();
    for (const status of ['DVS_ACCEPTED', 'DVS_REJECTED'] as const) {
      expect(requestRefusal(task('t-1', 'Charter', '2026-03-01T09:00:00.000Z', status), [])).toBe(
        'documents.alreadyDecided',
      );
    }
  });
});
