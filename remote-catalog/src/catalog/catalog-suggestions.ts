// A Suggested tab's configuration, the same for every kind of suggestion but for its calls, the key
// its list answer holds the suggestions under, and its texts.
import type { CatalogSuggestions } from './catalog-kind';
import type { SuggestionFilter } from './list-params';
import type { SuggestionRow } from './types';

export type SuggestionsOptions<Key extends string, S> = Omit<CatalogSuggestions, 'fetch'> & {
  fetch: (filter: SuggestionFilter, signal: AbortSignal) => Promise<Record<Key, S[]> & { count: number }>;
  /** Where the list answer holds the suggestions: 'suggested_services'. */
  key: Key;
  toRow: (suggestion: S) => SuggestionRow;
};

/** The suggestions of a catalog list, fetched as the Suggested tab's rows. */
export function catalogSuggestions<Key extends string, S>({
  fetch,
  key,
  toRow,
  ...suggestions
}: SuggestionsOptions<Key, S>): CatalogSuggestions {
  return {
    ...suggestions,
    fetch: async (filter, signal) => {
      const answer = await fetch(filter, signal);
      return { rows: answer[key].map(toRow), count: answer.count };
    },
  };
}
