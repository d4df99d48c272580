import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LiveTopic } from '@telehealth/shared/api';
import { type LiveMeta, queryClient } from './query-client';

export type ApiQueryState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

export interface ApiQueryOptions {
  /**
   * Read again, quietly, when the live-update stream announces a change to one of these topics: the
   * data on screen stays until the new answer replaces it (no loading state, a failure keeps it).
   */
  live?: LiveTopic[];
}

/**
 * One API read through the shared cache, under `key` (the resource first, then every parameter the
 * read depends on: a new key is a new read). While a new key loads, the previous key's data stays
 * available with the loading state. `reload` reads again visibly (loading, then the answer or the
 * error); background reads (a live change, another screen's mutation) are quiet and a failure of
 * theirs keeps the data on screen. Errors were already toasted by the API client; the state lets
 * the page show its own panel.
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions = {},
): ApiQueryState<T> & { reload: () => void } {
  const meta: LiveMeta | undefined = options.live ? { live: options.live } : undefined;
  const query = useQuery(
    { queryKey: key, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData, meta },
    queryClient,
  );
  // A reload asked for on this key: its fetch shows as loading and its failure as an error.
  const [reloaded, setReloaded] = useState<{ hash: string; errors: number } | null>(null);
  const hash = JSON.stringify(key);
  const asked = reloaded?.hash === hash ? reloaded : null;
  const { refetch, errorUpdateCount } = query;
  const reload = useCallback(() => {
    setReloaded({ hash, errors: errorUpdateCount });
    refetch().catch(() => undefined);
  }, [hash, errorUpdateCount, refetch]);

  const { data, error } = query;
  if (query.isPending || query.isPlaceholderData || (asked && query.isFetching))
    return { status: 'loading', data, reload };
  if (query.isError && (data === undefined || (asked && errorUpdateCount > asked.errors)))
    return { status: 'error', error, data, reload };
  if (data === undefined) return { status: 'loading', reload };
  return { status: 'ready', data, reload };
}
