import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import type { CurrentUser } from '@shared/api/areas/system';
import type { ErrorPayload } from '@shared/api/error-payload';
import type { UploadPurpose } from '@shared/constants/spec';
import { BUCKETS } from '@shared/resources';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { call, createUser, signIn, uniqueEmail } from '../support/api';

/** Helpers of the registration, questionnaire, bank and back-office suites. */

export type Envelope<T> = { response: T };

export function expectError(result: { status: number; body: unknown }, status: number, message?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  const payload = result.body as ErrorPayload;
  expect(payload).toMatchObject({ files: null, debugMessage: null });
  expect(typeof payload.rqUid).toBe('string');
  if (message !== undefined) expect(payload.message).toContain(message);
  return payload;
}

export async function ok<T>(promise: Promise<{ status: number; body: unknown }>): Promise<T> {
  const result = await promise;
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as Envelope<T>).response;
}

/** A fresh confirmed user, signed in: status NEW until it registers. */
export async function newUser(prefix = 'reg'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(prefix);
  await createUser(email);
  return { email, token: await signIn(email) };
}

export const me = (token: string) => ok<CurrentUser>(call('GET', '/api/account/me', { token }));

export const duplicateCheck = (token: string, query: Record<string, string>) =>
  ok<{ isFree: boolean }>(call('GET', '/api/registration/duplicate-check', { token, query }));

export const searchResidents = (token: string, search: string, type?: 'legal' | 'individual') =>
  ok<ResidentSearchResult[]>(
    call('GET', '/api/search/searchAccounts', { token, query: { search, ...(type ? { type } : {}) } }),
  );

/** Register records nobody has registered yet, found as a user would: by search, then the duplicate check. */
/** Records of the register no counterparty has registered yet (none when every match is taken). */
async function untakenRecords(
  token: string,
  search: string,
  type: 'legal' | 'individual',
  branchType?: 'MAIN' | 'BRANCH',
): Promise<ResidentSearchResult[]> {
  const found = (await searchResidents(token, search, type)).filter(
    (r) => !branchType || r.branchType === branchType,
  );
  const free: ResidentSearchResult[] = [];
  for (const record of found) {
    const query: Record<string, string> = record.kpp
      ? { inn: record.inn, kpp: record.kpp }
      : { inn: record.inn };
    if ((await duplicateCheck(token, query)).isFree) free.push(record);
  }
  return free;
}

export async function freeRecords(
  token: string,
  search: string,
  type: 'legal' | 'individual',
  branchType?: 'MAIN' | 'BRANCH',
): Promise<ResidentSearchResult[]> {
  const free = await untakenRecords(token, search, type, branchType);
  expect(free.length, `no free ${type} record for "${search}"`).toBeGreaterThan(0);
  return free;
}

/**
 * What a test registers as when it does not care which company it is: one search answers a page of the
 * register, and the suites together register more companies than a page holds, so the next term is tried.
 */
const ANY_COMPANY_SEARCHES = ['компания', 'Сервис', 'Монтаж', 'Снаб', 'Проект', 'Строй', 'Ресурс', 'Системы'];

/** `count` free records of the register, from the first searches that still have them. */
export async function anyFreeRecords(
  token: string,
  type: 'legal' | 'individual',
  count = 1,
  branchType?: 'MAIN' | 'BRANCH',
): Promise<ResidentSearchResult[]> {
  const found: ResidentSearchResult[] = [];
  for (const search of ANY_COMPANY_SEARCHES) {
    for (const record of await untakenRecords(token, search, type, branchType)) {
      if (!found.some((r) => r.inn === record.inn && r.kpp === record.kpp)) found.push(record);
      if (found.length === count) return found;
    }
  }
  throw new Error(`no ${count} free ${type} records for any of ${ANY_COMPANY_SEARCHES.join(', ')}`);
}

const anyFreeRecord = async (token: string, type: 'legal' | 'individual') =>
  (await anyFreeRecords(token, type))[0];

/** A registration as the form sends it: the consent to personal-data processing ticked (02 §5). */
export const registrationBody = (record: ResidentSearchResult) =>
  record.type === 'legal'
    ? {
        type: 'legal',
        inn: record.inn,
        kpp: record.kpp,
        ogrn: record.ogrn,
        branchType: record.branchType,
        personalDataConsent: true,
      }
    : { type: 'individual', inn: record.inn, ogrn: record.ogrn, personalDataConsent: true };

