import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@shared/api/areas/profiles';
import '../../shared/i18n/i18n';
import { PostalAddressForm } from './postal-address-form';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const legal: Address = {
  fullAddress: '625000, Россия, Тюменская область, Тюмень, ул. Республики, д. 14',
  index: '625000',
  countryCode: 'RU',
  regionCode: '72',
  countryRef: { code: 'RU', name: 'Россия' },
  regionRef: { code: '72', name: 'Тюменская область' },
  city: 'Тюмень',
  locality: '',
  disctrict: '',
  street: 'ул. Республики',
  building: '14',
  block: '',
  floor: '3',
  room: '',
};

/** The dictionaries the form reads: countries, and Russia's regions. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const content =
        query.get('type') === 'COUNTRY'
          ? [
              { id: 'RU', code: 'RU', name: 'Россия', parentCode: null },
              { id: 'GB', code: 'GB', name: 'Великобритания', parentCode: null },
            ]
          : query.get('parentCode') === 'RU'
            ? [{ id: '72', code: '72', name: 'Тюменская область', parentCode: 'RU' }]
            : [];
      return Response.json({ response: { content } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (onSubmit = vi.fn(), current: Address | null = null) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PostalAddressForm current={current} legal={legal} busy={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
};

describe('PostalAddressForm', () => {
  it('shows the specification’s messages instead of sending an incomplete address', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByTestId('postal-save'));
    expect(await screen.findByText('Неверный индекс. формат ######')).toBeTruthy();
    expect(screen.getByText('Введите страну')).toBeTruthy();
    expect(
      screen.getAllByText('Необходимо ввести символ «-», если поле остается пустым').length,
    ).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('copies the legal address with "-" in its empty parts and sends it', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByLabelText('Фактический адрес совпадает с юридическим адресом'));
    expect((screen.getByLabelText('Населенный пункт *') as HTMLInputElement).value).toBe('-');
    expect((screen.getByLabelText('Город *') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByTestId('postal-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      index: '625000',
      countryCode: 'RU',
      regionCode: '72',
      city: 'Тюмень',
      locality: '-',
      disctrict: '-',
      street: 'ул. Республики',
      building: '14',
      block: '-',
      room: '-',
    });
  });

  it('takes a foreign postal code in its country’s format and the region as typed text', async () => {
    const london: Address = {
      ...legal,
      fullAddress: '',
      index: '123',
      countryCode: 'GB',
      regionCode: '',
      countryRef: { code: 'GB', name: 'Великобритания' },
      regionRef: null,
      city: 'London',
      locality: '-',
      disctrict: '-',
      street: 'Downing Street',
      building: '10',
      block: '-',
      room: '-',
    };
    const onSubmit = renderForm(vi.fn(), london);
    fireEvent.click(screen.getByTestId('postal-save'));
    expect(await screen.findByText('Неверный почтовый индекс для выбранной страны')).toBeTruthy();
    const index = screen.getByLabelText('Индекс *') as HTMLInputElement;
    // Letters and a space are typed as they are, not stripped to digits.
    fireEvent.change(index, { target: { value: 'SW1A 2AA' } });
    expect(index.value).toBe('SW1A 2AA');
    const region = await screen.findByLabelText('Регион *');
    fireEvent.change(region, { target: { value: 'Greater London' } });
    fireEvent.click(screen.getByTestId('postal-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      index: 'SW1A 2AA',
      countryCode: 'GB',
      regionCode: 'Greater London',
    });
  });
});
