export { invalidateQueries, queryClient } from './query-client';
export { useApiQuery } from './use-api-query';
export type { ApiQueryOptions, ApiQueryState } from './use-api-query';
