import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { type LiveTopic, onLiveChanges } from './live-changes';

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
 * Runs an API read on mount, again whenever `deps` change (e.g. the URL's filters) and on `reload`.
 * An answer that arrives after a newer request started, or after unmount, is dropped (the older
 * request is aborted). While reloading, the previous data stays available. Errors were already
 * toasted by the API client; the state lets the page show its own panel.
 */
export function useApiQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList = [],
  options: ApiQueryOptions = {},
): ApiQueryState<T> & { reload: () => void } {
  const [state, setState] = useState<ApiQueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const quietNext = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` reads in `deps`
  useEffect(() => {
    const controller = new AbortController();
    const quiet = quietNext.current;
    quietNext.current = false;
    if (!quiet) setState((previous) => ({ status: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        !quiet &&
        setState((previous) => ({ status: 'error', error, data: previous.data })),
    );
    return () => controller.abort();
  }, [attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const liveKey = options.live?.join(',') ?? '';
  useEffect(() => {
    if (!liveKey) return;
    const topics = liveKey.split(',');
    return onLiveChanges((changed) => {
      if (!changed.some((topic) => topics.includes(topic))) return;
      quietNext.current = true;
      setAttempt((n) => n + 1);
    });
  }, [liveKey]);

  return { ...state, reload };
}
