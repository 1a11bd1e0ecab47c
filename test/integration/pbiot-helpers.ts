import { expect } from 'vitest';
import type { CheckHistoryItem, PbiotAccess, PbiotCurrent, PbiotDoc } from '@shared/api/areas/pbiot';
import { incidentValueCodes } from '@shared/validation/pbiot-incidents';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { call } from '../support/api';
import { ok } from './supplier-helpers';

/** Helpers of the PBIOT suite and of its tenant cases. */

/** A complete incident form: headcount `q1`, every yearly count `count`, a rate consistent with them. */
export function incidentValues(q1: number, count = 1): Record<string, number> {
  const values: Record<string, number> = {};
  for (const code of incidentValueCodes(new Date())) values[code] = count;
  values.q1 = q1;
  values.q4 = Math.round((count * 1000 * 100) / q1) / 100;
  return values;
}

export const saveIncidents = (token: string, values: Record<string, unknown>) =>
  call('POST', '/api/pbiot/incidents', { token, body: { values } });

export const pbiotAccess = (token: string) => ok<PbiotAccess>(call('GET', '/api/pbiot/access', { token }));
export const pbiotCurrent = (token: string) => ok<PbiotCurrent>(call('GET', '/api/pbiot/current', { token }));
export const pbiotHistory = (token: string) =>
  ok<CheckHistoryItem[]>(call('GET', '/api/pbiot/history', { token }));

/** A PDF of about `bytes` bytes: a real PDF start (the magic number decides) padded with a comment. */
export function pdfOfSize(name: string, bytes: number): Uint8Array {
  const pdf = samplePdf(name);
  if (bytes <= pdf.length) return pdf;
  const padding = new Uint8Array(bytes - pdf.length).fill(0x25);
  return new Uint8Array([...pdf, ...padding]);
}

/** An upload through the files service (presigned POST, checked by its bytes) for the PBIOT section: its id. */
export async function uploadPbiotFile(token: string, name: string, bytes: Uint8Array = samplePdf(name)) {
  const started = await ok<{ id: string; upload: { url: string; fields: Record<string, string> } }>(
    call('POST', '/api/files', { token, body: { fileName: name, size: bytes.length, purpose: 'PBIOT' } }),
  );
  const form = new FormData();
  for (const [field, value] of Object.entries(started.upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const stored = await fetch(started.upload.url, { method: 'POST', body: form });
  await stored.arrayBuffer();
  expect(stored.status).toBeLessThan(300);
  await ok(call('POST', `/api/files/${started.id}/confirm`, { token }));
  return started.id;
}

export const addDoc = (token: string, fileId: string, type: string) =>
  call('POST', '/api/pbiot/doc', { token, body: { fileId, type } });

/** Uploads a file and links it to a document code. */
export async function uploadDoc(token: string, code: string, name: string, bytes?: Uint8Array) {
  const fileId = await uploadPbiotFile(token, name, bytes);
  return ok<PbiotDoc>(addDoc(token, fileId, `${code}__${fileId.slice(0, 8)}`));
}

export const send = (token: string, checks: string[]) =>
  call('POST', '/api/pbiot/accept', { token, body: { checks } });

/** Incidents, the signed questionnaire and one safety document: ready to send with ['pbiot_0001']. */
export async function readyToSend(token: string, q1 = 40) {
  await ok(saveIncidents(token, incidentValues(q1)));
  const questionnaire = await uploadDoc(token, 'questionnaire_1', 'Анкета подписанная.pdf');
  const policy = await uploadDoc(token, 'pbiot_0001', 'Политика ПБ и ОТ.pdf');
  return { questionnaire, policy };
}

/** Follows a short-lived download link. */
export async function fetchLink(link: { url: string }): Promise<{ bytes: Uint8Array; disposition: string }> {
  const response = await fetch(link.url);
  expect(response.status).toBe(200);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    disposition: response.headers.get('content-disposition') ?? '',
  };
}
