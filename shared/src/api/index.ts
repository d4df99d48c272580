export { api, client as apiClient, configureApi, failed as apiFailure, refreshSession } from './api-client';
export type { ApiClientSettings, RequestOptions } from './api-client';
export type { QueryValue } from './search-params';
export { ApiError, FALLBACK_ERROR_MESSAGE } from './api-error';
export { useRequestsInFlight } from './in-flight-store';
export { toSearchParams } from './search-params';
export { isUnread, refreshDashboard, useDashboardStore } from './unread-flags-store';
export { useApiQuery } from './use-api-query';
export type { ApiQueryState } from './use-api-query';
