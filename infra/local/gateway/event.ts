import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { RouteMatch } from './router';

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_API_ID = 'local';
export const LOCAL_STAGE = 'local';
/** API Gateway gives up on an integration after 29 s. */
export const INTEGRATION_TIMEOUT_MS = 29_000;

/** Single values take the last one sent, as API Gateway's REST proxy does; the multi-value map keeps all. */
function collect(pairs: Iterable<readonly [string, string]>) {
  // No prototype: a parameter named `toString` or `__proto__` is a parameter like any other (found by fuzzing).
  const single: Record<string, string> = Object.create(null) as Record<string, string>;
  const multi: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  let any = false;
  for (const [name, value] of pairs) {
    single[name] = value;
    (multi[name] ??= []).push(value);
    any = true;
  }
  return any ? { single, multi } : null;
}

function* headerPairs(rawHeaders: string[]): Generator<readonly [string, string]> {
  // Names keep the client's spelling, as API Gateway passes them on.
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    yield [rawHeaders[i] as string, rawHeaders[i + 1] as string];
}

/** The method ARN a TOKEN authorizer sees for this request. */
export const methodArn = (method: string, path: string): string =>
  `arn:aws:execute-api:${LOCAL_API_ID}:${LOCAL_ACCOUNT}:${LOCAL_API_ID}/${LOCAL_STAGE}/${method}${path}`;

/** The REST API (v1) proxy event API Gateway sends to the integration of `match`. */
export function proxyEvent(
  req: IncomingMessage,
  url: URL,
  body: string,
  match: RouteMatch,
  authorizer: Record<string, string | number | boolean> | null,
  requestId: string,
): APIGatewayProxyEvent {
  const headers = collect(headerPairs(req.rawHeaders));
  const query = collect(url.searchParams.entries());
  const method = match.endpoint.method;
  return {
    resource: match.endpoint.path,
    path: url.pathname,
    httpMethod: method,
    headers: headers?.single ?? {},
    multiValueHeaders: headers?.multi ?? {},
    queryStringParameters: query?.single ?? null,
    multiValueQueryStringParameters: query?.multi ?? null,
    pathParameters: match.pathParameters,
    stageVariables: null,
    body: body === '' ? null : body,
    isBase64Encoded: false,
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: LOCAL_API_ID,
      authorizer,
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: (req.headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      extendedRequestId: requestId,
      httpMethod: method,
      path: `/${LOCAL_STAGE}${url.pathname}`,
      protocol: `HTTP/${req.httpVersion}`,
      requestId,
      requestTime: new Date().toUTCString(),
      requestTimeEpoch: Date.now(),
      resourceId: match.endpoint.id,
      resourcePath: match.endpoint.path,
      stage: LOCAL_STAGE,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

/** The Lambda context of one invocation; the deadline is the integration timeout. */
export function lambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
  const unsupported = () => {
    throw new Error('callback-style completion is not supported: return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
