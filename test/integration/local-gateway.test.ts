import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import type { ErrorPayload } from '@shared/api/error-payload';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';

describe('local gateway', () => {
  it('answers an unknown /api path with a 404 error payload', async () => {
    const { status, body } = await call<ErrorPayload>('GET', '/api/no/such/path', { lang: 'en' });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: 'NOT_FOUND',
      message: translate('en', 'error.notFound'),
      files: null,
    });
  });

  it('answers a method the path does not have with 404', async () => {
    const { status } = await call('DELETE', '/api/account/me', { token: await signIn('legal@demo.test') });
    expect(status).toBe(404);
  });

  it('refuses a body over 10 MB with 413', async () => {
    const { status, body } = await call<ErrorPayload>('POST', '/api/profile/1000123/user-agreement-status', {
      token: await signIn('legal@demo.test'),
      body: { padding: 'x'.repeat(10 * 1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(body.message).toBe(translate('ru', 'error.payloadTooLarge'));
  });

  it('serves the SPA configuration for cognito-local', async () => {
    const { status, body } = await call<Record<string, unknown>>('GET', '/config.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ authFlow: 'USER_PASSWORD_AUTH', oidcProvider: null });
    expect(body.userPoolId).toEqual(expect.any(String));
  });

  it('keeps an idle kept-alive connection past Node’s 5 s default, so a client reusing it is not reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
        const req = request(new URL('/config.json', inject('localStack').apiUrl), { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              keepAlive: String(res.headers['keep-alive']),
              reused: req.reusedSocket,
            }),
          );
        });
        req.on('error', reject).end();
      });
    try {
      expect(await get()).toMatchObject({ status: 200, keepAlive: 'timeout=65', reused: false });
      await sleep(5_500);
      expect(await get()).toEqual({ status: 200, keepAlive: 'timeout=65', reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
