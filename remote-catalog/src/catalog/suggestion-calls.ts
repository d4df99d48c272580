// The calls of a Suggested tab (accept, reject, both in bulk, mark seen), the same for every kind of
// suggestion but for the API's paths and the field that names the suggested entry.
import { api } from '@telehealth/shared/api';
import type { BulkResult } from '@telehealth/shared/list';
import type { Requester, SuggestionRow } from './types';

export interface SuggestionPaths {
  /** One suggestion's path without its uid: '/doctor/suggest-service'; '/bulk' decides many. */
  item: string;
  /** Where the admin marks the pending suggestions seen (the menu's dot clears). */
  seen: string;
}

interface Suggestion {
  uid: string;
  doctor: Requester | null;
  created_at: string;
  assignee: { uid: string; full_name: string } | null;
}

export function suggestionCalls<S extends Suggestion, Answer, SeenAnswer>(
  { item, seen }: SuggestionPaths,
  nameOf: (suggestion: S) => string,
) {
  return {
    accept: (uid: string) => api.put<Answer>(`${item}/${uid}`),
    reject: (uid: string) => api.delete<null>(`${item}/${uid}`),
    /** Accepts or rejects pending suggestions in one call; each item as the one-row accept or reject. */
    decideAll: (action: 'accept' | 'reject', uids: string[]) =>
      api.post<BulkResult>(`${item}/bulk`, { action, uids }),
    markSeen: () => api.put<SeenAnswer>(seen, undefined, { silent: true }),
    toRow: (suggestion: S): SuggestionRow => ({
      uid: suggestion.uid,
      name: nameOf(suggestion),
      requester: suggestion.doctor,
      created_at: suggestion.created_at,
      assignee: suggestion.assignee,
    }),
  };
}
