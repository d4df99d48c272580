import { api } from '@telehealth/shared/api';

/** The lists views can be saved of; the API keeps the same names (api/src/modules/saved-views). */
export type SavedViewList =
  | 'doctors'
  | 'patients'
  | 'clinics'
  | 'appointments'
  | 'payments'
  | 'specialties'
  | 'services'
  | 'board-certifications'
  | 'enquiries'
  | 'audit-log';

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
