import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { accountMe, getUserAgreementStatus } from '@shared/api/areas/system';
import { lambdaContext, proxyEvent } from './event';

function request(rawHeaders: string[]): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.rawHeaders = rawHeaders;
  req.headers = { host: 'localhost:15660' };
  req.httpVersion = '1.1';
  return req;
}

describe('proxyEvent', () => {
  it('builds the REST proxy event of a templated path, as API Gateway sends it', () => {
    const req = request(['Host', 'localhost:15660', 'X-Tag', 'a', 'X-Tag', 'b', 'Accept-Language', 'en']);
    const url = new URL('http://localhost/api/profile/1000123/user-agreement-status?x=1&x=2&y=3');
    const event = proxyEvent(
      req,
      url,
      '{"a":1}',
      { endpoint: getUserAgreementStatus, pathParameters: { contractorCode: '1000123' } },
      { sub: 's', principalId: 's' },
      'rq-1',
    );
    expect(event).toMatchObject({
      resource: '/api/profile/{contractorCode}/user-agreement-status',
      path: '/api/profile/1000123/user-agreement-status',
      httpMethod: 'GET',
      headers: { Host: 'localhost:15660', 'X-Tag': 'b', 'Accept-Language': 'en' },
      multiValueHeaders: { 'X-Tag': ['a', 'b'] },
      queryStringParameters: { x: '2', y: '3' },
      multiValueQueryStringParameters: { x: ['1', '2'], y: ['3'] },
      pathParameters: { contractorCode: '1000123' },
      body: '{"a":1}',
      isBase64Encoded: false,
      requestContext: {
        requestId: 'rq-1',
        resourcePath: '/api/profile/{contractorCode}/user-agreement-status',
        path: '/local/api/profile/1000123/user-agreement-status',
        stage: 'local',
        authorizer: { sub: 's', principalId: 's' },
      },
    });
  });

  it('sends null for an absent body, query and path parameters', () => {
    const event = proxyEvent(
      request([]),
      new URL('http://localhost/api/account/me'),
      '',
      { endpoint: accountMe, pathParameters: null },
      null,
      'rq-2',
    );
    expect(event).toMatchObject({ body: null, queryStringParameters: null, pathParameters: null });
    expect(event.multiValueQueryStringParameters).toBeNull();
  });

  it('takes parameters named like Object.prototype members as plain parameters', () => {
    const event = proxyEvent(
      request([]),
      new URL('http://localhost/api/account/me?toString=a&toString=b&__proto__=c&constructor=d'),
      '',
      { endpoint: accountMe, pathParameters: null },
      null,
      'rq-3',
    );
    expect(Object.entries(event.queryStringParameters ?? {})).toEqual([
      ['toString', 'b'],
      ['__proto__', 'c'],
      ['constructor', 'd'],
    ]);
    expect(Object.entries(event.multiValueQueryStringParameters ?? {})).toEqual([
      ['toString', ['a', 'b']],
      ['__proto__', ['c']],
      ['constructor', ['d']],
    ]);
  });
});

describe('lambdaContext', () => {
  it('counts down from the 29 s integration timeout', () => {
    const context = lambdaContext('account', 'aws-1');
    expect(context.awsRequestId).toBe('aws-1');
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(28_000);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(29_000);
  });
});
