export { invalidateQueries, queryClient } from './query-client';
export { AUDIT_KEY, defineResource } from './resource';
export type { ActionOptions, Resource, ResourceDefinition } from './resource';
export { prefetchApiQuery } from './prefetch-api-query';
export { useApiQuery } from './use-api-query';
export type { ApiQueryOptions, ApiQueryState } from './use-api-query';
