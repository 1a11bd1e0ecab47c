import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { ConsentHistoryList } from './consent-history';

afterEach(cleanup);

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('ConsentHistoryList', () => {
  it('names the browser and the edition’s date as a person reads them, the raw values only on hover', () => {
    render(
      <ConsentHistoryList
        entries={[
          {
            document: 'PERSONAL_DATA',
            version: '2024-09-01',
            action: 'ACCEPTED',
            source: 'AGREEMENT',
            at: '2026-11-26T09:30:00Z',
            sub: 'sub-1',
            login: 'legal@demo.test',
            ip: '203.0.113.7',
            userAgent: UA,
          },
        ]}
      />,
    );
    const list = screen.getByTestId('consent-history');
    expect(list.textContent).toContain('редакция от 01.09.2024');
    expect(list.textContent).toContain('26.11.2026 12:30');
    expect(list.textContent).toContain('Chrome, Windows');
    expect(list.textContent).not.toContain('Mozilla');
    expect(list.textContent).not.toContain('203.0.113.7');
    expect(list.querySelector('[title*="203.0.113.7"]')).not.toBeNull();
  });
});
