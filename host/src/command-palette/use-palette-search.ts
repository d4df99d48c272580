import { useDebouncedValue } from '@telehealth/shared/ui';
import { useEffect, useState } from 'react';
import type { SearchMatch } from './palette-entries';
import { searchEverything } from './search-api';

export type PaletteSearch =
  | { status: 'idle'; matches: SearchMatch[] }
  | { status: 'searching'; matches: SearchMatch[] }
  | { status: 'done'; matches: SearchMatch[] }
  | { status: 'failed'; matches: SearchMatch[] };

const MIN_TEXT = 2;
const DEBOUNCE_MS = 150;

/** Searches as the admin types (after a short pause), dropping answers to text since changed. */
export function usePaletteSearch(text: string): PaletteSearch {
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [state, setState] = useState<PaletteSearch>({ status: 'idle', matches: [] });
  useEffect(() => {
    if (settled.length < MIN_TEXT) {
      setState({ status: 'idle', matches: [] });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'searching', matches: previous.matches }));
    searchEverything(settled, controller.signal).then(
      (matches) => !controller.signal.aborted && setState({ status: 'done', matches }),
      () => !controller.signal.aborted && setState({ status: 'failed', matches: [] }),
    );
    return () => controller.abort();
  }, [settled]);
  return state;
}
