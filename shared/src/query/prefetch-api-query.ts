import type { QueryKey } from '@tanstack/react-query';
import { inBackground } from '@telehealth/shared/api';
import type { ApiQueryOptions } from './use-api-query';
import { type LiveMeta, queryClient } from './query-client';

/**
 * How long a prefetched answer counts as fresh enough not to be read again by another prefetch (the
 * pointer passing over a menu item twice). A screen that mounts on it still reads again at once.
 */
const PREFETCH_FRESH_MS = 30_000;

/**
 * Reads what `useApiQuery(key, load, options)` will read, ahead of the screen that reads it, into the
 * shared cache: the screen's first render then shows this answer and reads again quietly, as a
 * second visit does. In the background: no toast and no loading bar, and a failure is left for the
 * screen to meet when it reads itself.
 */
export function prefetchApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions = {},
): Promise<void> {
  const meta: LiveMeta | undefined = options.live ? { live: options.live } : undefined;
  return queryClient.prefetchQuery({
    queryKey: key,
    queryFn: ({ signal }) => inBackground(() => load(signal)),
    staleTime: PREFETCH_FRESH_MS,
    meta,
  });
}
