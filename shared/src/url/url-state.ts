import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type SortState, parseSort, serializeSort } from './sort';

// Page state lives in the URL: filters, page and sort are query parameters, so links
// share and Back works. Every filter or sort change sends the list back to its first page, in the
// same navigation (two navigations in one tick would each start from the same old URL).

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
const NO_SORT = 'none';

export type ParamChanges = Record<string, string | null | undefined>;
export type HistoryMode = 'push' | 'replace';

// The URL written by the current event handler, before the router re-renders with it: a second
// setter called in the same tick (e.g. a filter and the page) must build on it, not on the old URL.
let written: { pathname: string; search: string } | null = null;

/**
 * Applies several query-parameter changes in one navigation: a string sets the key, null / undefined /
 * '' removes it. Always starts from the latest URL, so a debounced call never undoes a newer change.
 */
export function useUpdateParams(): (changes: ParamChanges, history?: HistoryMode) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  latest.current = location;
  return useCallback(
    (changes, history = 'push') => {
      const { pathname } = latest.current;
      const base = written?.pathname === pathname ? written.search : latest.current.search;
      const params = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') params.delete(key);
        else params.set(key, value);
      }
      const query = params.toString();
      const search = query ? `?${query}` : '';
      if (!written)
        queueMicrotask(() => {
          written = null;
        });
      written = { pathname, search };
      navigate({ search }, { replace: history === 'replace' });
    },
    [navigate],
  );
}

export interface QueryStateOptions {
  /** Send the list back to page 0 when the value changes (default true: every filter does). */
  resetPage?: boolean;
  /** 'replace' (default) so typing in a filter does not flood Back; 'push' for tabs. */
  history?: HistoryMode;
}

/**
 * One query parameter as state. Setting `defaultValue` removes the key. By default a change also
 * resets `?page=` (it is a filter) and replaces the history entry.
 */
export function useQueryState(
  key: string,
  defaultValue = '',
  { resetPage = true, history = 'replace' }: QueryStateOptions = {},
): [string, (value: string) => void] {
  const location = useLocation();
  const updateParams = useUpdateParams();
  const value = new URLSearchParams(location.search).get(key) ?? defaultValue;
  const setValue = useCallback(
    (next: string) => {
      const changes: ParamChanges = { [key]: next === defaultValue ? null : next };
      if (resetPage) changes[PAGE_PARAM] = null;
      updateParams(changes, history);
    },
    [key, defaultValue, resetPage, history, updateParams],
  );
  return [value, setValue];
}

/** Reads a zero-based page number; missing, invalid or negative is 0. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 0;
  return Number(raw);
}

/** The zero-based `?page=` (0 leaves the key out); changing page pushes a history entry. */
export function usePageParam(): [number, (page: number) => void] {
  const location = useLocation();
  const updateParams = useUpdateParams();
  const page = parsePage(new URLSearchParams(location.search).get(PAGE_PARAM));
  const setPage = useCallback(
    (next: number) => updateParams({ [PAGE_PARAM]: next > 0 ? String(Math.floor(next)) : null }, 'push'),
    [updateParams],
  );
  return [page, setPage];
}

/**
 * The list's sort as `?sort=field:ASC`. Without the key the sort is `defaultSort` (shown on its
 * header); "none" after a full click cycle is kept as `?sort=none` so it differs from the default.
 * Changing the sort resets the page.
 */
export function useSortParam(defaultSort: SortState = null): [SortState, (sort: SortState) => void] {
  const location = useLocation();
  const updateParams = useUpdateParams();
  const raw = new URLSearchParams(location.search).get(SORT_PARAM);
  const sort = raw === NO_SORT ? null : (parseSort(raw) ?? defaultSort);
  const defaultKey = serializeSort(defaultSort);
  const setSort = useCallback(
    (next: SortState) => {
      const serialized = serializeSort(next);
      let stored: string | null = serialized;
      if (serialized === defaultKey) stored = null;
      else if (serialized === null) stored = NO_SORT;
      updateParams({ [SORT_PARAM]: stored, [PAGE_PARAM]: null }, 'push');
    },
    [defaultKey, updateParams],
  );
  return [sort, setSort];
}

/** A function that removes the given keys and the page in one navigation (the filter bar's Clear). */
export function useResetParams(): (keys: string[]) => void {
  const updateParams = useUpdateParams();
  return useCallback(
    (keys: string[]) => {
      const changes: ParamChanges = { [PAGE_PARAM]: null };
      for (const key of keys) changes[key] = null;
      updateParams(changes, 'push');
    },
    [updateParams],
  );
}
