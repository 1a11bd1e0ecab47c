import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Endpoint, FunctionGroup } from '@shared/api/endpoint';
import { ERROR_CODES, type ErrorPayload } from '@shared/api/error-payload';
import { languageOf } from '../../../functions/lib/language';
import { translate, type MessageKey } from '../../../functions/lib/messages';
import type { AuthorizerRunner } from './authorizer';
import { INTEGRATION_TIMEOUT_MS, lambdaContext, methodArn, proxyEvent } from './event';
import { createRouter } from './router';

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export interface GatewayOptions {
  endpoints: readonly Endpoint[];
  handlers: ReadonlyMap<FunctionGroup, ProxyHandler>;
  authorize: AuthorizerRunner;
  /** What the SPA reads at start-up from `/config.json`. */
  spaConfig: unknown;
}

/** API Gateway's request payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The body as text, or null when it exceeds the limit (read to the end anyway, so the client gets the 413). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string | string[]>,
): void {
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/** Answers the gateway makes itself (401, 404, 413, 502, 504) carry the specification's error payload. */
function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  key: MessageKey,
  req: IncomingMessage,
  rqUid: string,
) {
  const payload: ErrorPayload = {
    code,
    rqUid,
    files: null,
    message: translate(languageOf(req.headers['accept-language']), key),
    debugMessage: null,
  };
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'x-amzn-RequestId': rqUid };
  send(res, status, JSON.stringify(payload), headers);
}

function sendResult(res: ServerResponse, result: APIGatewayProxyResult, rqUid: string): void {
  const headers: Record<string, string | string[]> = { 'x-amzn-RequestId': rqUid };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name] = values.map(String);
  const body = result.isBase64Encoded
    ? Buffer.from(result.body, 'base64')
    : Buffer.from(result.body ?? '', 'utf8');
  res.writeHead(result.statusCode, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}

class IntegrationTimeout extends Error {}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeout()), INTEGRATION_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The local stand-in for the REST API: every contract entry on its function's real handler, the real
 * TOKEN authorizer in front of every non-public entry, API Gateway's proxy event, limits and error answers.
 */
export function createGateway({
  endpoints,
  handlers,
  authorize,
  spaConfig,
}: GatewayOptions): RequestListener {
  const route = createRouter(endpoints);
  const configBody = JSON.stringify(spaConfig);

  async function handle(req: IncomingMessage, res: ServerResponse, rqUid: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname === '/config.json' && req.method === 'GET') {
      return send(res, 200, configBody, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    }
    const match = url.pathname.startsWith('/api/') ? route(req.method ?? 'GET', url.pathname) : null;
    const body = await readBody(req);
    if (!match) return sendError(res, 404, ERROR_CODES.NOT_FOUND, 'error.notFound', req, rqUid);
    if (body === null)
      return sendError(res, 413, ERROR_CODES.VALIDATION, 'error.payloadTooLarge', req, rqUid);

    let authorizer: Record<string, string | number | boolean> | null = null;
    if (match.endpoint.access !== 'public') {
      const outcome = await authorize(
        req.headers.authorization,
        methodArn(match.endpoint.method, url.pathname),
      );
      if (outcome.kind === 'unauthorized') {
        return sendError(res, 401, ERROR_CODES.UNAUTHORIZED, 'error.unauthorized', req, rqUid);
      }
      if (outcome.kind === 'forbidden')
        return sendError(res, 403, ERROR_CODES.FORBIDDEN, 'error.forbidden', req, rqUid);
      authorizer = outcome.context;
    }

    const handler = handlers.get(match.endpoint.fn);
    if (!handler) throw new Error(`no handler for function group ${match.endpoint.fn}`);
    const event = proxyEvent(req, url, body, match, authorizer, rqUid);
    try {
      sendResult(
        res,
        await withTimeout(handler(event, lambdaContext(match.endpoint.fn, randomUUID()))),
        rqUid,
      );
    } catch (error) {
      if (!(error instanceof IntegrationTimeout)) throw error;
      sendError(res, 504, ERROR_CODES.INTERNAL, 'error.internal', req, rqUid);
    }
  }

  return (req, res) => {
    const rqUid = randomUUID();
    handle(req, res, rqUid).catch((error: unknown) => {
      // A Lambda that throws is a 502 behind API Gateway.
      console.error(
        JSON.stringify({ level: 'error', message: 'gateway: request failed', rqUid, error: String(error) }),
      );
      if (!res.headersSent) sendError(res, 502, ERROR_CODES.INTERNAL, 'error.internal', req, rqUid);
      else res.destroy();
    });
  };
}
