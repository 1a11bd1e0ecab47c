import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { DecimalInput } from './decimal-input';

function Field(props: { grouping?: boolean; maxDecimals?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DecimalInput aria-label="rate" value={value} onValueChange={setValue} {...props} />
      <output>{value}</output>
    </>
  );
}

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('ru'));
});

describe('DecimalInput', () => {
  it('keeps 22,53 typed with a comma as 22.53 and shows the comma', () => {
    render(<Field />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'rate' });
    fireEvent.change(input, { target: { value: '22,53' } });
    expect(input.value).toBe('22,53');
    expect(screen.getByRole('status').textContent).toBe('22.53');
    expect(input.inputMode).toBe('decimal');
  });

  it('groups a money field with spaces and takes ю for the separator', () => {
    render(<Field grouping />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'rate' });
    fireEvent.change(input, { target: { value: '1234567ю89' } });
    expect(input.value).toBe('1 234 567,89');
    expect(screen.getByRole('status').textContent).toBe('1234567.89');
  });

  it('shows a dot in English', async () => {
    await act(() => changeLanguage('en'));
    render(<Field />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'rate' });
    fireEvent.change(input, { target: { value: '0,29' } });
    expect(input.value).toBe('0.29');
  });

  it('takes whole numbers only in a count', () => {
    render(<Field maxDecimals={0} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'rate' });
    fireEvent.change(input, { target: { value: '12,5' } });
    expect(input.value).toBe('12');
    expect(input.inputMode).toBe('numeric');
  });
});
