import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs one async action at a time: while it is pending, further runs are ignored (a double click
 * never sends twice). `run` resolves true when the action succeeded, false when it threw or was
 * ignored; the error itself is not rethrown, because the API client has already shown its toast.
 */
export function usePendingAction(): {
  pending: boolean;
  run: (action: () => Promise<unknown> | unknown) => Promise<boolean>;
} {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<unknown> | unknown) => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  return { pending, run };
}
