import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import { en as zodEn, ru as zodRu } from 'zod/v4/locales';
import { endpointKey } from '@shared/api/endpoint';
import type { Endpoint, FunctionGroup } from '@shared/api/endpoint';
import { ERROR_CODES, type ErrorPayload } from '@shared/api/error-payload';
import { STAFF_GROUPS, type Language } from '@shared/constants/spec';
import { AppError, forbidden } from '../lib/errors';
import { callerOf, isStaff, type Caller } from '../lib/caller';
import { isMessageKey, translate } from '../lib/messages';
import { languageOf } from '../lib/language';
import { BUSINESS_METRICS } from '../lib/business-metrics';
import { log, logger } from '../lib/logger';
import { metricsWith } from '../lib/metrics';
import { tracingMiddleware } from '../lib/tracing';
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

/** Who the handler serves: staff whose sign-in skipped TOTP get no staff route and no staff powers elsewhere. */
function authorize(endpoint: Endpoint, caller: Caller | null): Caller | null {
  if (endpoint.access === 'public') return caller;
  if (!caller) throw new AppError(401, ERROR_CODES.UNAUTHORIZED, 'error.unauthorized');
  if (endpoint.access === 'admin' && !caller.groups.includes('admin')) throw forbidden();
  if (endpoint.access === 'moderator' && !caller.groups.includes('moderator')) throw forbidden();
  if (endpoint.access === 'support' && !caller.groups.includes('support')) throw forbidden();
  if (endpoint.access === 'staff' && !caller.groups.some((g) => g === 'admin' || g === 'moderator'))
    throw forbidden();
  if (isStaff(caller) && !caller.mfa) {
    if (endpoint.access === 'staff' || STAFF_GROUPS.some((group) => group === endpoint.access))
      throw forbidden('error.mfaRequired');
    // Supplier routes refuse staff anyway (no counterparty); the routes of every user serve them as one.
    if (endpoint.access === 'user') return { ...caller, groups: [] };
  }
  return caller;
}

/** Parses one part of the request; failures become a 400 with per-field messages in the caller's language. */
function parsePart(
  schema: z.ZodMiniType | undefined,
  input: unknown,
  lang: Language,
  where: string,
): unknown {
  if (!schema) return undefined;
  // zod parses without compiling a parser (functions/lib/zod-jitless.ts).
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
      status: error.statusCode,
      code: error.code,
      path: event.path,
    });
    return json(error.statusCode, payload);
  }
  // Never a stack trace to the client: the request id points to this log line.
  log('error', 'unhandled error', {
    path: event.path,
    error: error instanceof Error ? error : String(error),
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

  const metrics = metricsWith({ group });
  const core = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const rqUid = event.requestContext?.requestId ?? context.awsRequestId;
    const lang = languageOf(event.headers?.['accept-language']);
    const started = Date.now();
    // Every line of this call carries its rqUid, then who calls and for which supplier (reset after the call).
    logger.appendKeys({ rqUid });
    const answered = (result: APIGatewayProxyResult): APIGatewayProxyResult => {
      metrics.addMetric(BUSINESS_METRICS.apiCall, MetricUnit.Count, 1);
      metrics.addMetric(BUSINESS_METRICS.apiLatency, MetricUnit.Milliseconds, Date.now() - started);
      // As the 5xx alarm counts them: a section not built yet (501) is not a fault.
      const fault = result.statusCode >= 500 && result.statusCode !== 501;
      metrics.addMetric(BUSINESS_METRICS.apiServerError, MetricUnit.Count, fault ? 1 : 0);
      return result;
    };
    try {
      const served = entries.get(endpointKey(event.httpMethod, event.resource));
      if (!served) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'error.notFound');
      const { endpoint, impl } = served;
      const caller = authorize(endpoint, await callerOfRequest(event));
      if (caller) logger.appendKeys({ role: roleOf(caller), sub: caller.sub });
      // Who may call is settled before anything else, so a refusal never depends on how far a section is built.
      const tenant: Tenant | null =
        endpoint.access === 'supplier' && caller ? await resolveTenant(caller) : null;
      if (tenant) logger.appendKeys({ tenant: tenant.counterpartyId });

      const params = parsePart(endpoint.params, event.pathParameters, lang, 'params');
      const query = parsePart(endpoint.query, event.queryStringParameters, lang, 'query');
      const body = parsePart(endpoint.body, parseBody(event), lang, 'body');

      const ifNoneMatch = event.headers?.['if-none-match'] ?? null;
      const client = {
        ip: event.requestContext?.identity?.sourceIp ?? null,
        userAgent: event.headers?.['user-agent'] ?? event.requestContext?.identity?.userAgent ?? null,
      };
      const result = await impl({
        params,
        query,
        body,
        caller,
        tenant,
        lang,
        requestId: rqUid,
        ifNoneMatch,
        client,
      } as never);
      const status = result instanceof NotModified ? 304 : 200;
      log('info', 'request', { route: endpoint.id, status, ms: Date.now() - started });
      // Tagged answers may be kept by the client but are checked with the server every time.
      const revalidate = { 'Cache-Control': 'private, no-cache' };
      if (result instanceof NotModified) {
        return answered({ statusCode: 304, headers: { ETag: result.etag, ...revalidate }, body: '' });
      }
      if (result instanceof Tagged)
        return answered(json(200, { response: result.body }, { ETag: result.etag, ...revalidate }));
      if (result instanceof Redirect) {
        return answered({
          statusCode: 302,
          headers: { Location: result.location, 'Cache-Control': 'no-store' },
          body: '',
        });
      }
      if (result instanceof JsonDocument) {
        return answered(json(200, result.body, { 'Cache-Control': 'public, max-age=300' }));
      }
      return answered(json(200, { response: result }));
    } catch (error) {
      return answered(errorResult(error, lang, rqUid, event));
    }
  };

  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics))
    .use(httpHeaderNormalizer())
    .use(httpSecurityHeaders());
  return tracingMiddleware ? handler.use(tracingMiddleware) : handler;
}

/** The caller's role on log lines: its staff group, or supplier. */
const roleOf = (caller: Caller): string => caller.groups.join(',') || 'supplier';
