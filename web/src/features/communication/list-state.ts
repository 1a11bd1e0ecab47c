import type { ListRequest } from './communication-queries';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';

/** The list's filters and paging, kept for the browser session and restored on return (01 §2.6). */
const KEY = 'communication.list';

export const EMPTY_LIST_REQUEST: ListRequest = {
  showArchived: false,
  requestCode: null,
  createdAtFilter: null,
  lastCommunicatedAtFilter: null,
  requestSpecificationCodes: null,
  beCodes: null,
  pageableRequest: { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE },
};

export function loadListState(): ListRequest {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY_LIST_REQUEST, ...(JSON.parse(raw) as Partial<ListRequest>) } : EMPTY_LIST_REQUEST;
  } catch {
    return EMPTY_LIST_REQUEST;
  }
}

export function saveListState(state: ListRequest): void {
  sessionStorage.setItem(KEY, JSON.stringify(state));
}

/** The header summary of a filter: 'Все', the chosen names, or 'Выбрано: N' above 3 (01 §2.6, §9). */
export function filterSummary(
  chosen: readonly string[] | null,
  nameOf: (code: string) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (!chosen || chosen.length === 0) return t('all');
  if (chosen.length > 3) return t('selected', { count: chosen.length });
  return chosen.map(nameOf).join(', ');
}
