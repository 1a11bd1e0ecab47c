import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { UploadedFile } from '@shared/api/areas/files';
import type { ErrorPayload } from '@shared/api/error-payload';
import { DOCUMENT_MAX_BYTES, DOWNLOAD_URL_TTL_SECONDS, FILE_MIN_BYTES } from '@shared/constants/spec';
import { DOWNLOAD_RESPONSE_HEADERS } from '@shared/resources';
import { translate } from '../support/messages';
import { samplePdf, samplePng } from '../../functions/domain/files/file-samples.fixture';
import { call, createUser, signIn, uniqueEmail } from '../support/api';
import { storedObjectsOf, useEmulatorsInProcess } from './supplier-helpers';

type Envelope<T> = { response: T };
interface StartedUpload {
  id: string;
  upload: { url: string; fields: Record<string, string> };
  expiresAt: string;
}
interface DownloadLink {
  url: string;
  name: string;
  size: number;
}
type Purpose = 'ATTACHMENT' | 'REGISTRATION' | 'DOCUMENT' | 'GENERIC';

const tokens = { legal: '', individual: '', admin: '', newcomer: '' };

beforeAll(async () => {
  const email = uniqueEmail('uploader');
  await createUser(email);
  [tokens.legal, tokens.individual, tokens.admin, tokens.newcomer] = await Promise.all([
    signIn('legal@demo.test'),
    signIn('individual@demo.test'),
    signIn('admin@demo.test'),
    signIn(email),
  ]);
});

