import { QueryClient } from '@tanstack/react-query';
import { type LiveTopic, onLiveChanges } from '@telehealth/shared/api';

/**
 * The one cache of API reads for the host and every remote: this module is a Module Federation
 * singleton (`@telehealth/shared/query`), so a remote's mutation invalidates what another app shows.
 * Hooks pass it explicitly, so no provider is needed in the host, a remote's dev harness or a test.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already toasts a failure; a retry would toast it again.
      retry: false,
      // Live updates and mutations say when data changed; a tab regaining focus does not.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/** What a query declares in its `meta`: the live topics whose announcements make it read again. */
export interface LiveMeta extends Record<string, unknown> {
  live?: LiveTopic[];
}

// A change announced by the live-update stream marks the queries of its topics stale; those on
// screen read again in the background (their data stays until the answer replaces it).
onLiveChanges((topics) => {
  queryClient.invalidateQueries({
    predicate: (query) =>
      (query.meta as LiveMeta | undefined)?.live?.some((topic) => topics.includes(topic)) ?? false,
  });
});
