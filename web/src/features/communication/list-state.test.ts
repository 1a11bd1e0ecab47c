import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_REQUEST, filterSummary, loadListState, saveListState } from './list-state';

const t = (key: string, options?: Record<string, unknown>) =>
  key === 'all' ? 'Все' : `Выбрано: ${String(options?.count)}`;

describe('the requests list state', () => {
  it('summarises a filter as all, the names, or a count above three', () => {
    const name = (code: string) => code.toLowerCase();
    expect(filterSummary(null, name, t)).toBe('Все');
    expect(filterSummary([], name, t)).toBe('Все');
    expect(filterSummary(['A', 'B', 'C'], name, t)).toBe('a, b, c');
    expect(filterSummary(['A', 'B', 'C', 'D'], name, t)).toBe('Выбрано: 4');
  });

  it('keeps filters and paging for the session', () => {
    sessionStorage.clear();
    expect(loadListState()).toEqual(EMPTY_LIST_REQUEST);
    const state = {
      ...EMPTY_LIST_REQUEST,
      showArchived: true,
      pageableRequest: { pageNumber: 3, pageSize: 10 },
    };
    saveListState(state);
    expect(loadListState()).toEqual(state);
  });
});
