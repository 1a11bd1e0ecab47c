import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '../../shared/i18n/i18n';
import { loadStageConfig } from '../../shared/config/runtime-config.fixture';
import { HowpayPage } from './howpay-page';

afterEach(cleanup);

async function openHowpay(tenderDocumentsUrl: string | null) {
  await loadStageConfig({ tenderDocumentsUrl });
  render(
    <MemoryRouter>
      <HowpayPage />
    </MemoryRouter>,
  );
  return screen.getByTestId('howpay-documents');
}

describe('«Как оплатить доступ?» (/howpay)', () => {
  it("links the stage's tender documentation page in a new tab", async () => {
    const documents = await openHowpay('https://tender.company.test/docs');
    const link = documents.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://tender.company.test/docs');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(documents.textContent).toBe(
      'Документы по проведению закупок размещены на странице тендерной документации компании.',
    );
  });

  it('names the page without a link where the stage gives none', async () => {
    const documents = await openHowpay(null);
    expect(documents.querySelector('a')).toBeNull();
    expect(documents.textContent).toContain('странице тендерной документации компании');
  });
});
