import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/api/areas/system';
import type { ErrorPayload } from '@shared/api/error-payload';
import { translate } from '../support/messages';
import { call, createUser, signIn, uniqueEmail } from '../support/api';

const ME = '/api/account/me';
const agreementPath = (code: string) => `/api/profile/${code}/user-agreement-status`;
const BOTH_CONSENTS = { personalDataConsent: true, confidentialityConsent: true };

type Envelope<T> = { response: T };
interface AgreementStatus {
  status: boolean;
  acceptedAt: string | null;
  version: string;
}

function expectErrorPayload(body: unknown, code: string, message: string): void {
  const payload = body as ErrorPayload;
  expect(payload).toMatchObject({ code, files: null, debugMessage: null, message });
  expect(payload.rqUid).toMatch(/^[0-9a-f-]{36}$/);
}

describe('GET /api/backend/active', () => {
  it('answers without a token', async () => {
    const { status, body } = await call('GET', '/api/backend/active');
    expect(status).toBe(200);
    expect(body).toEqual({ response: true });
  });
});

describe('GET /api/account/me', () => {
  it('shows a registered legal entity its company', async () => {
    const { status, body } = await call<Envelope<CurrentUser>>('GET', ME, {
      token: await signIn('legal@demo.test'),
    });
    expect(status).toBe(200);
    expect(body.response).toMatchObject({
      login: 'legal@demo.test',
      accountType: 'LEGAL',
      accountStatus: 'REGISTERED',
      companyName: 'ООО «Северная буровая компания»',
      companyCode: '1000123',
      hasSavedData: true,
      isAdmin: false,
      authorities: [],
    });
  });

  it('makes a first-time user NEW on the first call and keeps it on the next', async () => {
    const email = uniqueEmail('first-time');
    await createUser(email);
    const token = await signIn(email);
    const first = await call<Envelope<CurrentUser>>('GET', ME, { token });
    const second = await call<Envelope<CurrentUser>>('GET', ME, { token });
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({
      login: email,
      accountStatus: 'NEW',
      accountType: null,
      companyName: null,
      companyCode: null,
      hasSavedData: false,
    });
    expect(second.body).toEqual(first.body);
  });

  it('shows the seeded new@ user as NEW', async () => {
    const { body } = await call<Envelope<CurrentUser>>('GET', ME, { token: await signIn('new@demo.test') });
    expect(body.response.accountStatus).toBe('NEW');
  });

  it('shows an administrator as ROLE_ADMIN', async () => {
    const { body } = await call<Envelope<CurrentUser>>('GET', ME, { token: await signIn('admin@demo.test') });
    expect(body.response).toMatchObject({ isAdmin: true, accountType: 'ADMIN', groups: ['admin'] });
    expect(body.response.authorities).toContain('ROLE_ADMIN');
  });

  it('answers 401 with the error payload without a token, in the caller language', async () => {
    const ru = await call('GET', ME);
    const en = await call('GET', ME, { lang: 'en-US,en;q=0.9' });
    expect(ru.status).toBe(401);
    expectErrorPayload(ru.body, 'UNAUTHORIZED', translate('ru', 'error.unauthorized'));
    expect(en.status).toBe(401);
    expectErrorPayload(en.body, 'UNAUTHORIZED', translate('en', 'error.unauthorized'));
    // The request id the user reads in the error dialog is the one in the gateway's answer.
    expect(ru.headers.get('x-amzn-requestid')).toBe((ru.body as ErrorPayload).rqUid);
  });

  it('answers 401 to a garbage token and to a token whose payload was altered', async () => {
    const garbage = await call('GET', ME, { token: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
    expectErrorPayload(garbage.body, 'UNAUTHORIZED', translate('ru', 'error.unauthorized'));

    const [header, payload, signature] = (await signIn('legal@demo.test')).split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString(
      'base64url',
    );
    const tampered = await call('GET', ME, { token: `${header}.${forged}.${signature}` });
    expect(tampered.status).toBe(401);
  });
});

describe('user agreement status', () => {
  it('lets a supplier read and accept the agreement of its own contractor code', async () => {
    const token = await signIn('individual@demo.test');
    const before = await call<Envelope<AgreementStatus>>('GET', agreementPath('1000124'), { token });
    expect(before.status).toBe(200);
    // The modal opens (status true) exactly when the agreement in force was not accepted yet.
    expect(before.body.response.status).toBe(before.body.response.acceptedAt === null);

    const accepted = await call<Envelope<AgreementStatus>>('POST', agreementPath('1000124'), {
      token,
      body: BOTH_CONSENTS,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.response.status).toBe(false);
    expect(accepted.body.response.acceptedAt).not.toBeNull();

    const after = await call<Envelope<AgreementStatus>>('GET', agreementPath('1000124'), { token });
    expect(after.body.response).toEqual(accepted.body.response);
  });

  it("answers 404 for another supplier's contractor code, reading or accepting", async () => {
    const token = await signIn('legal@demo.test');
    const read = await call('GET', agreementPath('1000124'), { token });
    const accept = await call('POST', agreementPath('1000124'), { token, body: BOTH_CONSENTS });
    expect(read.status).toBe(404);
    expectErrorPayload(read.body, 'NOT_FOUND', translate('ru', 'error.notFound'));
    expect(accept.status).toBe(404);
  });

  it('answers 400 with the missing consent named, in Russian or English', async () => {
    const token = await signIn('legal@demo.test');
    const body = { personalDataConsent: true };
    const ru = await call<ErrorPayload>('POST', agreementPath('1000123'), { token, body });
    const en = await call<ErrorPayload>('POST', agreementPath('1000123'), { token, body, lang: 'en' });
    expect(ru.status).toBe(400);
    expect(ru.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(ru.body.fields ?? {})).toEqual(['body.confidentialityConsent']);
    expect(ru.body.message).toContain(translate('ru', 'error.validation'));
    expect(en.body.message).toContain(translate('en', 'error.validation'));
    expect(en.body.fields?.['body.confidentialityConsent']).not.toBe(
      ru.body.fields?.['body.confidentialityConsent'],
    );
  });

  it('answers odd path parameters (a stringified object, escapes, dots, too long) with a translated 404 or 400', async () => {
    const token = await signIn('legal@demo.test');
    const odd = ['[object Object]', '%', '%2F', '..%2F1000123', '1000123 ', 'constructor', '__proto__', '😀'];
    for (const code of odd) {
      const read = await call<ErrorPayload>('GET', agreementPath(encodeURIComponent(code)), {
        token,
        lang: 'en',
      });
      expect(read.status, code).toBe(404);
      expectErrorPayload(read.body, 'NOT_FOUND', translate('en', 'error.notFound'));
    }
    const long = await call<ErrorPayload>('GET', agreementPath('1'.repeat(33)), { token });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(translate('ru', 'error.validation'));
  });

  it('answers 403 to a user without a registered counterparty, and to staff', async () => {
    const email = uniqueEmail('no-tenant');
    await createUser(email);
    const fresh = await call('GET', agreementPath('1000123'), { token: await signIn(email), lang: 'en' });
    expect(fresh.status).toBe(403);
    expectErrorPayload(fresh.body, 'FORBIDDEN', translate('en', 'error.registrationRequired'));

    const admin = await call('GET', agreementPath('1000123'), { token: await signIn('admin@demo.test') });
    expect(admin.status).toBe(403);
  });
});