function expectError(
  result: { status: number; body: unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(result.status).toBe(status);
  const payload = result.body as ErrorPayload;
  expect(payload).toMatchObject({ code, files: null, debugMessage: null });
  if (message !== undefined) expect(payload.message).toBe(message);
}

async function start(token: string, fileName: string, size: number, purpose: Purpose, lang?: string) {
  return call<Envelope<StartedUpload>>('POST', '/api/files', {
    token,
    body: { fileName, size, purpose },
    ...(lang ? { lang } : {}),
  });
}

/** What the browser does with the presigned POST: a multipart form straight to S3, the file last. */
async function sendToStorage(started: StartedUpload, bytes: Uint8Array, fileName: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(started.upload.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)]), fileName);
  const response = await fetch(started.upload.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

async function upload(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  purpose: Purpose,
  declared = bytes.length,
) {
  const started = await start(token, fileName, declared, purpose);
  expect(started.status).toBe(200);
  expect(await sendToStorage(started.body.response, bytes, fileName)).toBeLessThan(300);
  return started.body.response.id;
}

const confirm = (token: string, id: string, lang?: string) =>
  call<Envelope<UploadedFile>>('POST', `/api/files/${id}/confirm`, { token, ...(lang ? { lang } : {}) });
const download = (token: string, id: string) =>
  call<Envelope<DownloadLink>>('GET', `/api/files/${id}`, { token });

describe('uploading a file', () => {
  it('goes to storage by a presigned POST, is accepted by its bytes and downloads unchanged', async () => {
    const bytes = samplePdf('Charter of the demo company');
    const started = await start(
      tokens.legal,
      'C:\\Users\\ivan\\Устав ООО «Ромашка».pdf',
      bytes.length,
      'REGISTRATION',
    );
    expect(started.status).toBe(200);
    const { id, upload: form, expiresAt } = started.body.response;
    expect(form.fields.key).toMatch(new RegExp(`^quarantine/.+/${id}$`));
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(await sendToStorage(started.body.response, bytes, 'Устав.pdf')).toBeLessThan(300);

    const confirmed = await confirm(tokens.legal, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.response).toMatchObject({
      id,
      name: 'Устав ООО «Ромашка».pdf',
      size: bytes.length,
      code: 'pdf',
    });
    expect(Date.parse(confirmed.body.response.uploadDate)).not.toBeNaN();

    const link = await download(tokens.legal, id);
    expect(link.status).toBe(200);
    expect(link.body.response).toMatchObject({ name: 'Устав ООО «Ромашка».pdf', size: bytes.length });
    const file = await fetch(link.body.response.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(bytes));
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ ___ _________.pdf"; filename*=UTF-8''${encodeURIComponent('Устав ООО «Ромашка».pdf')}`,
    );

    expectError(await confirm(tokens.legal, id), 409, 'CONFLICT', translate('ru', 'file.alreadyConfirmed'));
  });

  it('serves a file as the type its bytes were checked as, never as the uploader labelled it', async () => {
    // An HTML page named notes.txt, sent with Content-Type: text/html in place of the form's own field:
    // served back as text/html from the bucket's origin, it would run as a page there.
    const page = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
    const bytes = new TextEncoder().encode(page.padEnd(FILE_MIN_BYTES, ' '));
    const started = await start(tokens.legal, 'notes.txt', bytes.length, 'GENERIC');
    expect(started.status).toBe(200);
    const { id, upload: form } = started.body.response;
    // The policy pins the type of unchecked bytes: S3 refuses a form with any other (s3rver does not check
    // policies, so the rest of this test shows what happens when a form's type gets through anyway).
    expect(form.fields['Content-Type']).toBe('application/octet-stream');
    const policy = JSON.parse(Buffer.from(form.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/octet-stream']);

    const forged = new FormData();
    for (const [name, value] of Object.entries(form.fields)) {
      forged.append(name, name === 'Content-Type' ? 'text/html' : value);
    }
    forged.append('file', new Blob([Buffer.from(bytes)], { type: 'text/html' }), 'notes.txt');
    const stored = await fetch(form.url, { method: 'POST', body: forged });
    await stored.arrayBuffer();
    expect(stored.status).toBeLessThan(300);

    const confirmed = await confirm(tokens.legal, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.response.code).toBe('txt');
    const link = await download(tokens.legal, id);
    // Through the site's download path (CloudFront's behaviour in AWS), which S3 alone could not give nosniff.
    expect(
      link.body.response.url.startsWith(`${inject('localStack').apiUrl}/download/documents/files/`),
    ).toBe(true);
    const file = await fetch(link.body.response.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await file.text()).toBe(new TextDecoder().decode(bytes));
  });

  it('refuses a download link changed to serve another type, or expired', async () => {
    const page = '<!doctype html><script>alert(document.domain)</script>'.padEnd(FILE_MIN_BYTES, ' ');
    const id = await upload(tokens.legal, 'notes.txt', new TextEncoder().encode(page), 'GENERIC');
    expect((await confirm(tokens.legal, id)).status).toBe(200);
    const { url } = (await download(tokens.legal, id)).body.response;

    // The signature covers the served type: a link asking for text/html is not S3's to answer.
    const retyped = new URL(url);
    retyped.searchParams.set('response-content-type', 'text/html');
    const refused = await fetch(retyped);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.text()).toContain('SignatureDoesNotMatch');

    // The same link as the files function makes it, signed longer ago than it lives.
    useEmulatorsInProcess();
    process.env.DOWNLOAD_SITE_URL = inject('localStack').apiUrl;
    const { presignDownload } = await import('../../functions/lib/download-links');
    const [key] = await storedObjectsOf(id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * DOWNLOAD_URL_TTL_SECONDS * 1000);
    const stale = await presignDownload(
      'documents',
      key!,
      { contentDisposition: 'attachment', contentType: 'text/plain; charset=utf-8' },
      DOWNLOAD_URL_TTL_SECONDS,
    ).finally(() => vi.useRealTimers());
    expect(stale.startsWith(`${inject('localStack').apiUrl}/download/documents/`)).toBe(true);
    const expired = await fetch(stale);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    for (const [name, value] of Object.entries(DOWNLOAD_RESPONSE_HEADERS)) {
      expect(expired.headers.get(name)).toBe(value);
    }
  });

  it('is open to a user still registering, whose files are its own', async () => {
    const id = await upload(tokens.newcomer, 'Устав.pdf', samplePdf(), 'REGISTRATION');
    expect((await confirm(tokens.newcomer, id)).status).toBe(200);
    expect((await download(tokens.newcomer, id)).status).toBe(200);
    expectError(await download(tokens.legal, id), 404, 'NOT_FOUND');
  });

  it('accepts an image as a chat attachment', async () => {
    const id = await upload(tokens.individual, 'скан.png', samplePng(), 'ATTACHMENT');
    const confirmed = await confirm(tokens.individual, id);
    expect(confirmed.body.response).toMatchObject({ code: 'png', name: 'скан.png' });
  });
});

describe('refusing a file', () => {
  it('refuses PNG bytes named .pdf where only PDF is accepted, and keeps nothing', async () => {
    const id = await upload(tokens.legal, 'charter.pdf', samplePng(), 'REGISTRATION');
    expectError(
      await confirm(tokens.legal, id),
      400,
      'FILE_REJECTED',
      'Файл не соответствует требованиям. Неверный формат. Допустимые форматы: pdf.',
    );
    // Metadata and bytes are gone: the id no longer exists.
    expectError(await confirm(tokens.legal, id), 404, 'NOT_FOUND');
    expectError(await download(tokens.legal, id), 404, 'NOT_FOUND');
  });

  it('refuses at once a declared size over the limit, and an extension the purpose does not take', async () => {
    expectError(
      await start(tokens.legal, 'big.pdf', DOCUMENT_MAX_BYTES + 1, 'REGISTRATION'),
      400,
      'FILE_REJECTED',
      'Файл не соответствует требованиям. Максимальный размер файла 10000000 байт',
    );
    expectError(
      await start(tokens.legal, 'empty.pdf', 0, 'REGISTRATION', 'en'),
      400,
      'FILE_REJECTED',
      translate('en', 'file.tooSmall', { n: FILE_MIN_BYTES }),
    );
    expectError(
      await start(tokens.legal, 'setup.exe', 1000, 'ATTACHMENT'),
      400,
      'FILE_REJECTED',
      'Файл не соответствует требованиям. Неверный формат. Допустимые форматы: pdf, jpg, png, tiff.',
    );
    // The generic single attachment (01 §5.3): 10240 KB of 1024 bytes, its own formats.
    expectError(
      await start(tokens.legal, 'Письмо.docx', 10240 * 1024 + 1, 'GENERIC'),
      400,
      'FILE_REJECTED',
      'Файл не соответствует требованиям. Максимальный размер файла 10485760 байт',
    );
    expectError(
      await start(tokens.legal, 'Письмо.xlsx', 1000, 'GENERIC'),
      400,
      'FILE_REJECTED',
      'Файл не соответствует требованиям. Неверный формат. Допустимые форматы: pdf, zip, rar, doc, docx, 7z, gz, odt, odm, pages, txt.',
    );
    // A size below zero is below the minimum too: the rule, not a bare validation message.
    expectError(
      await start(tokens.legal, 'empty.pdf', -1, 'REGISTRATION'),
      400,
      'FILE_REJECTED',
      translate('ru', 'file.tooSmall', { n: FILE_MIN_BYTES }),
    );
  });

  it('checks the real size itself: more bytes than declared are refused on confirmation', async () => {
    // Storage emulators may not enforce the POST policy's content-length-range; the confirmation does.
    const tooBig = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    tooBig.set(samplePdf());
    const id = await upload(tokens.legal, 'huge.pdf', tooBig, 'REGISTRATION', 1000);
    expectError(
      await confirm(tokens.legal, id),
      400,
      'FILE_REJECTED',
      'Файл не соответствует требованиям. Максимальный размер файла 10000000 байт',
    );
    expectError(await download(tokens.legal, id), 404, 'NOT_FOUND');
  });

  it('says so when nothing was uploaded', async () => {
    const started = await start(tokens.legal, 'later.pdf', 1000, 'REGISTRATION');
    expectError(
      await confirm(tokens.legal, started.body.response.id),
      400,
      'FILE_REJECTED',
      translate('ru', 'file.notUploaded'),
    );
  });

  it('refuses a bad request body with field messages that state the file rule', async () => {
    const answer = await call('POST', '/api/files', {
      token: tokens.legal,
      body: { fileName: '', size: 1.5, purpose: 'SELFIE' },
      lang: 'en',
    });
    expect(answer.status).toBe(400);
    const payload = answer.body as ErrorPayload;
    expect(Object.keys(payload.fields ?? {}).sort()).toEqual(['body.fileName', 'body.purpose', 'body.size']);
    expect(payload.fields?.['body.fileName']).toBe(translate('en', 'file.nameMissing'));
    const tooLong = await call('POST', '/api/files', {
      token: tokens.legal,
      body: { fileName: `${'я'.repeat(256)}.pdf`, size: 100, purpose: 'DOCUMENT' },
    });
    expect((tooLong.body as ErrorPayload).fields?.['body.fileName']).toBe(
      translate('ru', 'file.nameTooLong'),
    );
  });
});

describe('another supplier’s file', () => {
  it('cannot be downloaded or confirmed by another supplier, and does not show that it exists', async () => {
    const accepted = await upload(tokens.legal, 'Устав.pdf', samplePdf(), 'REGISTRATION');
    expect((await confirm(tokens.legal, accepted)).status).toBe(200);
    expectError(await download(tokens.individual, accepted), 404, 'NOT_FOUND');
    expectError(await download(tokens.individual, 'no-such-file'), 404, 'NOT_FOUND');

    const pending = await upload(tokens.legal, 'Выписка.pdf', samplePdf(), 'REGISTRATION');
    expectError(await confirm(tokens.individual, pending), 404, 'NOT_FOUND');
    // The owner's upload is untouched by the attempt.
    expect((await confirm(tokens.legal, pending)).status).toBe(200);
  });

  it('can be downloaded by an administrator reviewing it', async () => {
    const id = await upload(tokens.legal, 'Баланс.pdf', samplePdf(), 'DOCUMENT');
    expect((await confirm(tokens.legal, id)).status).toBe(200);
    const link = await download(tokens.admin, id);
    expect(link.status).toBe(200);
    expect(link.body.response.name).toBe('Баланс.pdf');
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/files/anything')).status).toBe(401);
  });
});

describe('GET /api/public/files/usermanual', () => {
  it.each(['RU', 'EN'])('redirects without a token to the %s manual, a PDF that opens', async (lang) => {
    const answer = await call('GET', '/api/public/files/usermanual', { query: { lang } });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location') ?? '';
    expect(location).toContain(`usermanual-${lang.toLowerCase()}.pdf`);
    const manual = await fetch(location);
    expect(manual.status).toBe(200);
    expect(manual.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await manual.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('refuses an unknown language', async () => {
    expect((await call('GET', '/api/public/files/usermanual', { query: { lang: 'DE' } })).status).toBe(400);
  });
});
