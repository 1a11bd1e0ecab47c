import { beforeAll, describe, expect, it } from 'vitest';
import type { Bank } from '@shared/api/areas/bank';
import type { DocumentDraft, DocumentSpec, DocumentTask } from '@shared/api/areas/documents';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import type { ContractorRow } from '@shared/api/areas/relationships';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { call, signIn } from '../support/api';
import { supplierUnder, uploadFile, type DocumentSupplier } from './documents-helpers';
import { addNonResident, addResident, supposed } from './relationships-helpers';
import { expectError, freeRecords, ok, registeredSupplier } from './supplier-helpers';

/**
 * Subcontractor mode (03 §2, 02 §2.6): a supplier files documents for its own supposed subcontractor that
 * has no cabinet, through the documents calls with a subcontractorId; nobody else reaches them.
 */

const SPEC = '/api/profiles/documents/v3/spec';
const PORTIONS = '/api/profiles/documents/v2/portions';

const specOf = (token: string, subcontractorId?: string) =>
  call('GET', SPEC, { token, query: subcontractorId ? { subcontractorId } : {} });
const portionsOf = (token: string, subcontractorId?: string) =>
  call('GET', PORTIONS, { token, query: subcontractorId ? { subcontractorId } : {} });

/** Start, attach one PDF, send: as the add-documents screen does in subcontractor mode. */
async function fileFor(
  token: string,
  subcontractorId: string,
  documentType: string,
  extra: Record<string, unknown> = {},
): Promise<DocumentTask> {
  const query = { subcontractorId };
  const draft = await ok<DocumentDraft>(
    call('POST', '/api/profiles/documents/v3/start-creating', { token, query, body: { documentType } }),
  );
  const fileId = await uploadFile(token, { name: `${documentType}.pdf`, bytes: samplePdf(documentType) });
  await ok(
    call('POST', '/api/profiles/documents/v3/upload-file', {
      token,
      query: { ...query, temporaryDocumentId: draft.temporaryDocumentId, documentPart: 'MAIN' },
      body: { fileId },
    }),
  );
  return ok<DocumentTask>(
    call('POST', '/api/profiles/documents/v3/validate-and-create-document', {
      token,
      query,
      body: { temporaryDocumentId: draft.temporaryDocumentId, ...extra },
    }),
  );
}

const rowOf = async (token: string, id: string) =>
  (await supposed(token, 'SUBCONTRACTOR')).content.find((r) => r.id === id);

let a: DocumentSupplier;
let b: DocumentSupplier;
let legal: ContractorRow;
let legalRecord: ResidentSearchResult;
let individual: ContractorRow;

beforeAll(async () => {
  a = await supplierUnder('OSN', 'legal', 'Электро');
  b = await supplierUnder('OSN', 'legal', 'Электро');
  // Parties with no cabinet: register records no supplier registered.
  [legalRecord] = (await freeRecords(a.token, 'Гидро', 'legal')) as [ResidentSearchResult];
  [legal] = (await ok<{ rows: ContractorRow[] }>(addResident(a.token, legalRecord))).rows as [ContractorRow];
  const [person] = (await freeRecords(a.token, 'Кузнецов', 'individual')) as [ResidentSearchResult];
  [individual] = (await ok<{ rows: ContractorRow[] }>(addResident(a.token, person))).rows as [ContractorRow];
});

