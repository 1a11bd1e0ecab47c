import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { cachedAuthorizer } from './authorizer';

const ARN = 'arn:aws:execute-api:local:000000000000:local/local';

function policy(resource: string, effect: 'Allow' | 'Deny' = 'Allow'): APIGatewayAuthorizerResult {
  return {
    principalId: 'sub-1',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
    },
    context: { sub: 'sub-1', groups: '' },
  };
}

describe('cachedAuthorizer', () => {
  it('answers unauthorized without calling the authorizer when there is no token', async () => {
    const authorize = vi.fn();
    expect(await cachedAuthorizer(authorize)(undefined, `${ARN}/GET/api/x`)).toEqual({
      kind: 'unauthorized',
    });
    expect(authorize).not.toHaveBeenCalled();
  });

  it('turns a thrown "Unauthorized" into unauthorized and does not cache it', async () => {
    const authorize = vi.fn().mockRejectedValue(new Error('Unauthorized'));
    const run = cachedAuthorizer(authorize);
    expect(await run('Bearer x', `${ARN}/GET/api/x`)).toEqual({ kind: 'unauthorized' });
    await run('Bearer x', `${ARN}/GET/api/x`);
    expect(authorize).toHaveBeenCalledTimes(2);
  });

  it('caches an allow per token for the TTL and passes the context with the principal', async () => {
    const authorize = vi.fn(async (e: APIGatewayTokenAuthorizerEvent) =>
      policy(`${e.methodArn.split('/').slice(0, 2).join('/')}/*/*`),
    );
    const run = cachedAuthorizer(authorize, 60_000);
    expect(await run('Bearer a', `${ARN}/GET/api/x`)).toEqual({
      kind: 'allow',
      context: { sub: 'sub-1', groups: '', principalId: 'sub-1' },
    });
    await run('Bearer a', `${ARN}/POST/api/y`);
    expect(authorize).toHaveBeenCalledTimes(1);
    await run('Bearer b', `${ARN}/GET/api/x`);
    expect(authorize).toHaveBeenCalledTimes(2);
  });

  it('evaluates a cached narrow policy against the next method, as API Gateway does', async () => {
    const run = cachedAuthorizer(async (e) => policy(e.methodArn));
    expect((await run('Bearer a', `${ARN}/GET/api/x`)).kind).toBe('allow');
    expect((await run('Bearer a', `${ARN}/GET/api/y`)).kind).toBe('forbidden');
  });

  it('lets a Deny statement win', async () => {
    const run = cachedAuthorizer(async () => policy(`${ARN}/*/*`, 'Deny'));
    expect((await run('Bearer a', `${ARN}/GET/api/x`)).kind).toBe('forbidden');
  });

  it('calls the authorizer again once the cached result expires', async () => {
    vi.useFakeTimers();
    try {
      const authorize = vi.fn(async () => policy(`${ARN}/*/*`));
      const run = cachedAuthorizer(authorize, 1_000);
      await run('Bearer a', `${ARN}/GET/api/x`);
      vi.advanceTimersByTime(1_001);
      await run('Bearer a', `${ARN}/GET/api/x`);
      expect(authorize).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
