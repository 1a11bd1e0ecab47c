import { expect } from 'vitest';
import type { DocumentDraft, DocumentTask, ReviewTask } from '@shared/api/areas/documents';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { call } from '../support/api';
import { attach, createDocument, portions, startDraft, supplierUnder, uploadFile } from './documents-helpers';
import { expectError, ok } from './supplier-helpers';

/**
 * The documents section's cases of the tenant matrix (authorization-tenants.test.ts): supplier B with
 * supplier A's draft, file, task and finance ids. A and B are suppliers of their own (legal under OSN for
 * the documents, entrepreneurs for the finance data), built once when the first case runs.
 */

interface Parties {
  a: Awaited<ReturnType<typeof supplierUnder>>;
  b: Awaited<ReturnType<typeof supplierUnder>>;
  /** Entrepreneurs: finance indicators are theirs only. */
  ia: Awaited<ReturnType<typeof supplierUnder>>;
  ib: Awaited<ReturnType<typeof supplierUnder>>;
  aDraft: DocumentDraft;
  aFile: string;
  aTask: DocumentTask;
  aRejected: DocumentTask;
  /** In review, for the request for additional documents. */
  aToRequest: DocumentTask;
}

let parties: Promise<Parties> | null = null;

async function build(moderator: string): Promise<Parties> {
  const a = await supplierUnder('OSN', 'legal', 'Электро');
  const b = await supplierUnder('OSN', 'legal', 'Электро');
  const ia = await supplierUnder('USN', 'individual', 'Орлов');
  const ib = await supplierUnder('USN', 'individual', 'Орлов');
  const aFile = await uploadFile(a.token, { name: 'A-Устав.pdf', bytes: samplePdf('A charter') });
  const aDraft = await ok<DocumentDraft>(startDraft(a.token, 'Charter'));
  await ok(attach(a.token, aDraft.temporaryDocumentId, 'MAIN', aFile));

  const sent = async (name: string) => {
    const draft = await ok<DocumentDraft>(startDraft(a.token, 'Charter'));
    await ok(
      attach(
        a.token,
        draft.temporaryDocumentId,
        'MAIN',
        await uploadFile(a.token, { name, bytes: samplePdf(name) }),
      ),
    );
    return ok<DocumentTask>(createDocument(a.token, { temporaryDocumentId: draft.temporaryDocumentId }));
  };
  const aTask = await sent('A-task.pdf');
  const aRejected = await sent('A-rejected.pdf');
  const aToRequest = await sent('A-to-request.pdf');
  await ok(
    call('POST', `/api/backoffice/document-tasks/${aRejected.id}/decision`, {
      token: moderator,
      body: { decision: 'REJECT', reasonCode: 'UNREADABLE', comment: 'Только для A' },
    }),
  );
  await ok(
    call('PUT', '/api/profiles/financialIndicators', {
      token: ia.token,
      body: [
        { year: new Date().getUTCFullYear() - 1, totalIncome: 777_000, professionalTaxDeduction: 7_000 },
      ],
    }),
  );
  return { a, b, ia, ib, aDraft, aFile, aTask, aRejected, aToRequest };
}

/** A draft that exists answers an attach to a part its type lacks with 422; one that does not, 404. */
const draftStatus = async (token: string, id: string) => {
  const result = await call('POST', '/api/profiles/documents/v3/upload-file', {
    token,
    query: { temporaryDocumentId: id, documentPart: 'NOTICE' },
    body: { fileId: 'none' },
  });
  return result.status;
};

