import { api } from '@telehealth/shared/api';
import type { SearchMatch } from './palette-entries';

/** GET /search: the palette shows its own message on failure, so nothing is toasted. */
export async function searchEverything(text: string, signal: AbortSignal): Promise<SearchMatch[]> {
  const { matches } = await api.get<{ matches: SearchMatch[] }>('/search', {
    searchParams: { q: text },
    signal,
    silent: true,
  });
  return matches;
}
