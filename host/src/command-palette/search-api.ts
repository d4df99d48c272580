import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { SearchMatch } from './palette-entries';

/** GET /search: the palette shows its own message on failure, so nothing is toasted. */
export async function searchEverything(text: string, signal: AbortSignal): Promise<SearchMatch[]> {
  const { matches } = await api.get<ApiAnswer<'/api/search', 'get'>>('/search', {
    searchParams: { q: text },
    signal,
    silent: true,
  });
  return matches;
}
