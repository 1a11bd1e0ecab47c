import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Column } from 'primereact/column';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedPages, QueueCards } from './queue-cards';

interface Row {
  id: string;
  company: string;
  status: string;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  company: `ООО «Компания ${i + 1}»`,
  status: i % 2 ? 'Открыт' : 'Временный',
}));

const columns = [
  <Column key="company" header="Поставщик" body={(r: Row) => <strong>{r.company}</strong>} />,
  <Column key="status" header="Статус" field="status" />,
  <Column key="actions" body={(r: Row) => <button type="button">Оплата {r.id}</button>} />,
];

type Props = ComponentProps<typeof QueueCards<Row>>;

/** The queue of the rows above, ten a page, with what a test changes. */
const cardsOf = (props: Partial<Props>) => (
  <QueueCards<Row>
    rows={rows}
    rowKey={(r) => r.id}
    columns={columns}
    pageRows={10}
    empty="Нет"
    loading={false}
    testId="q"
    {...props}
  />
);

afterEach(cleanup);

describe('a back-office queue on a phone', () => {
  it('shows every column of a row, its header over its value, ten rows a page', () => {
    render(cardsOf({}));
    const cards = screen.getAllByTestId('queue-card');
    expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    expect(first.getByText('Поставщик')).toBeTruthy();
    expect(first.getByText('ООО «Компания 1»')).toBeTruthy();
    expect(first.getByText('Статус')).toBeTruthy();
    expect(first.getByText('Временный')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Оплата r1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getAllByTestId('queue-card')).toHaveLength(2);
    expect(screen.getByText('ООО «Компания 12»')).toBeTruthy();
  });

  it('opens a row on a tap and by its button, but not when a button inside it is pressed', () => {
    const onOpen = vi.fn();
    render(cardsOf({ rows: rows.slice(0, 1), open: { label: 'Открыть', onOpen } }));
    fireEvent.click(screen.getByRole('button', { name: 'Оплата r1' }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('ООО «Компания 1»'));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('says the queue is empty once it has loaded, and nothing while it loads', () => {
    const { rerender } = render(cardsOf({ rows: [], empty: 'Заявок нет.', loading: true }));
    expect(screen.getByTestId('q').textContent).toBe('');
    rerender(cardsOf({ rows: [], empty: 'Заявок нет.' }));
    expect(screen.getByTestId('q').textContent).toBe('Заявок нет.');
  });

  it('pages a list the server pages: the page it was given, the total, and the turn of a page', () => {
    const onPage = vi.fn();
    render(
      cardsOf({
        rows: rows.slice(10),
        server: { first: 10, total: 25, onPage },
        marked: (r) => r.id === 'r11',
      }),
    );
    const cards = screen.getAllByTestId('queue-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.className).toContain('queue-card-marked');
    expect(cards[1]!.className).not.toContain('queue-card-marked');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage).toHaveBeenCalledWith(20, 10);
  });

  it('pages by the page numbers the API counts from 1', () => {
    const onPage = vi.fn();
    const paging = numberedPages(2, 10, 25, onPage);
    expect(paging.first).toBe(10);
    paging.onPage(20, 10);
    expect(onPage).toHaveBeenCalledWith(3, 10);
    paging.onPage(0, 20);
    expect(onPage).toHaveBeenLastCalledWith(1, 20);
  });
});
