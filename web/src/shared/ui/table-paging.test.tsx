import { cleanup, render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import '../i18n/primereact-locale';
import { useTablePaging } from './table-paging';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

function Table() {
  const paging = useTablePaging();
  return (
    <DataTable {...paging} value={rows} dataKey="id" paginator rows={10}>
      <Column field="id" header="№" />
    </DataTable>
  );
}

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('ru'));
});

describe('the paginator of every table (03 §9)', () => {
  it('labels rows per page, the total and the page to go to in Russian', () => {
    render(<Table />);
    expect(screen.getByText('Записей на странице')).toBeTruthy();
    expect(screen.getByTestId('table-total').textContent).toBe('Всего: 25');
    expect(screen.getByText('Перейти к странице')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeTruthy();
  });

  it('in English after switching', async () => {
    await act(() => changeLanguage('en'));
    render(<Table />);
    expect(screen.getByTestId('table-total').textContent).toBe('Total: 25');
    expect(screen.getByText('Rows per page')).toBeTruthy();
  });
});
