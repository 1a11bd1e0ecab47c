import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent, Statement } from 'aws-lambda';

export type TokenAuthorizer = (event: APIGatewayTokenAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

/** What the gateway does with a request after the authorizer: pass it on with the context, or answer 401/403. */
export type AuthorizerOutcome =
  | { kind: 'allow'; context: Record<string, string | number | boolean> & { principalId: string } }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' };

/** API Gateway's default result TTL for a TOKEN authorizer. */
const DEFAULT_TTL_MS = 300_000;

const resourcesOf = (statement: Statement): string[] =>
  'Resource' in statement && statement.Resource ? [statement.Resource].flat() : [];
const actionsOf = (statement: Statement): string[] =>
  'Action' in statement ? [statement.Action].flat() : [];

/** Compiled once per pattern: a cached policy is evaluated again on every request it covers. */
const patterns = new Map<string, RegExp>();

/** `*` in an IAM resource or action matches any run of characters. */
function wildcard(pattern: string, value: string): boolean {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    const escaped = pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    compiled = new RegExp(`^${escaped.join('.*')}$`);
    patterns.set(pattern, compiled);
  }
  return compiled.test(value);
}

/** A policy allows the method when an Allow statement covers it and no Deny statement does. */
function allows(policy: APIGatewayAuthorizerResult['policyDocument'], methodArn: string): boolean {
  const covering = policy.Statement.filter(
    (s) =>
      actionsOf(s).some((a) => wildcard(a, 'execute-api:Invoke')) &&
      resourcesOf(s).some((r) => wildcard(r, methodArn)),
  );
  return covering.some((s) => s.Effect === 'Allow') && !covering.some((s) => s.Effect === 'Deny');
}

/**
 * Runs a TOKEN authorizer like API Gateway: no token means 401 without calling it; a thrown
 * "Unauthorized" means 401; the returned policy is cached per token and evaluated against each
 * method ARN, so a cached narrow policy denies other methods just as it does in AWS.
 */
export function cachedAuthorizer(authorize: TokenAuthorizer, ttlMs = DEFAULT_TTL_MS) {
  const cache = new Map<string, { result: APIGatewayAuthorizerResult; expires: number }>();

  return async (token: string | undefined, methodArn: string): Promise<AuthorizerOutcome> => {
    if (!token) return { kind: 'unauthorized' };
    const now = Date.now();
    let cached = cache.get(token);
    if (!cached || cached.expires <= now) {
      cache.delete(token);
      try {
        cached = {
          result: await authorize({ type: 'TOKEN', authorizationToken: token, methodArn }),
          expires: now + ttlMs,
        };
      } catch {
        return { kind: 'unauthorized' };
      }
      cache.set(token, cached);
    }
    const { result } = cached;
    if (!allows(result.policyDocument, methodArn)) return { kind: 'forbidden' };
    return { kind: 'allow', context: { ...result.context, principalId: result.principalId } };
  };
}
export type AuthorizerRunner = ReturnType<typeof cachedAuthorizer>;
