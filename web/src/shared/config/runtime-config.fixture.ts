import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** The local stack's identity settings, which no unit test of a screen cares about. */
const LOCAL_IDENTITY = {
  region: 'eu-central-1',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  userPoolEndpoint: null,
  authFlow: 'USER_PASSWORD_AUTH',
  oidcProvider: null,
};

/** Loads a stage's /config.json for a screen's unit test: the local identity plus the test's own settings. */
export async function loadStageConfig(settings: {
  supportEmails?: string[];
  tenderDocumentsUrl?: string | null;
  features?: Partial<RuntimeConfig['features']>;
}): Promise<RuntimeConfig> {
  return loadRuntimeConfig(fetch, Promise.resolve(Response.json({ ...LOCAL_IDENTITY, ...settings })));
}
