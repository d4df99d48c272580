import { useDebouncedValue } from '@telehealth/shared/ui';
import { useEffect, useState } from 'react';
import type { SearchMatch } from './palette-entries';
import { searchEverything } from './search-api';

export type PaletteSearch = {
  status: 'idle' | 'searching' | 'done' | 'failed';
  matches: SearchMatch[];
  /** The (trimmed) text this state answers; while the admin types it trails what the box holds. */
  text: string;
};

export const MIN_TEXT = 2;
const DEBOUNCE_MS = 150;

/** Searches as the admin types (after a short pause), dropping answers to text since changed. */
export function usePaletteSearch(text: string): PaletteSearch {
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [state, setState] = useState<PaletteSearch>({ status: 'idle', matches: [], text: '' });
  useEffect(() => {
    if (settled.length < MIN_TEXT) {
      setState({ status: 'idle', matches: [], text: settled });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'searching', matches: previous.matches, text: settled }));
    searchEverything(settled, controller.signal).then(
      (matches) => !controller.signal.aborted && setState({ status: 'done', matches, text: settled }),
      () => !controller.signal.aborted && setState({ status: 'failed', matches: [], text: settled }),
    );
    return () => controller.abort();
  }, [settled]);
  return state;
}

/** Whether the matches shown are the answer for `text` (or no search is needed for it). */
export function answersText(search: PaletteSearch, text: string): boolean {
  const wanted = text.trim();
  if (wanted.length < MIN_TEXT) return true;
  return search.text === wanted && (search.status === 'done' || search.status === 'failed');
}
