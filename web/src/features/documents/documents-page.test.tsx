import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import { loadRuntimeConfig } from '../../shared/config/runtime-config';
import { DocumentsPage } from './documents-page';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const OLD_DOCUMENTS = 'Документы, загруженные в предыдущей версии личного кабинета';

/** The documents history under a stage's /config.json; the section's calls stay pending (not the point here). */
async function openHistory(features: { showLinkedDocuments?: boolean; oldDocumentsUrl?: string | null }) {
  const config = {
    region: 'eu-central-1',
    userPoolId: 'local_abc',
    userPoolClientId: 'client',
    userPoolEndpoint: null,
    authFlow: 'USER_PASSWORD_AUTH',
    oidcProvider: null,
    features,
  };
  await loadRuntimeConfig(fetch, Promise.resolve(Response.json(config)));
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/documents/']}>
        <Routes>
          <Route path="/documents/" element={<DocumentsPage />} />
          <Route path="/404" element={<p>Страница не найдена</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentsPage: the stage flags of 03 §2, §9', () => {
  it('redirects the documents history to /404 while the display of linked documents is off', async () => {
    await openHistory({ showLinkedDocuments: false });
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
    expect(screen.queryByTestId('documents-page')).toBeNull();
  });

  it('links the documents of the previous cabinet where the stage sets the old document link', async () => {
    await openHistory({ oldDocumentsUrl: 'https://old-cabinet.example.org/documents' });
    const link = await screen.findByRole('link', { name: OLD_DOCUMENTS });
    expect(link.getAttribute('href')).toBe('https://old-cabinet.example.org/documents');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the history without that link where none is set', async () => {
    await openHistory({});
    expect(await screen.findByTestId('documents-page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: OLD_DOCUMENTS })).toBeNull();
  });
});
