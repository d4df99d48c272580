// All data access of the Services page.
import { api, pageWindow } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { BulkResult } from '@telehealth/shared/list';
import { nameContains } from '../common/list-params';
import type { SuggestionRow } from '../common/types';
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

/** Every pending suggestion, filtered by the search box. */
export function fetchSuggestedServices(search: string, signal?: AbortSignal) {
  return api.get<SuggestedServiceList>('/doctor/all-suggest-service', {
    signal,
    searchParams: { search: search.trim() || undefined },
  });
}

export function acceptSuggestedService(uid: string) {
  return api.put<ServiceAnswer>(`/doctor/suggest-service/${uid}`);
}

export function rejectSuggestedService(uid: string) {
  return api.delete<null>(`/doctor/suggest-service/${uid}`);
}

/**
 * Accepts or rejects pending suggestions in one call; each item as the one-row accept or reject (an
 * accepted service takes its requester's price, else the default).
 */
export function decideSuggestedServices(action: 'accept' | 'reject', uids: string[]) {
  return api.post<BulkResult>('/doctor/suggest-service/bulk', { action, uids });
}

/** The admin has seen the pending suggestions: the Services menu dot clears. */
export function markSuggestedServicesSeen() {
  return api.put<ApiAnswer<'/api/doctor/all-suggest-service/seen', 'put'>>(
    '/doctor/all-suggest-service/seen',
    undefined,
    { silent: true },
  );
}

export function toSuggestionRow(suggestion: SuggestedService): SuggestionRow {
  return {
    uid: suggestion.uid,
    name: suggestion.service_name,
    requester: suggestion.doctor,
    created_at: suggestion.created_at,
  };
}