/** A new user registered as a legal entity from the register: a supplier of its own for a test. */
export async function registeredSupplier(search?: string, type: 'legal' | 'individual' = 'legal') {
  const user = await newUser('supplier');
  const record = search
    ? (await freeRecords(user.token, search, type))[0]
    : await anyFreeRecord(user.token, type);
  if (!record) throw new Error('unreachable');
  const registered = await ok<{ counterpartyId: string; companyCode: string }>(
    call('POST', '/api/registration/resident/initialize', {
      token: user.token,
      body: registrationBody(record),
    }),
  );
  return { ...user, record, ...registered };
}

/**
 * Gives a registered supplier saved data (01 §4.5) and takes it off moderation again, as a real one gets
 * there: it sends its first contacts and a moderator approves them.
 */
export async function saveFirstContacts(token: string): Promise<void> {
  const { changeRequestId } = await ok<{ changeRequestId: string }>(
    call('POST', '/api/profiles/save-profile-contacts', {
      token,
      body: { phones: ['+79001234567'], emails: ['office@example.com'], websites: [] },
    }),
  );
  await ok(
    call('POST', `/api/backoffice/change-requests/${changeRequestId}/decision`, {
      token: await signIn('moderator@demo.test'),
      body: { decision: 'APPROVE', comment: 'Контакты подтверждены' },
    }),
  );
}

/** A registered supplier whose questionnaire has saved data: Documents, tender and relationships are open to it. */
export async function savedSupplier(search?: string, type: 'legal' | 'individual' = 'legal') {
  const supplier = await registeredSupplier(search, type);
  await saveFirstContacts(supplier.token);
  return supplier;
}

/** Steps 1 and 2 of an upload (POST /api/files, the presigned POST to S3), not yet confirmed: its id. */
export async function storeUpload(
  token: string,
  name = 'Устав.pdf',
  purpose: UploadPurpose = 'REGISTRATION',
  bytes: Uint8Array = samplePdf(name),
): Promise<string> {
  const started = await ok<{ id: string; upload: { url: string; fields: Record<string, string> } }>(
    call('POST', '/api/files', { token, body: { fileName: name, size: bytes.length, purpose } }),
  );
  const form = new FormData();
  for (const [field, value] of Object.entries(started.upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const stored = await fetch(started.upload.url, { method: 'POST', body: form });
  await stored.arrayBuffer();
  expect(stored.status).toBeLessThan(300);
  return started.id;
}

/** A confirmed REGISTRATION upload of a user (POST /api/files, the presigned POST to S3, confirm): its id. */
export async function uploadRegistrationFile(token: string, name = 'Устав.pdf'): Promise<string> {
  const id = await storeUpload(token, name);
  await ok(call('POST', `/api/files/${id}/confirm`, { token }));
  return id;
}

export async function registrationFiles(token: string) {
  const [dCharter, dCertificateOfRegistration1, dCertificateOfRegistration2, dCompanyForm] =
    await Promise.all([
      uploadRegistrationFile(token, 'Charter.pdf'),
      uploadRegistrationFile(token, 'Certificate 1.pdf'),
      uploadRegistrationFile(token, 'Certificate 2.pdf'),
      uploadRegistrationFile(token, 'Company form.pdf'),
    ]);
  return { dCharter, dCertificateOfRegistration1, dCertificateOfRegistration2, dCompanyForm };
}

/**
 * Points this process's AWS clients at the stack's emulators, so that a test can load a domain module and play
 * a part of the system no route serves yet (an operator publishing a notice, a scheduled job) against DynamoDB
 * and S3. Call before importing it.
 */
export function useEmulatorsInProcess(): void {
  const stack = inject('localStack');
  Object.assign(process.env, {
    AWS_REGION: stack.region,
    AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamodbUrl,
    AWS_ENDPOINT_URL_S3: stack.s3Url,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
}

/** The keys of an uploaded file's objects in the emulator's documents bucket (quarantined or accepted): none once deleted. */
export async function storedObjectsOf(fileId: string): Promise<string[]> {
  const stack = inject('localStack');
  const s3 = new S3Client({
    region: stack.region,
    endpoint: stack.s3Url,
    forcePathStyle: true,
    credentials: EMULATOR_CREDENTIALS,
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: BUCKETS.documents.name, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key?.endsWith(`/${fileId}`) ? [o.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** A postal address every field of which passes 02 §5, for the suites that send one. */
export const SAMPLE_POSTAL_ADDRESS = {
  index: '625003',
  countryCode: 'RU',
  regionCode: '72',
  city: 'Тюмень',
  locality: '-',
  disctrict: '-',
  street: 'ул. Республики',
  building: '14',
  block: '-',
  room: '301',
};
