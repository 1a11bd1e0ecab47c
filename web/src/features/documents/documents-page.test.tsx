import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import type { DocumentSpec } from '@shared/api/areas/documents';
import { loadStageConfig } from '../../shared/config/runtime-config.fixture';
import { DocumentsPage } from './documents-page';
import { specQuery } from './documents-queries';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const OLD_DOCUMENTS = 'Документы, загруженные в предыдущей версии личного кабинета';

const SPEC: DocumentSpec = {
  subcontractor: null,
  taxRegime: 'OSN',
  canSave: true,
  required: { groupCode: 'REQUIRED', documentTypes: [], existingDocumentInfoList: [] },
  additional: { groupCode: 'ADDITIONAL', documentTypes: [], existingDocumentInfoList: [] },
  topNotificationBar: [],
  reportingPeriods: [],
  taxReturnWarnings: [
    {
      documentType: 'VatXML',
      name: 'Налоговая декларация по НДС (XML)',
      reportingYear: 2026,
      reportingQuarter: 2,
    },
  ],
};

/**
 * The documents history under a stage's /config.json, with the specification already at hand (`spec`) or
 * still on its way; every call the page makes stays pending (not the point here).
 */
async function openHistory(
  features: { showLinkedDocuments?: boolean; oldDocumentsUrl?: string | null },
  spec: DocumentSpec | null = SPEC,
) {
  await loadStageConfig({ features });
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const client = new QueryClient();
  if (spec) client.setQueryData(specQuery('ru').queryKey, spec);
  render(
    <QueryClientProvider client={client}>
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

  it('holds the tabs until the specification has come, so its warnings do not push the history down', async () => {
    await openHistory({}, null);
    expect(await screen.findByTestId('documents-page')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();
    await openHistory({});
    expect(await screen.findByTestId('tax-return-warnings')).toBeTruthy();
    expect(screen.getByRole('tablist')).toBeTruthy();
  });
});

describe('DocumentsPage: one story on one screen', () => {
  it('marks a tax return the banner asks for as not loaded, though one of an earlier period is', async () => {
    const vat = { ...SPEC.taxReturnWarnings[0]! };
    await openHistory(
      {},
      {
        ...SPEC,
        required: {
          groupCode: 'REQUIRED',
          documentTypes: [
            { code: vat.documentType, name: vat.name } as DocumentSpec['required']['documentTypes'][number],
          ],
          existingDocumentInfoList: [
            { documentType: vat.documentType, status: 'DVS_ACCEPTED', loaded: true },
          ],
        },
      },
    );
    // The tab holds the checklist and the calendar: it is named for the status, not a history.
    fireEvent.click(await screen.findByText('Статус загрузки документов'));
    const checklist = await screen.findByTestId('required-documents');
    expect(checklist.textContent).toContain('Не загружен');
    expect(checklist.textContent).not.toMatch(/Загружен(?!ы)/);
  });
});
