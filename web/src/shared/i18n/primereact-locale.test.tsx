import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import './primereact-locale';

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('ru'));
});

/** An open inline calendar on 5 March 2026, a Thursday. */
const renderCalendar = () => render(<Calendar inline value={new Date(2026, 2, 5)} />);
const weekdays = (container: HTMLElement) =>
  [...container.querySelectorAll('.p-datepicker-calendar thead th')].map((th) => th.textContent);

describe("PrimeReact's locale", () => {
  it('shows a Russian calendar: Russian month names, the week from Monday', () => {
    const { container } = renderCalendar();
    expect(container.querySelector('.p-datepicker-month')?.textContent).toBe('Март');
    expect(weekdays(container)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  });

  it('switches to English with the interface', async () => {
    await act(() => changeLanguage('en'));
    const { container } = renderCalendar();
    expect(container.querySelector('.p-datepicker-month')?.textContent).toBe('March');
    expect(weekdays(container)[0]).toBe('Mon');
  });

  it('writes dates as DD.MM.YYYY', () => {
    render(<Calendar value={new Date(2026, 2, 5)} inputId="date" />);
    expect(screen.getByRole<HTMLInputElement>('combobox').value).toBe('05.03.2026');
  });

  it("says 'Нет результатов поиска' when a select's filter matches nothing", async () => {
    const { container } = render(
      <Dropdown options={[{ label: 'НДС', value: 'vat' }]} optionLabel="label" filter />,
    );
    fireEvent.click(container.querySelector('.p-dropdown')!);
    const filter = document.querySelector<HTMLInputElement>('.p-dropdown-filter')!;
    fireEvent.change(filter, { target: { value: 'прибыль' } });
    expect(await screen.findByText('Нет результатов поиска')).toBeTruthy();
  });
});
