import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';

/**
 * A list screen's name (`payments`), as the API module serving it declares it: any name the API
 * knows is accepted, an unknown one is refused with a message, so a new list needs no change here.
 */
export type SavedViewList = string;

/** A saved view: a name for a list's URL query (filters, search, sort) in canonical form, without the page. */
export type SavedView = ApiAnswer<'/api/saved-views', 'get'>['views'][number];

export function fetchSavedViews(list: SavedViewList, signal?: AbortSignal) {
  return api.get<ApiAnswer<'/api/saved-views', 'get'>>('/saved-views', { signal, searchParams: { list } });
}

export function saveView(list: SavedViewList, name: string, query: string) {
  return api.post<ApiAnswer<'/api/saved-views', 'post'>>('/saved-views', { list, name, query });
}

export function deleteView(uid: string) {
  return api.delete<ApiAnswer<'/api/saved-views/{uid}', 'delete'>>(`/saved-views/${encodeURIComponent(uid)}`);
}
