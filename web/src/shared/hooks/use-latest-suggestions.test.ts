import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestSuggestions } from './use-latest-suggestions';

/** A search whose answers the test releases in any order. */
function controlledSearch() {
  const pending = new Map<string, (found: string[]) => void>();
  const find = (text: string) => new Promise<string[]>((resolve) => pending.set(text, resolve));
  const answer = async (text: string, found: string[]) => {
    await act(async () => {
      pending.get(text)?.(found);
      await Promise.resolve();
    });
  };
  return { find, answer };
}

describe('useLatestSuggestions', () => {
  it('keeps the answer to the latest search when an earlier one arrives late', async () => {
    const { find, answer } = controlledSearch();
    const { result } = renderHook(() => useLatestSuggestions(find));
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.search('Сбер');
      second = result.current.search('Сбербанк');
    });
    await answer('Сбербанк', ['ПАО Сбербанк']);
    await answer('Сбер', ['ПАО Сбербанк', 'Сбербанк Лизинг']);
    await act(() => Promise.all([first, second]).then(() => undefined));
    expect(result.current.suggestions).toEqual(['ПАО Сбербанк']);
  });

  it('shows nothing for a failed search or text too short to search', async () => {
    const { result } = renderHook(() =>
      useLatestSuggestions((text) =>
        text === 'Банк' ? Promise.reject(new Error('down')) : Promise.resolve([text]),
      ),
    );
    await act(() => result.current.search('Альфа'));
    expect(result.current.suggestions).toEqual(['Альфа']);
    await act(() => result.current.search('Банк'));
    expect(result.current.suggestions).toEqual([]);
    await act(() => result.current.search('Альфа'));
    await act(() => result.current.search(' А '));
    expect(result.current.suggestions).toEqual([]);
  });

  it('drops a search still under way when the list is cleared', async () => {
    const { find, answer } = controlledSearch();
    const { result } = renderHook(() => useLatestSuggestions(find));
    let searching!: Promise<void>;
    act(() => {
      searching = result.current.search('Сбербанк');
      result.current.clear();
    });
    await answer('Сбербанк', ['ПАО Сбербанк']);
    await act(() => searching);
    expect(result.current.suggestions).toEqual([]);
  });
});
