import { takeEarlyConfigRequest } from './config-request';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** /config.json could not be read or parsed: nothing can sign in. */
export class StartupError extends Error {
  constructor(cause: unknown) {
    super('The runtime configuration could not be loaded', { cause });
    this.name = 'StartupError';
  }
}

let config: Promise<RuntimeConfig> | null = null;
let started: Promise<RuntimeConfig> | null = null;

/** Reads /config.json, once (again after a failure). Every screen renders after it. */
export function ensureConfig(): Promise<RuntimeConfig> {
  config ??= loadRuntimeConfig(fetch, takeEarlyConfigRequest() ?? undefined).catch((error: unknown) => {
    config = null;
    throw new StartupError(error);
  });
  return config;
}

/**
 * The configuration, and Amplify Auth pointed at its user pool, once. Amplify loads here, beside the
 * guards that need it, so the sign-in screen of a visitor without a session paints without it.
 */
export function ensureStarted(): Promise<RuntimeConfig> {
  started ??= Promise.all([ensureConfig(), import('../auth/configure-auth')]).then(
    ([loaded, { configureAuth }]) => {
      configureAuth(loaded);
      return loaded;
    },
    (error: unknown) => {
      started = null;
      throw error;
    },
  );
  return started;
}