export function documentTenantCases(moderator: () => string) {
  const get = () => (parties ??= build(moderator()));
  const ids = (tasks: { id: string }[]) => tasks.map((t) => t.id);

  return {
    documentsSpec: {
      title: 'B’s specification shows B’s loaded documents, not A’s',
      run: async () => {
        const { a, b } = await get();
        type Spec = { required: { existingDocumentInfoList: { documentType: string; loaded: boolean }[] } };
        const charter = (spec: Spec) =>
          spec.required.existingDocumentInfoList.find((i) => i.documentType === 'Charter');
        expect(
          charter(await ok<Spec>(call('GET', '/api/profiles/documents/v3/spec', { token: a.token })))?.loaded,
        ).toBe(true);
        expect(
          charter(await ok<Spec>(call('GET', '/api/profiles/documents/v3/spec', { token: b.token })))?.loaded,
        ).toBe(false);
      },
    },
    documentCalendar: {
      title: 'B’s calendar counts B’s documents only',
      run: async () => {
        const { a, b } = await get();
        type Entry = { kind: string; loaded: boolean };
        const calendar = (token: string) =>
          ok<Entry[]>(call('GET', '/api/profiles/documents/calendar', { token }));
        // A and B have the same regime: the same deadlines; none of A's documents covers B's.
        const [mine, theirs] = await Promise.all([calendar(b.token), calendar(a.token)]);
        expect(mine.map((e) => e.kind)).toEqual(theirs.map((e) => e.kind));
        expect(mine.every((e) => !e.loaded)).toBe(true);
      },
    },
    documentPortions: {
      title: 'B’s history holds none of A’s tasks',
      run: async () => {
        const { a, b, aTask } = await get();
        expect(ids((await portions(b.token)).content)).not.toContain(aTask.id);
        expect(ids((await portions(a.token)).content)).toContain(aTask.id);
      },
    },
    resendDocumentPortions: {
      title: 'B cannot resend A’s rejected task',
      run: async () => {
        const { a, b, aRejected } = await get();
        const resend = (token: string) =>
          call('POST', '/api/profiles/documents/v2/portions/resend', { token, body: { id: aRejected.id } });
        const inReview = async () =>
          (await portions(a.token)).content.filter((t) => t.status.code === 'DVS_IN_PROGRESS').length;
        const before = await inReview();
        expectError(await resend(b.token), 404);
        expect((await portions(b.token)).content).toEqual([]);
        // The rejected task was not resent: A has no new task in review.
        expect(await inReview()).toBe(before);
      },
    },
    startCreatingDocument: {
      title: 'a draft B starts is B’s: A cannot attach to it',
      run: async () => {
        const { a, b, aFile } = await get();
        const draft = await ok<DocumentDraft>(startDraft(b.token, 'Charter'));
        expectError(await attach(a.token, draft.temporaryDocumentId, 'MAIN', aFile), 404);
      },
    },
    uploadDocumentFile: {
      title: 'B can neither attach to A’s draft nor attach A’s file to its own',
      run: async () => {
        const { a, b, aDraft, aFile } = await get();
        const bFile = await uploadFile(b.token, { name: 'B.pdf', bytes: samplePdf('B') });
        expectError(await attach(b.token, aDraft.temporaryDocumentId, 'MAIN', bFile), 404);
        const bDraft = await ok<DocumentDraft>(startDraft(b.token, 'Charter'));
        expectError(await attach(b.token, bDraft.temporaryDocumentId, 'MAIN', aFile), 404);
        expect(await draftStatus(a.token, aDraft.temporaryDocumentId)).toBe(422);
      },
    },
    removeDocumentFile: {
      title: 'B cannot take a file off A’s draft',
      run: async () => {
        const { a, b, aDraft, aFile } = await get();
        const remove = (token: string) =>
          call('DELETE', '/api/profiles/documents/v3/remove-file', {
            token,
            body: { temporaryDocumentId: aDraft.temporaryDocumentId, fileId: aFile },
          });
        expectError(await remove(b.token), 404);
        // A's draft still holds the file: a second attach of it is refused as already there.
        expectError(await attach(a.token, aDraft.temporaryDocumentId, 'MAIN', aFile), 409);
      },
    },
    validateAndCreateDocument: {
      title: 'B cannot send A’s draft for review',
      run: async () => {
        const { a, b, aDraft } = await get();
        expectError(await createDocument(b.token, { temporaryDocumentId: aDraft.temporaryDocumentId }), 404);
        expect((await portions(b.token)).content).toEqual([]);
        // A's two tasks and its bank confirmation: the draft was not sent.
        expect(ids((await portions(a.token)).content)).toHaveLength(3);
      },
    },
    npd: {
      title: 'answers for the caller’s own INN',
      run: async () => {
        const { ia, ib } = await get();
        const answer = await ok<{ inn: string }>(
          call('POST', '/api/profiles/npd', { token: ib.token, body: {} }),
        );
        expect(answer.inn).toBe(ib.taxpayer.inn);
        expect(answer.inn).not.toBe(ia.taxpayer.inn);
      },
    },
    getFinancialIndicators: {
      title: 'B reads its own finance indicators only',
      run: async () => {
        const { ia, ib } = await get();
        expect(await ok(call('GET', '/api/profiles/financialIndicators', { token: ib.token }))).toEqual([]);
        expect(
          await ok<unknown[]>(call('GET', '/api/profiles/financialIndicators', { token: ia.token })),
        ).toHaveLength(1);
      },
    },
    putFinancialIndicators: {
      title: 'what B saves lands under B',
      run: async () => {
        const { ia, ib } = await get();
        const year = new Date().getUTCFullYear() - 2;
        await ok(
          call('PUT', '/api/profiles/financialIndicators', {
            token: ib.token,
            body: [{ year, totalIncome: 1, professionalTaxDeduction: 0 }],
          }),
        );
        const aSide = await ok<{ year: number; totalIncome: number }[]>(
          call('GET', '/api/profiles/financialIndicators', { token: ia.token }),
        );
        expect(aSide.map((r) => r.totalIncome)).toEqual([777_000]);
      },
    },
    getFinancialIndicatorsAutoUsn: {
      title: 'B reads its own automated-USN indicators only',
      run: async () => {
        const { ia, ib } = await get();
        await ok(
          call('PUT', '/api/profiles/financialIndicatorsAutoUsn', {
            token: ia.token,
            body: [{ year: new Date().getUTCFullYear() - 1, totalIncome: 5, professionalTaxDeduction: 0 }],
          }),
        );
        expect(
          await ok(call('GET', '/api/profiles/financialIndicatorsAutoUsn', { token: ib.token })),
        ).toEqual([]);
      },
    },
    putFinancialIndicatorsAutoUsn: {
      title: 'what B saves lands under B',
      run: async () => {
        const { ia, ib } = await get();
        const year = new Date().getUTCFullYear() - 3;
        await ok(
          call('PUT', '/api/profiles/financialIndicatorsAutoUsn', {
            token: ib.token,
            body: [{ year, totalIncome: 9, professionalTaxDeduction: 0 }],
          }),
        );
        const aSide = await ok<{ year: number }[]>(
          call('GET', '/api/profiles/financialIndicatorsAutoUsn', { token: ia.token }),
        );
        expect(aSide.map((r) => r.year)).not.toContain(year);
      },
    },
    documentTaskQueue: {
      title: 'shows each task under the supplier that sent it',
      run: async () => {
        const { a, aTask } = await get();
        const queue = await ok<ReviewTask[]>(
          call('GET', '/api/backoffice/document-tasks', { token: moderator() }),
        );
        expect(queue.find((t) => t.id === aTask.id)).toMatchObject({
          counterpartyId: a.counterpartyId,
          companyCode: a.companyCode,
        });
      },
    },
    decideDocumentTask: {
      title: 'a supplier cannot decide, and a decision lands on the task’s own supplier only',
      run: async () => {
        const { a, b, aTask } = await get();
        const decide = (token: string) =>
          call('POST', `/api/backoffice/document-tasks/${aTask.id}/decision`, {
            token,
            body: { decision: 'ACCEPT' },
          });
        expectError(await decide(b.token), 403);
        expectError(await decide(a.token), 403);
        expect(await ok<ReviewTask>(decide(moderator()))).toMatchObject({ counterpartyId: a.counterpartyId });
        expect((await portions(a.token)).content.find((t) => t.id === aTask.id)?.status.code).toBe(
          'DVS_ACCEPTED',
        );
        expect((await portions(b.token)).content).toEqual([]);
      },
    },
    requestTaskDocuments: {
      title: 'a supplier cannot request documents, and a request shows to the task’s own supplier only',
      run: async () => {
        const { a, b, aToRequest } = await get();
        const requestDocuments = (token: string) =>
          call('POST', `/api/backoffice/document-tasks/${aToRequest.id}/request-documents`, {
            token,
            body: { comment: 'Только для A', documentTypes: ['DirectorAppointmentOrder'] },
          });
        expectError(await requestDocuments(b.token), 403);
        expectError(await requestDocuments(a.token), 403);
        expect(await ok<ReviewTask>(requestDocuments(moderator()))).toMatchObject({
          counterpartyId: a.counterpartyId,
        });
        expect(
          (await portions(a.token)).content.find((t) => t.id === aToRequest.id)?.additionalRequest,
        ).toMatchObject({ comment: 'Только для A', state: 'WAITING' });
        expect((await portions(b.token)).content).toEqual([]);
      },
    },
  };
}
