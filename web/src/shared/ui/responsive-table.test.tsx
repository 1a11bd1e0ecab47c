import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Column } from 'primereact/column';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { ResponsiveTable } from './responsive-table';

interface Row {
  id: string;
  company: string;
  sentAt: string;
}

const SENT = ['2026-01-10', '2026-11-20', '2026-06-01'];
const rows: Row[] = SENT.map((sentAt, i) => ({
  id: `r${i + 1}`,
  company: `ООО «Компания ${i + 1}»`,
  sentAt,
}));
const columns = [<Column key="company" header="Поставщик" field="company" />];

/** A list of the rows above as a screen declares it, with what a test changes. */
const listOf = (props: Partial<ComponentProps<typeof ResponsiveTable<Row>>>) => (
  <ResponsiveTable<Row>
    rows={rows}
    dataKey="id"
    columns={columns}
    pageRows={10}
    loading={false}
    empty="Нет"
    testId="list"
    {...props}
  />
);

/** A phone-wide window (jsdom has no matchMedia, so its layout is otherwise the desktop one). */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a list on a wide screen', () => {
  it('is a table whose row opens on a click, on Enter and by its button at the end', () => {
    const onOpen = vi.fn();
    render(listOf({ open: { label: 'Открыть', onOpen, chevron: true } }));
    const table = screen.getByTestId('list');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(screen.getByText('ООО «Компания 2»'));
    expect(onOpen).toHaveBeenLastCalledWith(rows[1]);
    fireEvent.click(within(table).getAllByRole('button', { name: 'Открыть' })[2]!);
    expect(onOpen).toHaveBeenLastCalledWith(rows[2]);
    fireEvent.keyDown(screen.getByText('ООО «Компания 1»').closest('tr')!, { code: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(rows[0]);
  });

  it('keeps its rows for choosing when only the cards open, and shows the choice', () => {
    const onOpen = vi.fn();
    const onRowClick = vi.fn();
    render(
      listOf({
        open: { label: 'Изменить', onOpen, cardsOnly: true },
        table: { onRowClick, rowClassName: (row) => ({ 'p-highlight': row.id === 'r1' }) },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    fireEvent.click(screen.getByText('ООО «Компания 3»'));
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByText('ООО «Компания 1»').closest('tr')!.className).toContain('p-highlight');
  });

  it('asks the server for the next page with its length, and marks a row set apart', () => {
    const onPage = vi.fn();
    render(
      listOf({
        server: { first: 0, total: 25, onPage },
        marked: { is: (row) => row.id === 'r2', rowClass: 'rel-marked' },
      }),
    );
    expect(screen.getByText('ООО «Компания 2»').closest('tr')!.className).toContain('rel-marked');
    expect(screen.getByText('ООО «Компания 1»').closest('tr')!.className).not.toContain('rel-marked');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage).toHaveBeenCalledWith(10, 10);
  });
});

describe('the same list on a phone', () => {
  it('is cards with the same columns, which open on a tap', () => {
    onPhone();
    const onOpen = vi.fn();
    render(listOf({ open: { label: 'Изменить', onOpen, cardsOnly: true } }));
    const cards = screen.getAllByTestId('queue-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Поставщик')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Изменить' }));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });

  it('builds columns declared for a layout for the one it shows', () => {
    const byLayout = (layout: 'table' | 'cards') => [
      <Column key="company" header={layout === 'cards' ? 'Карточка' : 'Таблица'} field="company" />,
    ];
    render(listOf({ columns: byLayout }));
    expect(screen.getAllByText('Таблица')).toHaveLength(1);
    cleanup();
    onPhone();
    render(listOf({ columns: byLayout }));
    expect(screen.getAllByText('Карточка')).toHaveLength(3);
    expect(screen.queryByText('Таблица')).toBeNull();
  });

  it('keeps the order the table opens in, by a field, newest first', () => {
    onPhone();
    render(listOf({ sort: { field: 'sentAt', order: -1 } }));
    expect(screen.getAllByTestId('queue-card').map((card) => card.textContent)).toEqual([
      'ПоставщикООО «Компания 2»',
      'ПоставщикООО «Компания 3»',
      'ПоставщикООО «Компания 1»',
    ]);
  });

  it("turns the server's page with the page length it shows", () => {
    onPhone();
    const onPage = vi.fn();
    render(listOf({ server: { first: 0, total: 25, onPage } }));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage).toHaveBeenCalledWith(10, 10);
  });
});
