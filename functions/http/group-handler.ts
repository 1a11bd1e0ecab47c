import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { en as zodEn, ru as zodRu } from 'zod/v4/locales';
import { endpointKey } from '@shared/api/endpoint';
import type { Endpoint, FunctionGroup } from '@shared/api/endpoint';
import { ERROR_CODES, type ErrorPayload } from '@shared/api/error-payload';
import type { Language } from '@shared/constants/spec';
import { AppError, forbidden } from '../lib/errors';
import { callerOf, type Caller } from '../lib/caller';
import { isMessageKey, translate } from '../lib/messages';
import { languageOf } from '../lib/language';
import { log } from '../lib/logger';
import { JsonDocument, NotModified, Redirect, Tagged, type Route } from '../lib/route';
import type { Tenant } from '../lib/tenant';
import { resolveTenant } from '../domain/accounts/tenant-resolution';
// Where a function is composed, the contexts that follow another's changes subscribe (lib/domain-events.ts).
import '../domain/admin/directory-subscription';

const zodLocales = { ru: zodRu().localeError, en: zodEn().localeError };

/**
 * The LocalStack profile only: its community edition runs no Lambda authorizers, so the function checks
 * the token itself with the authorizer's own verifier and trusts no authorizer context. Loaded on
 * first use, so the functions in AWS never initialise it.
 */
// Spelled out (AUTH_ENV.inFunction), not computed: the AWS build defines it "false" and drops the verifier.
const tokenCheck =
  process.env.AUTH_IN_FUNCTION === 'true'
    ? import('../lib/token-verifier').then(({ createTokenVerifier }) => createTokenVerifier())
    : null;
// A bad configuration surfaces on the first call (as a 401 and a log line), not as an unhandled rejection.
tokenCheck?.catch(() => undefined);

async function callerOfRequest(event: APIGatewayProxyEvent): Promise<Caller | null> {
  if (!tokenCheck) return callerOf(event);
  // httpHeaderNormalizer has lower-cased the names.
  const authorization = event.headers?.authorization;
  if (!authorization) return null;
  try {
    return await (
      await tokenCheck
    )(authorization);
  } catch (error) {
    log('info', 'token rejected', { reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

function json(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

function authorize(endpoint: Endpoint, caller: Caller | null): void {
  if (endpoint.access === 'public') return;
  if (!caller) throw new AppError(401, ERROR_CODES.UNAUTHORIZED, 'error.unauthorized');
  if (endpoint.access === 'admin' && !caller.groups.includes('admin')) throw forbidden();
  if (endpoint.access === 'moderator' && !caller.groups.includes('moderator')) throw forbidden();
  if (endpoint.access === 'support' && !caller.groups.includes('support')) throw forbidden();
}

/** Parses one part of the request; failures become a 400 with per-field messages in the caller's language. */
function parsePart(schema: z.ZodType | undefined, input: unknown, lang: Language, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}), { error: zodLocales[lang] });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = [where, ...issue.path.map(String)].join('.');
    fields[field] ??= isMessageKey(issue.message) ? translate(lang, issue.message) : issue.message;
  }
  throw new AppError(400, ERROR_CODES.VALIDATION, 'error.validation', {}, fields);
}

function parseBody(event: APIGatewayProxyEvent): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'error.badJson');
  }
}

function errorResult(
  error: unknown,
  lang: Language,
  rqUid: string,
  event: APIGatewayProxyEvent,
): APIGatewayProxyResult {
  if (error instanceof AppError) {
    const fieldText = error.fields
      ? Object.entries(error.fields)
          .map(([field, text]) => `${field.replace(/^(body|query|params)\./, '')}: ${text}`)
          .join('; ')
      : '';
    const base = translate(lang, error.messageKey, error.params);
    const payload: ErrorPayload = {
      code: error.code,
      rqUid,
      files: null,
      message: fieldText ? `${base} ${fieldText}` : base,
      debugMessage: null,
      ...(error.fields ? { fields: error.fields } : {}),
    };
    // A section not built yet (501) is expected, not a fault to page anyone about.
    const faulty = error.statusCode >= 500 && error.code !== ERROR_CODES.NOT_IMPLEMENTED;
    log(faulty ? 'error' : 'info', 'request failed', {
      rqUid,
      status: error.statusCode,
      code: error.code,
      path: event.path,
    });
    return json(error.statusCode, payload);
  }
  // Never a stack trace to the client: the request id points to this log line.
  log('error', 'unhandled error', {
    rqUid,
    path: event.path,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
  const payload: ErrorPayload = {
    code: ERROR_CODES.INTERNAL,
    rqUid,
    files: null,
    message: translate(lang, 'error.internal'),
    debugMessage: null,
  };
  return json(500, payload);
}

/**
 * The Lambda handler of one path group: finds the contract entry of the request, authorizes the
 * caller, parses params/query/body with the entry's schemas, resolves the tenant of supplier routes,
 * runs the implementation and wraps the answer as `{ response }`.
 */
export function createGroupHandler(group: FunctionGroup, routes: readonly Route[]) {
  // The group's own routes only: importing the whole contract would put every section's schemas in every bundle.
  const entries = new Map(routes.map((r) => [endpointKey(r.endpoint.method, r.endpoint.path), r]));
  for (const r of routes) {
    if (r.endpoint.fn !== group)
      throw new Error(`${r.endpoint.id} belongs to ${r.endpoint.fn}, not ${group}`);
  }

  const core = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const rqUid = event.requestContext?.requestId ?? context.awsRequestId;
    const lang = languageOf(event.headers?.['accept-language']);
    const started = Date.now();
    try {
      const served = entries.get(endpointKey(event.httpMethod, event.resource));
      if (!served) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'error.notFound');
      const { endpoint, impl } = served;
      const caller = await callerOfRequest(event);
      authorize(endpoint, caller);
      // Who may call is settled before anything else, so a refusal never depends on how far a section is built.
      const tenant: Tenant | null =
        endpoint.access === 'supplier' && caller ? await resolveTenant(caller) : null;

      const params = parsePart(endpoint.params, event.pathParameters, lang, 'params');
      const query = parsePart(endpoint.query, event.queryStringParameters, lang, 'query');
      const body = parsePart(endpoint.body, parseBody(event), lang, 'body');

      const ifNoneMatch = event.headers?.['if-none-match'] ?? null;
      const result = await impl({
        params,
        query,
        body,
        caller,
        tenant,
        lang,
        requestId: rqUid,
        ifNoneMatch,
      } as never);
      const status = result instanceof NotModified ? 304 : 200;
      log('info', 'request', { rqUid, route: endpoint.id, status, ms: Date.now() - started });
      // Tagged answers may be kept by the client but are checked with the server every time.
      const revalidate = { 'Cache-Control': 'private, no-cache' };
      if (result instanceof NotModified) {
        return { statusCode: 304, headers: { ETag: result.etag, ...revalidate }, body: '' };
      }
      if (result instanceof Tagged)
        return json(200, { response: result.body }, { ETag: result.etag, ...revalidate });
      if (result instanceof Redirect) {
        return {
          statusCode: 302,
          headers: { Location: result.location, 'Cache-Control': 'no-store' },
          body: '',
        };
      }
      if (result instanceof JsonDocument) {
        return json(200, result.body, { 'Cache-Control': 'public, max-age=300' });
      }
      return json(200, { response: result });
    } catch (error) {
      return errorResult(error, lang, rqUid, event);
    }
  };

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>(core)
    .use(httpHeaderNormalizer())
    .use(httpSecurityHeaders());
}
