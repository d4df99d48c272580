import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type ApiQueryState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

/**
 * Runs an API read on mount, again whenever `deps` change (e.g. the URL's filters) and on `reload`.
 * An answer that arrives after a newer request started, or after unmount, is dropped (the older
 * request is aborted). While reloading, the previous data stays available. Errors were already
 * toasted by the API client; the state lets the page show its own panel.
 */
export function useApiQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList = [],
): ApiQueryState<T> & { reload: () => void } {
  const [state, setState] = useState<ApiQueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` reads in `deps`
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState((previous) => ({ status: 'error', error, data: previous.data })),
    );
    return () => controller.abort();
  }, [attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
