export { queryClient } from './query-client';
export { defineResource } from './resource';
export { AUDIT_KEY, afterWrite, useWrite, useWrites } from './write';
export type { Changed, WriteOptions } from './write';
export type { ActionOptions, Resource, ResourceDefinition } from './resource';
export { prefetchApiQuery } from './prefetch-api-query';
export { useApiQuery } from './use-api-query';
export type { ApiQueryOptions, ApiQueryState } from './use-api-query';
