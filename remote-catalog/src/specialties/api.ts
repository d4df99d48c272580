// All data access of the Specialties page.
import { api, pageWindow, toApiSort } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { BulkResult } from '@telehealth/shared/list';
import type { SortState } from '@telehealth/shared/url';
import { nameContains } from '../common/list-params';
import type { SuggestionRow } from '../common/types';
import type { SpecialtyAnswer, SpecialtyList, SuggestedSpecialty, SuggestedSpecialtyList } from './types';

export interface SpecialtyListQuery {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState;
}

export function fetchSpecialties({ page, pageSize, search, sort }: SpecialtyListQuery, signal?: AbortSignal) {
  return api.get<SpecialtyList>('/speciality', {
    signal,
    searchParams: {
      where: nameContains(search),
      sort: toApiSort(sort),
      ...pageWindow(page, pageSize),
    },
  });
}

export function createSpecialty(name: string) {
  return api.post<SpecialtyAnswer>('/speciality', { name, active: true });
}

export function renameSpecialty(uid: string, name: string) {
  return api.put<SpecialtyAnswer>(`/speciality/${uid}`, { name });
}

export function deleteSpecialty(uid: string) {
  return api.delete<null>(`/speciality/${uid}`);
}

/** Every pending suggestion (limit -1), filtered by the search box. */
export function fetchSuggestedSpecialties(search: string, signal?: AbortSignal) {
  return api.get<SuggestedSpecialtyList>('/doctor/suggest-speciality/admin', {
    signal,
    searchParams: { search: search.trim() || undefined, limit: -1 },
  });
}

export function acceptSuggestedSpecialty(uid: string) {
  return api.put<SpecialtyAnswer>(`/doctor/suggest-speciality/${uid}`);
}

export function rejectSuggestedSpecialty(uid: string) {
  return api.delete<null>(`/doctor/suggest-speciality/${uid}`);
}

/** Accepts or rejects pending suggestions in one call; each item as the one-row accept or reject. */
export function decideSuggestedSpecialties(action: 'accept' | 'reject', uids: string[]) {
  return api.post<BulkResult>('/doctor/suggest-speciality/bulk', { action, uids });
}

/** The admin has seen the pending suggestions: the Specialties menu dot clears. */
export function markSuggestedSpecialtiesSeen() {
  return api.put<ApiAnswer<'/api/doctor/suggest-speciality/admin/seen', 'put'>>(
    '/doctor/suggest-speciality/admin/seen',
    undefined,
    { silent: true },
  );
}

export function toSuggestionRow(suggestion: SuggestedSpecialty): SuggestionRow {
  return {
    uid: suggestion.uid,
    name: suggestion.speciality_name,
    requester: suggestion.doctor,
    created_at: suggestion.created_at,
  };
}
