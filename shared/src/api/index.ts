export {
  api,
  client as apiClient,
  configureApi,
  failed as apiFailure,
  inBackground,
  openStream,
  refreshSession,
} from './api-client';
export type { ApiClientSettings, RequestOptions } from './api-client';
export type { QueryValue } from './search-params';
export { ApiError, FALLBACK_ERROR_MESSAGE } from './api-error';
export { useRequestsInFlight } from './in-flight-store';
export { fetchListPage, listParams } from './list-requests';
export { pageWindow, toApiSort, toSearchParams } from './search-params';
export { isUnread, refreshDashboard, useDashboardStore } from './unread-flags-store';
export { onLiveChanges, publishLiveChanges, useLiveStatus } from './live-changes';
export type { LiveTopic } from './live-changes';
export {
  isStepUpRequired,
  setStepUpHandler,
  setStepUpLoader,
  STEP_UP_REASON,
  stepUpMethods,
  withStepUp,
} from './step-up';
export type { SecondFactorMethod, StepUpContext, StepUpHandler } from './step-up';
export {
  PASSKEY_MESSAGES,
  PasskeyCeremonyError,
  passkeyCeremony,
  passkeyCeremonyMessage,
  passkeysSupported,
} from './passkeys';
