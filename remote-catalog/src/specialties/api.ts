// All data access of the Specialties page.
import { api, pageWindow, toApiSort } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { SortState } from '@telehealth/shared/url';
import { nameContains, type SuggestionFilter, suggestionParams } from '../catalog/list-params';
import { suggestionCalls } from '../catalog/suggestion-calls';
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

/** Every pending suggestion (limit -1), filtered by the search box and the Assignee filter. */
export function fetchSuggestedSpecialties(filter: SuggestionFilter, signal?: AbortSignal) {
  return api.get<SuggestedSpecialtyList>('/doctor/suggest-speciality/admin', {
    signal,
    searchParams: { ...suggestionParams(filter), limit: -1 },
  });
}

const suggestions = suggestionCalls<
  SuggestedSpecialty,
  SpecialtyAnswer,
  ApiAnswer<'/api/doctor/suggest-speciality/admin/seen', 'put'>
>(
  { item: '/doctor/suggest-speciality', seen: '/doctor/suggest-speciality/admin/seen' },
  (s) => s.speciality_name,
);

export const acceptSuggestedSpecialty = suggestions.accept;
export const rejectSuggestedSpecialty = suggestions.reject;
/** Accepts or rejects pending suggestions in one call; each item as the one-row accept or reject. */
export const decideSuggestedSpecialties = suggestions.decideAll;
/** The admin has seen the pending suggestions: the Specialties menu dot clears. */
export const markSuggestedSpecialtiesSeen = suggestions.markSeen;
export const toSuggestionRow = suggestions.toRow;
