// All data access of the Services page.
import { api, pageWindow } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { nameContains, type SuggestionFilter, suggestionParams } from '../catalog/list-params';
import { suggestionCalls } from '../catalog/suggestion-calls';
import type {
  ServiceAnswer,
  ServiceBody,
  ServiceList,
  SuggestedService,
  SuggestedServiceList,
} from './types';
import { SERVICE_ORDER } from './urls';

export interface ServiceListQuery {
  page: number;
  pageSize: number;
  search: string;
}

export function fetchServices({ page, pageSize, search }: ServiceListQuery, signal?: AbortSignal) {
  return api.get<ServiceList>('/service', {
    signal,
    searchParams: {
      where: nameContains(search),
      sort: SERVICE_ORDER,
      ...pageWindow(page, pageSize),
    },
  });
}

export function createService(body: ServiceBody) {
  return api.post<ServiceAnswer>('/service', { active: true, ...body });
}

export function updateService(uid: string, body: ServiceBody) {
  return api.put<ServiceAnswer>(`/service/${uid}`, body);
}

export function deleteService(uid: string) {
  return api.delete<null>(`/service/${uid}`);
}

/** Every pending suggestion, filtered by the search box and the Assignee filter. */
export function fetchSuggestedServices(filter: SuggestionFilter, signal?: AbortSignal) {
  return api.get<SuggestedServiceList>('/doctor/all-suggest-service', {
    signal,
    searchParams: suggestionParams(filter),
  });
}

const suggestions = suggestionCalls<
  SuggestedService,
  ServiceAnswer,
  ApiAnswer<'/api/doctor/all-suggest-service/seen', 'put'>
>({ item: '/doctor/suggest-service', seen: '/doctor/all-suggest-service/seen' }, (s) => s.service_name);

export const acceptSuggestedService = suggestions.accept;
export const rejectSuggestedService = suggestions.reject;
/**
 * Accepts or rejects pending suggestions in one call; each item as the one-row accept or reject (an
 * accepted service takes its requester's price, else the default).
 */
export const decideSuggestedServices = suggestions.decideAll;
/** The admin has seen the pending suggestions: the Services menu dot clears. */
export const markSuggestedServicesSeen = suggestions.markSeen;
export const toSuggestionRow = suggestions.toRow;
