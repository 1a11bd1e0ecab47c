import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StopFactors, TenderInfo } from '@shared/api/areas/tenders';
import '../../shared/i18n/i18n';
import { loadStageConfig } from '../../shared/config/runtime-config.fixture';
import { TenderPage } from './tender-page';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const info = (tenderSystemUrl: string | null): TenderInfo => ({
  accessStatus: 'OPEN',
  licenceAcceptedDate: '2026-01-12T09:00:00.000Z',
  dateTo: '2027-01-12',
  blockedFrom: null,
  paymentCode: 'ЛК-000123',
  tenderSystemUrl,
  paymentCurrencies: [],
});
const missingDocuments: StopFactors = {
  missingRequiredDocuments: true,
  blockingRiskIndicators: false,
  limitDate: null,
  blockingRiskIndicatorsList: [],
  factors: [{ code: 'MISSING_DOCUMENTS', clearedAt: '/documents', detail: null }],
  supportEmail: 'support@cabinet.test',
};

/** The tender page of a supplier with open access, under a stage's /config.json and tender link. */
async function openTender(tenderSystemUrl: string | null, showLinkedDocuments = true) {
  await loadStageConfig({ features: { showLinkedDocuments } });
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/api/tenders/info')) return Response.json({ response: info(tenderSystemUrl) });
    if (url.endsWith('/api/tenders/stopFactors')) return Response.json({ response: missingDocuments });
    return new Promise<Response>(() => undefined);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TenderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TenderPage: the tender link of the stage (01 §2.5, §9)', () => {
  it("offers 'Перейти в систему' to a supplier with access where the stage sets the tender link", async () => {
    await openTender('https://tender.example.org/');
    const go = await screen.findByRole('link', { name: 'Перейти в систему' });
    expect(go.getAttribute('href')).toBe('https://tender.example.org/');
  });

  it('offers no such button where no tender link is set', async () => {
    await openTender(null);
    expect(await screen.findByTestId('tender-banner')).toBeTruthy();
    expect(screen.queryByText('Перейти в систему')).toBeNull();
  });

  it('sends the missing-documents stop factor to the add-documents screen while the history is off (03 §2)', async () => {
    await openTender(null, false);
    const go = await screen.findByRole('link', { name: /Перейти к документам/ });
    expect(go.getAttribute('href')).toBe('/documents/create');
  });
});
