import { api } from '@telehealth/shared/api';

/**
 * A list screen's name (`payments`), as the API module serving it declares it: any name the API
 * knows is accepted, an unknown one is refused with a message, so a new list needs no change here.
 */
export type SavedViewList = string;

export interface SavedView {
  uid: string;
  list: SavedViewList;
  name: string;
  /** The list's URL query (filters, search, sort) in canonical form, without the page. */
  query: string;
  created_at: string;
}

export function fetchSavedViews(list: SavedViewList, signal?: AbortSignal) {
  return api.get<{ views: SavedView[] }>('/saved-views', { signal, searchParams: { list } });
}

export function saveView(list: SavedViewList, name: string, query: string) {
  return api.post<{ view: SavedView }>('/saved-views', { list, name, query });
}

export function deleteView(uid: string) {
  return api.delete<{ uid: string }>(`/saved-views/${encodeURIComponent(uid)}`);
}
