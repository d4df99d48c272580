import { useCallback, useEffect, useState } from 'react';

export type FigureRead<T> = ({ status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }) & {
  reload: () => void;
};

/**
 * A dashboard figure's read, made when the figures mount and again on `reload`; `known` (the last
 * answer) shows meanwhile. Deliberately not the shared query cache (`@telehealth/shared/query`): the
 * figures are the first screen after sign-in, and TanStack Query behind it is 13 KB the sign-in
 * would wait for (docs/decisions.md, "The first screen's JavaScript"). Errors were already toasted
 * by the API client.
 */
export function useFigureRead<T>(load: (signal: AbortSignal) => Promise<T>, known?: T): FigureRead<T> {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }
  >(() => (known === undefined ? { status: 'loading' } : { status: 'ready', data: known }));
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a reload changes
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, reload };
}
