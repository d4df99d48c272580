// All data access of the {{label}} pages.
import { api, fetchListPage, listParams } from '@telehealth/shared/api';
import type { ListRequest } from '@telehealth/shared/list';
import type { SortState } from '@telehealth/shared/url';
import type { {{Name}}Answer, {{Name}}Body, {{Name}}List } from './types';

export const {{NAME}}_FILTER_KEYS = ['search', 'status'] as const;
export type {{Name}}Filters = Record<(typeof {{NAME}}_FILTER_KEYS)[number], string>;

/** What the list asks for besides its page: the same for the page and for its export. */
export function {{name}}ListParams({ search, status }: {{Name}}Filters, sort: SortState) {
  return listParams(status ? { status } : undefined, { search, sort });
}

export function fetch{{Names}}({ filters, sort, ...page }: ListRequest<{{Name}}Filters>, signal?: AbortSignal) {
  return fetchListPage<{{Name}}List>('/{{name-kebab}}', {{name}}ListParams(filters, sort), page, signal);
}

/** The page shows a failure itself (not found, or the error panel): no toast on top. */
export function fetch{{Name}}(uid: string, signal?: AbortSignal) {
  return api.get<{{Name}}Answer>(`/{{name-kebab}}/${encodeURIComponent(uid)}`, { signal, silent: true });
}

export function save{{Name}}(uid: string | null, body: {{Name}}Body) {
  return uid
    ? api.put<{{Name}}Answer>(`/{{name-kebab}}/${encodeURIComponent(uid)}`, body)
    : api.post<{{Name}}Answer>('/{{name-kebab}}', body);
}

export function set{{Name}}Status(uid: string, action: 'archive' | 'restore') {
  return api.post<{{Name}}Answer>(`/{{name-kebab}}/${encodeURIComponent(uid)}/${action}`);
}
