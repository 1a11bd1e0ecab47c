import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/api/endpoint';
import { changeLanguage } from '../i18n/i18n';
import { apiCall } from './api-client';
import { ApiError } from './api-error';
import { errorDialogs, infoDialogs, noticeDialogs } from './dialogs';
import { pendingRequests } from './pending-requests';

vi.mock('../auth/session', () => ({ idToken: async () => 'id-token-value' }));

const getThing = endpoint({
  id: 'getThing',
  method: 'GET',
  path: '/api/things/{id}',
  fn: 'public',
  access: 'user',
  params: z.object({ id: z.string() }),
  query: z.object({ lang: z.string() }),
  response: z.object({ name: z.string() }),
  doc: 'own',
});

const payload = (code: string, message: string, debugMessage: string | null = null) => ({
  code,
  rqUid: 'rq-42',
  files: code === 'NOTIFICATION' ? ['act.pdf'] : null,
  message,
  debugMessage,
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));

const call = () => apiCall(getThing, { params: { id: 'a b' }, query: { lang: 'RU' } });
const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeEach(() => {
  errorDialogs.set(() => []);
  noticeDialogs.set(() => []);
  infoDialogs.set(() => []);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await changeLanguage('ru');
});

describe('apiCall', () => {
  it('fills the path, sends the ID token and the language, unwraps the response', async () => {
    const fetchMock = answer(200, { response: { name: 'ok' } });
    vi.stubGlobal('fetch', fetchMock);
    await changeLanguage('en');

    await expect(call()).resolves.toEqual({ name: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/a%20b?lang=RU');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer id-token-value', 'Accept-Language': 'en' });
  });

  it('hands 423 and 424 back to the caller without a dialog', async () => {
    for (const status of [423, 424]) {
      vi.stubGlobal('fetch', answer(status, { reason: 'locked' }));
      const error = await failureOf(call());
      expect(error.failure).toEqual({ kind: 'handed-back', status, body: { reason: 'locked' } });
    }
    expect(errorDialogs.get()).toHaveLength(0);
  });

  it('shows the debug message, else the message, else the empty-answer text', async () => {
    vi.stubGlobal('fetch', answer(500, payload('INTERNAL_ERROR', 'Ошибка сервера', 'stack-free detail')));
    await failureOf(call());
    vi.stubGlobal('fetch', answer(409, payload('CONFLICT', 'Уже существует')));
    await failureOf(call());
    vi.stubGlobal('fetch', answer(502, undefined));
    await failureOf(call());

    const shown = errorDialogs.get();
    expect(shown.map((d) => d.text ?? d.textKey)).toEqual([
      'stack-free detail',
      'Уже существует',
      'errors.emptyAnswer',
    ]);
    expect(shown[0]).toMatchObject({ path: '/api/things/a%20b', rqUid: 'rq-42' });
    expect(shown[2]?.rqUid).toBeNull();
  });

  it('names the call and what it sent, so the dialog can say which call failed and with what', async () => {
    vi.stubGlobal('fetch', answer(500, payload('INTERNAL_ERROR', 'boom')));
    await failureOf(call());
    expect(errorDialogs.get()[0]).toMatchObject({ callId: 'getThing' });
    expect(JSON.parse(errorDialogs.get()[0]?.requestData ?? '')).toEqual({ query: { lang: 'RU' } });
  });

  it('answers a 403 with the info modal (default title "Доступ запрещён"), not an error dialog', async () => {
    vi.stubGlobal('fetch', answer(403, payload('FORBIDDEN', 'Доступ запрещён.')));
    await failureOf(call());
    vi.stubGlobal('fetch', answer(403, undefined));
    await failureOf(call());
    expect(errorDialogs.get()).toHaveLength(0);
    expect(infoDialogs.get()).toEqual([
      expect.objectContaining({ tone: 'info', text: 'Доступ запрещён.' }),
      expect.not.objectContaining({ text: expect.anything() }),
    ]);
  });

  it('leaves a notification without a message to the default text', async () => {
    vi.stubGlobal('fetch', answer(400, payload('NOTIFICATION', '')));
    await failureOf(call());
    expect(noticeDialogs.get()[0]).not.toHaveProperty('text');
  });

  it('shows nothing for code HIDDEN and a notification modal for code NOTIFICATION', async () => {
    vi.stubGlobal('fetch', answer(400, payload('HIDDEN', 'quiet')));
    await failureOf(call());
    vi.stubGlobal('fetch', answer(400, payload('NOTIFICATION', 'Система загружена. Попробуйте позже.')));
    await failureOf(call());

    expect(errorDialogs.get()).toHaveLength(0);
    expect(noticeDialogs.get()).toEqual([
      expect.objectContaining({
        text: 'Система загружена. Попробуйте позже.',
        rqUid: 'rq-42',
        files: ['act.pdf'],
      }),
    ]);
  });

  it('leaves a 501 of a section not built yet to the screen', async () => {
    vi.stubGlobal('fetch', answer(501, payload('NOT_IMPLEMENTED', 'Раздел находится в разработке')));
    const error = await failureOf(call());
    expect(error.failure.kind).toBe('not-implemented');
    expect(errorDialogs.get()).toHaveLength(0);
  });

  it('tells a lost connection from a server that never answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await failureOf(call());

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
          ),
      ),
    );
    const pending = failureOf(call());
    await vi.advanceTimersByTimeAsync(300_000);
    await pending;

    expect(errorDialogs.get().map((d) => d.textKey)).toEqual(['errors.network', 'errors.noResponse']);
  });

  it('only logs the failures of silent calls and keeps the loading bar off for them', async () => {
    const seen: number[] = [];
    const unsubscribe = pendingRequests.subscribe(() => seen.push(pendingRequests.get()));
    vi.stubGlobal('fetch', answer(500, payload('INTERNAL_ERROR', 'boom')));
    await failureOf(apiCall(getThing, { params: { id: '1' }, silent: true }));
    expect(errorDialogs.get()).toHaveLength(0);
    expect(seen).toEqual([]);

    vi.stubGlobal('fetch', answer(200, { response: { name: 'x' } }));
    await call();
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });

  it('says the error handler failed when showing the error itself fails', async () => {
    vi.stubGlobal('fetch', answer(500, payload('INTERNAL_ERROR', 'boom')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = errorDialogs.set;
    let first = true;
    errorDialogs.set = (update) => {
      if (first) {
        first = false;
        throw new Error('render queue broken');
      }
      original(update);
    };
    try {
      await failureOf(call());
    } finally {
      errorDialogs.set = original;
    }
    expect(errorDialogs.get().map((d) => d.textKey)).toEqual(['errors.handlerFailed']);
  });
});

describe('revalidated polls', () => {
  it('sends the kept entity tag back and hands back the kept answer on a 304', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ response: { name: 'first' } }), {
          status: 200,
          headers: { ETag: '"v1"' },
        }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const poll = () =>
      apiCall(getThing, { params: { id: 'polled' }, query: { lang: 'RU' }, revalidate: true });
    expect(await poll()).toEqual({ name: 'first' });
    expect(await poll()).toEqual({ name: 'first' });
    const second = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((second[1].headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
  });
});
