import { expect } from 'vitest';
import type { DocumentDraft, DocumentTask } from '@shared/api/areas/documents';
import type { ProfileForm } from '@shared/api/areas/profiles';
import type { DocumentPart } from '@shared/constants/documents';
import type { UploadPurpose } from '@shared/constants/spec';
import type { SampleTaxpayer } from '../../functions/domain/documents/tax-xml/samples';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { call } from '../support/api';
import { ok, savedSupplier, useEmulatorsInProcess } from './supplier-helpers';

/** Helpers of the documents suites: uploads as the browser makes them, and suppliers under a chosen tax regime. */

export interface DocumentSupplier {
  token: string;
  counterpartyId: string;
  companyCode: string;
  taxpayer: SampleTaxpayer;
}

/**
 * A fresh supplier with saved data under a tax regime. The questionnaire has no call that sets the regime (it comes from
 * the master-data registry), so the test plays the registry's part and writes it into the profile.
 */
export async function supplierUnder(
  taxSystem: string,
  type: 'legal' | 'individual' = 'legal',
  search = type === 'legal' ? 'Техно' : 'Лебедев',
): Promise<DocumentSupplier> {
  const supplier = await savedSupplier(search, type);
  useEmulatorsInProcess();
  const { profilesRepository } = await import('../../functions/domain/profiles/profiles-repository');
  const profile = await profilesRepository.get(supplier.counterpartyId);
  if (!profile || profile.registration.kind === 'NONRESIDENT') throw new Error('resident profile expected');
  await profilesRepository.update(supplier.counterpartyId, profile.version, {
    registration: { ...profile.registration, taxSystem },
  });
  const form = await ok<ProfileForm>(call('GET', '/api/profiles/form', { token: supplier.token }));
  const legal = form.data.legal;
  const individual = form.data.individual;
  const taxpayer = legal
    ? { name: legal.name, inn: legal.inn, kpp: legal.kpp }
    : { name: individual?.name ?? '', inn: individual?.inn ?? '', kpp: null };
  return {
    token: supplier.token,
    counterpartyId: supplier.counterpartyId,
    companyCode: supplier.companyCode,
    taxpayer,
  };
}

/** POST /api/files, the presigned POST to S3 and the byte check: the id of an accepted file. */
export async function uploadFile(
  token: string,
  file: { name: string; bytes: Uint8Array },
  purpose: UploadPurpose = 'DOCUMENT',
): Promise<string> {
  const started = await ok<{ id: string; upload: { url: string; fields: Record<string, string> } }>(
    call('POST', '/api/files', { token, body: { fileName: file.name, size: file.bytes.length, purpose } }),
  );
  const form = new FormData();
  for (const [field, value] of Object.entries(started.upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const stored = await fetch(started.upload.url, { method: 'POST', body: form });
  await stored.arrayBuffer();
  expect(stored.status).toBeLessThan(300);
  await ok(call('POST', `/api/files/${started.id}/confirm`, { token }));
  return started.id;
}

export const startDraft = (token: string, documentType: string) =>
  call('POST', '/api/profiles/documents/v3/start-creating', { token, body: { documentType } });

export const attach = (
  token: string,
  temporaryDocumentId: string,
  documentPart: DocumentPart,
  fileId: string,
) =>
  call('POST', '/api/profiles/documents/v3/upload-file', {
    token,
    query: { temporaryDocumentId, documentPart },
    body: { fileId },
  });

export const createDocument = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/profiles/documents/v3/validate-and-create-document', { token, body });

export const portions = (token: string) =>
  ok<{ content: DocumentTask[] }>(call('GET', '/api/profiles/documents/v2/portions', { token }));

/** A draft of `documentType` with the given files uploaded and attached: its id. */
export async function draftWith(
  token: string,
  documentType: string,
  files: readonly (readonly [DocumentPart, { name: string; bytes: Uint8Array }])[],
): Promise<string> {
  const draft = await ok<DocumentDraft>(startDraft(token, documentType));
  for (const [part, file] of files) {
    await ok(attach(token, draft.temporaryDocumentId, part, await uploadFile(token, file)));
  }
  return draft.temporaryDocumentId;
}

/**
 * A one-PDF document of a type with no period (the charter, a bank or address confirmation) filed as
 * the add-documents screen files it: the task sent for review.
 */
export async function filePdfDocument(
  token: string,
  documentType: string,
  name: string,
): Promise<DocumentTask> {
  const draftId = await draftWith(token, documentType, [['MAIN', { name, bytes: samplePdf(name) }]]);
  return ok<DocumentTask>(createDocument(token, { temporaryDocumentId: draftId }));
}
