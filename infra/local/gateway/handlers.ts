import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint, FunctionGroup } from '@shared/api/endpoint';
import type { TokenAuthorizer } from './authorizer';
import type { ProxyHandler } from './server';

const importHandler = async <T>(root: string, fn: string): Promise<T> =>
  ((await import(pathToFileURL(join(root, 'functions', fn, 'handler.ts')).href)) as { handler: T }).handler;

/**
 * Loads the real handlers of every function group the contract names, and the authorizer. Their
 * modules read the environment once when loaded, so call this after the environment is set.
 */
export async function loadHandlers(root: string, endpoints: readonly Endpoint[]) {
  const groups = [...new Set(endpoints.map((e) => e.fn))];
  const [authorizer, ...handlers] = await Promise.all([
    importHandler<TokenAuthorizer>(root, 'authorizer'),
    ...groups.map((fn) => importHandler<ProxyHandler>(root, fn)),
  ]);
  return {
    authorizer: authorizer as TokenAuthorizer,
    handlers: new Map(groups.map((fn, i) => [fn, handlers[i] as ProxyHandler])) as ReadonlyMap<
      FunctionGroup,
      ProxyHandler
    >,
  };
}
