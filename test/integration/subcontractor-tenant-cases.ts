import { expect } from 'vitest';
import type { DocumentDraft, DocumentTask } from '@shared/api/areas/documents';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import type { ContractorRow } from '@shared/api/areas/relationships';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { call } from '../support/api';
import { supplierUnder, uploadFile } from './documents-helpers';
import { addResident } from './relationships-helpers';
import { expectError, freeRecords, ok } from './supplier-helpers';

/**
 * Subcontractor mode in the tenant matrix (authorization-tenants.test.ts): the documents calls with a
 * subcontractorId. Supplier B names supplier A's supposed subcontractor and is refused (404) on each, while
 * A reads its subcontractor's draft and task back. Joined to the documents section's own cases by id.
 */

interface Case {
  title: string;
  run: () => Promise<void>;
}

interface Parties {
  a: Awaited<ReturnType<typeof supplierUnder>>;
  b: Awaited<ReturnType<typeof supplierUnder>>;
  row: ContractorRow;
  draft: DocumentDraft;
  task: DocumentTask;
}

let parties: Promise<Parties> | null = null;

async function build(): Promise<Parties> {
  const a = await supplierUnder('OSN', 'legal', 'Электро');
  const b = await supplierUnder('OSN', 'legal', 'Электро');
  const [record] = (await freeRecords(a.token, 'Гидро', 'legal')) as [ResidentSearchResult];
  const [row] = (await ok<{ rows: ContractorRow[] }>(addResident(a.token, record))).rows as [ContractorRow];
  const query = { subcontractorId: row.id };
  const start = () =>
    ok<DocumentDraft>(
      call('POST', '/api/profiles/documents/v3/start-creating', {
        token: a.token,
        query,
        body: { documentType: 'Charter' },
      }),
    );
  const attach = async (draft: DocumentDraft) =>
    ok<DocumentDraft>(
      call('POST', '/api/profiles/documents/v3/upload-file', {
        token: a.token,
        query: { ...query, temporaryDocumentId: draft.temporaryDocumentId, documentPart: 'MAIN' },
        body: { fileId: await uploadFile(a.token, { name: 'Устав.pdf', bytes: samplePdf('sub charter') }) },
      }),
    );
  const draft = await attach(await start());
  const sent = await attach(await start());
  const task = await ok<DocumentTask>(
    call('POST', '/api/profiles/documents/v3/validate-and-create-document', {
      token: a.token,
      query,
      body: { temporaryDocumentId: sent.temporaryDocumentId },
    }),
  );
  return { a, b, row, draft, task };
}

const get = () => (parties ??= build());

const SUBCONTRACTOR_CASES: Record<string, Case> = {
  documentsSpec: {
    title: 'B cannot read the specification of A’s subcontractor',
    run: async () => {
      const { a, b, row } = await get();
      const query = { subcontractorId: row.id };
      expectError(await call('GET', '/api/profiles/documents/v3/spec', { token: b.token, query }), 404);
      await ok(call('GET', '/api/profiles/documents/v3/spec', { token: a.token, query }));
    },
  },
  documentPortions: {
    title: 'B cannot list the documents of A’s subcontractor',
    run: async () => {
      const { a, b, row, task } = await get();
      const query = { subcontractorId: row.id };
      expectError(await call('GET', '/api/profiles/documents/v2/portions', { token: b.token, query }), 404);
      const theirs = await ok<{ content: DocumentTask[] }>(
        call('GET', '/api/profiles/documents/v2/portions', { token: a.token, query }),
      );
      expect(theirs.content.map((t) => t.id)).toEqual([task.id]);
    },
  },
  startCreatingDocument: {
    title: 'B cannot start a draft for A’s subcontractor',
    run: async () => {
      const { b, row } = await get();
      expectError(
        await call('POST', '/api/profiles/documents/v3/start-creating', {
          token: b.token,
          query: { subcontractorId: row.id },
          body: { documentType: 'Charter' },
        }),
        404,
      );
    },
  },
  uploadDocumentFile: {
    title: 'B cannot attach to the draft of A’s subcontractor, named or not',
    run: async () => {
      const { b, row, draft } = await get();
      const fileId = await uploadFile(b.token, { name: 'B.pdf', bytes: samplePdf('B') });
      for (const query of [{ subcontractorId: row.id }, {}] as Record<string, string>[]) {
        expectError(
          await call('POST', '/api/profiles/documents/v3/upload-file', {
            token: b.token,
            query: { ...query, temporaryDocumentId: draft.temporaryDocumentId, documentPart: 'MAIN' },
            body: { fileId },
          }),
          404,
        );
      }
    },
  },
  removeDocumentFile: {
    title: 'B cannot take a file off the draft of A’s subcontractor; A’s draft keeps it',
    run: async () => {
      const { a, b, row, draft } = await get();
      const body = { temporaryDocumentId: draft.temporaryDocumentId, fileId: draft.files[0]!.id };
      expectError(
        await call('DELETE', '/api/profiles/documents/v3/remove-file', {
          token: b.token,
          query: { subcontractorId: row.id },
          body,
        }),
        404,
      );
      // A's own draft (no subcontractor) is another key: the id is unknown there.
      expectError(
        await call('DELETE', '/api/profiles/documents/v3/remove-file', { token: a.token, body }),
        404,
      );
    },
  },
  validateAndCreateDocument: {
    title: 'B cannot send the draft of A’s subcontractor',
    run: async () => {
      const { b, row, draft } = await get();
      expectError(
        await call('POST', '/api/profiles/documents/v3/validate-and-create-document', {
          token: b.token,
          query: { subcontractorId: row.id },
          body: { temporaryDocumentId: draft.temporaryDocumentId },
        }),
        404,
      );
    },
  },
};

/** The documents cases with their subcontractor-mode halves: both run under the endpoint's id. */
export function withSubcontractorMode<C extends Case>(cases: Record<string, C>): Record<string, Case> {
  const joined: Record<string, Case> = { ...cases };
  for (const [id, extra] of Object.entries(SUBCONTRACTOR_CASES)) {
    const own = cases[id];
    joined[id] = own
      ? {
          title: `${own.title}; ${extra.title}`,
          run: async () => {
            await own.run();
            await extra.run();
          },
        }
      : extra;
  }
  return joined;
}
