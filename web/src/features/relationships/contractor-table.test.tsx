import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractorRow } from '@shared/api/areas/relationships';
import '../../shared/i18n/i18n';
import { ContractorTable, type RowActions } from './contractor-table';

const row: ContractorRow = {
  id: 'c1',
  code: null,
  name: 'ООО «ТехноКабель»',
  inn: '6661495226',
  countryCode: 'RU',
  countryName: 'Россия',
  kpp: '666101001',
  ogrn: '1226661446835',
  loadedAllRequiredDocuments: false,
  pbiotComplete: false,
  isResident: true,
  showLinkButton: true,
  showReplaceButton: false,
  showSubcontractorPage: false,
  isOnDelete: false,
  isOnReplace: false,
};

const actions = (): RowActions => ({
  type: 'SUBCONTRACTOR',
  canSave: true,
  onLink: vi.fn(),
  onReplace: vi.fn(),
  onDelete: vi.fn(),
});

const tableWith = (a: RowActions) => (
  <MemoryRouter>
    <ContractorTable
      testId="rel"
      page={{ content: [row], elementCount: 1 }}
      loading={false}
      first={0}
      rows={10}
      onPage={() => undefined}
      actions={a}
    />
  </MemoryRouter>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a contractor row's actions", () => {
  it('on a wide screen: the delete button has a column of its own, after the text actions', () => {
    render(tableWith(actions()));
    const link = screen.getByTestId('rel-link');
    const remove = screen.getByTestId('rel-delete');
    expect(link.closest('td')).not.toBe(remove.closest('td'));
  });

  it('on a phone: the delete button sits beside the text actions in one line of the card, and deletes', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const a = actions();
    render(tableWith(a));
    const card = screen.getByTestId('queue-card');
    const remove = within(card).getByTestId('rel-delete');
    const line = within(card).getByTestId('rel-link').closest('.rel-card-actions');
    expect(line).not.toBeNull();
    expect(remove.closest('.rel-card-actions')).toBe(line);
    expect(within(card).getAllByTestId('rel-delete')).toHaveLength(1);
    fireEvent.click(remove);
    expect(a.onDelete).toHaveBeenCalledWith(row);
  });
});
