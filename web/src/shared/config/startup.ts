import { configureAuth } from '../auth/configure-auth';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** /config.json could not be read or parsed: nothing can sign in. */
export class StartupError extends Error {
  constructor(cause: unknown) {
    super('The runtime configuration could not be loaded', { cause });
    this.name = 'StartupError';
  }
}

let started: Promise<RuntimeConfig> | null = null;

/**
 * Reads /config.json and configures Amplify, once. Every loader awaits it, so the config request,
 * the first route's module and the guards load side by side instead of one after another.
 */
export function ensureStarted(): Promise<RuntimeConfig> {
  started ??= loadRuntimeConfig().then(
    (config) => {
      configureAuth(config);
      return config;
    },
    (error: unknown) => {
      started = null;
      throw new StartupError(error);
    },
  );
  return started;
}
