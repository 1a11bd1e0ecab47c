import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';

const served = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

const local = {
  region: 'eu-central-1',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://localhost:9229/',
  authFlow: 'USER_PASSWORD_AUTH',
  oidcProvider: null,
};

describe('loadRuntimeConfig', () => {
  it('accepts the local stack config and fills the optional settings', async () => {
    const config = await loadRuntimeConfig(served(local));
    expect(config.userPoolEndpoint).toBe('http://localhost:9229/');
    expect(config.oauthDomain).toBeNull();
    expect(config.supportEmails).toEqual([]);
  });

  it('keeps the documents history on and no old-documents link for a config written before those flags', async () => {
    const old = await loadRuntimeConfig(served({ ...local, features: { showPbiot: false } }));
    expect(old.features).toEqual({
      showPbiot: false,
      showPbiotInstruction: true,
      showLinkedDocuments: true,
      oldDocumentsUrl: null,
    });
    const stage = await loadRuntimeConfig(
      served({
        ...local,
        features: { showLinkedDocuments: false, oldDocumentsUrl: 'https://old.example.org/' },
      }),
    );
    expect(stage.features).toMatchObject({
      showLinkedDocuments: false,
      oldDocumentsUrl: 'https://old.example.org/',
    });
    await expect(
      loadRuntimeConfig(served({ ...local, features: { oldDocumentsUrl: 'not an address' } })),
    ).rejects.toThrow();
  });

  it('rejects an unknown auth flow instead of signing in the wrong way', async () => {
    await expect(loadRuntimeConfig(served({ ...local, authFlow: 'CUSTOM_AUTH' }))).rejects.toThrow();
  });

  it('fails when the file is missing', async () => {
    await expect(loadRuntimeConfig(served({}, 404))).rejects.toThrow('/config.json answered 404');
  });
});
