import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The unit project silences the logs and metrics (they would bury the report); these tests read them.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});
import { dictionaryEntries } from '@shared/api/areas/dictionaries';
import { userManual } from '@shared/api/areas/system';
import { createUpload } from '@shared/api/areas/files';
import { nonResidentById } from '@shared/api/areas/registration';
import { tenderInfo } from '@shared/api/areas/tenders';
import * as z from 'zod';
import { endpoint } from '@shared/api/endpoint';
import { createGroupHandler } from './group-handler';
import { Redirect, route } from '../lib/route';

function event(
  method: string,
  resource: string,
  init: Partial<APIGatewayProxyEvent> = {},
): APIGatewayProxyEvent {
  return {
    httpMethod: method,
    resource,
    path: resource,
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'rq-1',
      authorizer: null,
    } as unknown as APIGatewayProxyEvent['requestContext'],
    ...init,
  };
}
const context = { awsRequestId: 'aws-1' } as Context;
const supplier = { sub: 'u1', login: 'a@b.c', groups: '' };
// A moderator who signed in with the TOTP code (without it, staff have no staff powers: issue 20).
const staff = { sub: 'u2', login: 'm@b.c', groups: 'moderator', mfa: 'true' };
const withCaller = (authorizer: Record<string, string>) =>
  ({ requestId: 'rq-1', authorizer }) as unknown as APIGatewayProxyEvent['requestContext'];

const invoke = async (h: ReturnType<typeof createGroupHandler>, e: APIGatewayProxyEvent) =>
  (await h(e, context)) as APIGatewayProxyResult;
const bodyOf = (r: APIGatewayProxyResult) => JSON.parse(r.body) as Record<string, unknown>;

const dictionaries = createGroupHandler('dictionaries', [
  route(dictionaryEntries, async ({ query }) => ({
    content: [{ id: '1', code: query.type, name: query.search, parentCode: null }],
  })),
]);

