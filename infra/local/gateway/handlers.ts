import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint, FunctionGroup } from '@shared/api/endpoint';
import type { TokenAuthorizer } from './authorizer';
import type { ProxyHandler } from './server';

const importHandler = async <T>(root: string, fn: string): Promise<T> =>
  ((await import(pathToFileURL(join(root, 'functions', fn, 'handler.ts')).href)) as { handler: T }).handler;

/**
 * The real handlers of every function group the contract names, and the authorizer, each imported on
 * its first call, as Lambda loads a function on its first invocation: the stack is ready without
 * waiting for every function's code. `warm()` imports them all (the stack calls it once ready, so a
 * first click seldom waits). Their modules read the environment once when loaded, so set it first.
 */
export function lazyHandlers(root: string, endpoints: readonly Endpoint[]) {
  const groups = [...new Set(endpoints.map((e) => e.fn))];
  const loaded = new Map<string, Promise<unknown>>();
  const load = <T>(fn: string): Promise<T> => {
    const known = loaded.get(fn) ?? importHandler<T>(root, fn);
    loaded.set(fn, known);
    return known as Promise<T>;
  };
  const authorizer: TokenAuthorizer = async (event) => (await load<TokenAuthorizer>('authorizer'))(event);
  const handlers: ReadonlyMap<FunctionGroup, ProxyHandler> = new Map(
    groups.map((fn) => [fn, async (event, context) => (await load<ProxyHandler>(fn))(event, context)]),
  );
  return {
    authorizer,
    handlers,
    warm: async () => {
      await Promise.all(['authorizer', ...groups].map((fn) => load(fn)));
    },
  };
}