describe('subcontractor mode', () => {
  it('marks the supposed resident subcontractors without a cabinet for their page', async () => {
    expect(legal).toMatchObject({ showSubcontractorPage: true, loadedAllRequiredDocuments: false });
    const [producer] = (await ok<{ rows: ContractorRow[] }>(addNonResident(a.token))).rows;
    expect(producer?.showSubcontractorPage).toBe(false);
  });

  it('answers the subcontractor’s requisites and its own specification, editable by the supplier’s flag', async () => {
    const spec = await ok<DocumentSpec>(specOf(a.token, legal.id));
    expect(spec.subcontractor).toEqual({
      name: legalRecord.name,
      type: 'LEGAL',
      inn: legalRecord.inn,
      kpp: legalRecord.kpp,
      ogrn: legalRecord.ogrn,
    });
    expect(spec.canSave).toBe(true);
    // The regime of a party without a cabinet is unknown: no returns, the regime-independent types only.
    expect(spec.required.documentTypes.map((t) => t.code)).toContain('Charter');
    expect(spec.required.documentTypes.map((t) => t.code)).not.toContain('VatXML');
    expect((await ok<DocumentSpec>(specOf(a.token))).subcontractor).toBeNull();
  });

  it('files a document for the subcontractor: in its list and its spec, not in the supplier’s', async () => {
    const task = await fileFor(a.token, legal.id, 'Charter');
    expect(task.status.code).toBe('DVS_IN_PROGRESS');
    const theirs = await ok<{ content: DocumentTask[] }>(portionsOf(a.token, legal.id));
    expect(theirs.content.map((t) => t.id)).toEqual([task.id]);
    const mine = await ok<{ content: DocumentTask[] }>(portionsOf(a.token));
    expect(mine.content.map((t) => t.id)).not.toContain(task.id);
    const charter = (spec: DocumentSpec) =>
      spec.required.existingDocumentInfoList.find((i) => i.documentType === 'Charter')?.loaded;
    expect(charter(await ok<DocumentSpec>(specOf(a.token, legal.id)))).toBe(true);
    expect(charter(await ok<DocumentSpec>(specOf(a.token)))).toBe(false);
    // Two of the three required documents are still missing.
    expect((await rowOf(a.token, legal.id))?.loadedAllRequiredDocuments).toBe(false);
  });

  it('turns the relationships column on once the subcontractor’s documents are in', async () => {
    expect((await rowOf(a.token, individual.id))?.loadedAllRequiredDocuments).toBe(false);
    await fileFor(a.token, individual.id, 'Other', { customName: 'Выписка' });
    expect((await rowOf(a.token, individual.id))?.loadedAllRequiredDocuments).toBe(true);
  });

  it('keeps a subcontractor’s draft apart from the supplier’s own', async () => {
    const draft = await ok<DocumentDraft>(
      call('POST', '/api/profiles/documents/v3/start-creating', {
        token: a.token,
        query: { subcontractorId: legal.id },
        body: { documentType: 'Charter' },
      }),
    );
    const fileId = await uploadFile(a.token, { name: 'x.pdf', bytes: samplePdf('x') });
    expectError(
      await call('POST', '/api/profiles/documents/v3/upload-file', {
        token: a.token,
        query: { temporaryDocumentId: draft.temporaryDocumentId, documentPart: 'MAIN' },
        body: { fileId },
      }),
      404,
    );
  });

  it('refuses another supplier’s subcontractor on every call', async () => {
    const query = { subcontractorId: legal.id };
    expectError(await specOf(b.token, legal.id), 404);
    expectError(await portionsOf(b.token, legal.id), 404);
    expectError(
      await call('POST', '/api/profiles/documents/v3/start-creating', {
        token: b.token,
        query,
        body: { documentType: 'Charter' },
      }),
      404,
    );
    expectError(
      await call('POST', '/api/profiles/documents/v3/upload-file', {
        token: b.token,
        query: { ...query, temporaryDocumentId: 'any', documentPart: 'MAIN' },
        body: { fileId: 'any' },
      }),
      404,
    );
    expectError(
      await call('DELETE', '/api/profiles/documents/v3/remove-file', {
        token: b.token,
        query,
        body: { temporaryDocumentId: 'any', fileId: 'any' },
      }),
      404,
    );
    expectError(
      await call('POST', '/api/profiles/documents/v3/validate-and-create-document', {
        token: b.token,
        query,
        body: { temporaryDocumentId: 'any' },
      }),
      404,
    );
  });

  it('refuses bad ids, a producer-only party and a party with a cabinet of its own', async () => {
    expectError(await specOf(a.token, 'no-such-row'), 404);
    expectError(await call('GET', SPEC, { token: a.token, query: { subcontractorId: '' } }), 400);
    expectError(await call('GET', SPEC, { token: a.token, query: { subcontractorId: 'x'.repeat(65) } }), 400);
    const [producerOnly] = (
      await ok<{ rows: ContractorRow[] }>(
        addResident(a.token, (await freeRecords(a.token, 'Трубо', 'legal'))[0]!, {
          isSubContractor: false,
          isProducer: true,
        }),
      )
    ).rows;
    expectError(await specOf(a.token, producerOnly!.id), 404);
    const registered = await registeredSupplier('Ресурс');
    const [withCabinet] = (await ok<{ rows: ContractorRow[] }>(addResident(a.token, registered.record))).rows;
    expect(withCabinet?.showSubcontractorPage).toBe(false);
    expectError(await specOf(a.token, withCabinet!.id), 409);
  });

  it('lets the reviewers decide a subcontractor’s document and tells the supplier', async () => {
    const task = await fileFor(a.token, legal.id, 'DirectorAppointmentOrder');
    const moderator = await signIn('moderator@demo.test');
    await ok(
      call('POST', `/api/backoffice/document-tasks/${task.id}/decision`, {
        token: moderator,
        body: { decision: 'ACCEPT' },
      }),
    );
    const theirs = await ok<{ content: DocumentTask[] }>(portionsOf(a.token, legal.id));
    expect(theirs.content.find((t) => t.id === task.id)?.status.code).toBe('DVS_ACCEPTED');
    const notices = await ok<unknown>(call('GET', '/api/profiles/get-new-notifications', { token: a.token }));
    expect(JSON.stringify(notices)).toContain(task.publicId);
  });
});