describe('group handler', () => {
  it('wraps the answer in {response} with the parsed query', async () => {
    const r = await invoke(
      dictionaries,
      event('GET', '/api/dictionaries/entries', {
        queryStringParameters: { type: 'COUNTRY', search: 'Рос' },
        requestContext: withCaller(supplier),
      }),
    );
    expect(r.statusCode).toBe(200);
    expect(bodyOf(r)).toEqual({
      response: { content: [{ id: '1', code: 'COUNTRY', name: 'Рос', parentCode: null }] },
    });
    expect(r.headers?.['X-Content-Type-Options']).toBe('nosniff');
  });

  it('answers 401 with the error payload when the authorizer vouched for nobody', async () => {
    const r = await invoke(dictionaries, event('GET', '/api/dictionaries/entries'));
    expect(r.statusCode).toBe(401);
    expect(bodyOf(r)).toMatchObject({ code: 'UNAUTHORIZED', rqUid: 'rq-1', files: null, debugMessage: null });
  });

  it('answers 400 with per-field messages in the caller language', async () => {
    const ru = await invoke(
      dictionaries,
      event('GET', '/api/dictionaries/entries', {
        queryStringParameters: { type: 'PLANETS', search: 'ab' },
        requestContext: withCaller(supplier),
      }),
    );
    expect(ru.statusCode).toBe(400);
    const payload = bodyOf(ru) as { fields: Record<string, string>; message: string };
    expect(payload.fields['query.search']).toBe('Поиск выполняется от 3 символов.');
    expect(payload.fields['query.type']).toMatch(/Неверн/);
    expect(payload.message).toContain('Проверьте правильность заполнения полей.');

    const en = await invoke(
      dictionaries,
      event('GET', '/api/dictionaries/entries', {
        headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
        queryStringParameters: { type: 'COUNTRY', search: 'ab' },
        requestContext: withCaller(supplier),
      }),
    );
    expect((bodyOf(en) as { fields: Record<string, string> }).fields['query.search']).toBe(
      'Search starts from 3 characters.',
    );
  });

  it('hides internal failures behind a generic 500 without a stack trace', async () => {
    const failing = createGroupHandler('dictionaries', [
      route(dictionaryEntries, async () => {
        throw new Error('secret table name exploded');
      }),
    ]);
    const r = await invoke(
      failing,
      event('GET', '/api/dictionaries/entries', {
        queryStringParameters: { type: 'COUNTRY' },
        requestContext: withCaller(supplier),
      }),
    );
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain('secret');
    expect(r.body).not.toContain('at ');
    expect(bodyOf(r)).toMatchObject({ code: 'INTERNAL_ERROR', rqUid: 'rq-1' });
  });

  describe('logs and metrics (Powertools)', () => {
    afterEach(() => vi.restoreAllMocks());
    /** The JSON lines a call writes (stdout, and stderr for errors), which Lambda hands to CloudWatch. */
    async function linesOf(call: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
      const written: string[] = [];
      for (const stream of [process.stdout, process.stderr])
        vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
          written.push(String(chunk));
          return true;
        });
      await call();
      vi.restoreAllMocks();
      return written
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    }
    const failing = createGroupHandler('dictionaries', [
      route(dictionaryEntries, async () => {
        throw new Error('exploded');
      }),
    ]);

    it("puts the request id, the rqUid and the caller's role on every line, and counts the 5xx of the group", async () => {
      const lines = await linesOf(() =>
        invoke(
          failing,
          event('GET', '/api/dictionaries/entries', {
            queryStringParameters: { type: 'COUNTRY' },
            requestContext: withCaller(staff),
          }),
        ),
      );
      const logs = lines.filter((line) => 'level' in line);
      expect(logs.length).toBeGreaterThan(0);
      for (const line of logs)
        expect(line).toMatchObject({ function_request_id: 'aws-1', rqUid: 'rq-1', role: 'moderator' });
      expect(lines.find((line) => '_aws' in line)).toMatchObject({
        group: 'dictionaries',
        ApiCalls: 1,
        ApiServerErrors: 1,
      });
    });

    it("drops the caller's keys after the call: the next anonymous call's lines carry no role", async () => {
      await linesOf(() =>
        invoke(failing, event('GET', '/api/dictionaries/entries', { requestContext: withCaller(staff) })),
      );
      const next = await linesOf(() => invoke(failing, event('GET', '/api/dictionaries/entries')));
      const logs = next.filter((line) => 'level' in line);
      expect(logs.length).toBeGreaterThan(0);
      for (const line of logs) expect(line).not.toHaveProperty('role');
    });
  });

  it('answers 404 for a call the group does not serve', async () => {
    const search = createGroupHandler('search', []);
    const notServed = await invoke(
      search,
      event('GET', nonResidentById.path, {
        pathParameters: { id: '1' },
        requestContext: withCaller(supplier),
      }),
    );
    expect(notServed.statusCode).toBe(404);
    expect(bodyOf(notServed).code).toBe('NOT_FOUND');
    const foreign = await invoke(
      search,
      event('GET', '/api/account/me', { requestContext: withCaller(supplier) }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses supplier routes to staff, who have no counterparty', async () => {
    const tenders = createGroupHandler('tenders', [
      route(tenderInfo, async () => ({
        accessStatus: 'OPEN' as const,
        licenceAcceptedDate: null,
        dateTo: null,
        blockedFrom: null,
        paymentCode: 'ЛК-1000123',
        tenderSystemUrl: 'https://tender.example.com/',
        paymentCurrencies: [],
      })),
    ]);
    const r = await invoke(tenders, event('GET', tenderInfo.path, { requestContext: withCaller(staff) }));
    expect(r.statusCode).toBe(403);
  });

  it('answers a redirect entry with 302 and its location', async () => {
    const publicGroup = createGroupHandler('public', [
      route(userManual, async () => new Redirect('https://files/manual.pdf')),
    ]);
    const r = await invoke(
      publicGroup,
      event('GET', userManual.path, { queryStringParameters: { lang: 'EN' } }),
    );
    expect(r.statusCode).toBe(302);
    expect(r.headers?.Location).toBe('https://files/manual.pdf');
  });

  it('refuses a body that is not JSON with 400 and never calls the implementation', async () => {
    let called = false;
    const files = createGroupHandler('files', [
      route(createUpload, async () => {
        called = true;
        return { id: 'x', upload: { url: 'u', fields: {} }, expiresAt: 'now' };
      }),
    ]);
    const r = await invoke(
      files,
      event('POST', createUpload.path, { body: '{not json', requestContext: withCaller(supplier) }),
    );
    expect(r.statusCode).toBe(400);
    expect(bodyOf(r).message).toBe('Тело запроса не является корректным JSON.');
    expect(called).toBe(false);
  });
});

describe('a cold call', () => {
  it('builds the schemas of the route it serves, not those of the other routes of its group', async () => {
    const built: string[] = [];
    const probe = (id: string, path: `/api/${string}`) =>
      endpoint({
        id,
        method: 'GET',
        path,
        fn: 'dictionaries',
        access: 'public',
        doc: 'own',
        query: () => (built.push(id), z.object({ q: z.string().optional() })),
        response: () => (built.push(`${id} answer`), z.object({ ok: z.boolean() })),
      });
    const handler = createGroupHandler('dictionaries', [
      route(probe('first', '/api/dictionaries/first'), async () => ({ ok: true })),
      route(probe('second', '/api/dictionaries/second'), async () => ({ ok: true })),
    ]);
    expect(built).toEqual([]);
    const answer = await invoke(handler, event('GET', '/api/dictionaries/second'));
    expect(answer.statusCode).toBe(200);
    expect(built).toEqual(['second']);
  });
});