describe('search/credentials and search/bik', () => {
  let token: string;
  beforeAll(async () => {
    token = a.token;
  });

  it('finds a company’s requisites in the register from 3 characters', async () => {
    const found = await ok<ResidentSearchResult[]>(
      call('GET', '/api/search/credentials', { token, query: { search: legalRecord.inn.slice(0, 5) } }),
    );
    expect(found.map((r) => r.inn)).toContain(legalRecord.inn);
    const byName = await ok<ResidentSearchResult[]>(
      call('GET', '/api/search/credentials', { token, query: { search: 'Кузн', type: 'individual' } }),
    );
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.type === 'individual' && r.kpp === null)).toBe(true);
  });

  it('refuses a search of fewer than 3 characters or of an unknown type', async () => {
    expectError(await call('GET', '/api/search/credentials', { token, query: { search: 'Ве' } }), 400);
    expectError(await call('GET', '/api/search/credentials', { token, query: {} }), 400);
    expectError(
      await call('GET', '/api/search/credentials', { token, query: { search: 'Гидро', type: 'ngo' } }),
      400,
    );
  });

  it('finds Russian banks by the BIK digits typed, one bank for a full BIK', async () => {
    const prefix = await ok<Bank[]>(call('GET', '/api/search/bik', { token, query: { search: '044' } }));
    expect(prefix.length).toBeGreaterThan(1);
    expect(prefix.every((bank) => bank.bankCode.startsWith('044') && bank.country === 'RU')).toBe(true);
    const sber = await ok<Bank[]>(call('GET', '/api/search/bik', { token, query: { search: '044525225' } }));
    expect(sber).toHaveLength(1);
    expect(sber[0]?.correspondingAccounts[0]?.correspondingAccountNumber).toBe('30101810400000000225');
    expect(
      await ok<Bank[]>(call('GET', '/api/search/bik', { token, query: { search: '999999999' } })),
    ).toEqual([]);
  });

  it('refuses a BIK that is not 3 to 9 digits', async () => {
    for (const search of ['04', '0445252251', 'SABRRUMM', '04452522a']) {
      expectError(await call('GET', '/api/search/bik', { token, query: { search } }), 400);
    }
  });

  it('is for suppliers only', async () => {
    const moderator = await signIn('moderator@demo.test');
    expectError(await call('GET', '/api/search/bik', { token: moderator, query: { search: '044' } }), 403);
  });
});
