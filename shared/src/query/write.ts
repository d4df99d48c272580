import { type QueryKey, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { refreshDashboard } from '@telehealth/shared/api';
import { queryClient } from './query-client';

/** The root of the audit log's reads: a record's History panel and the Audit Log page. */
export const AUDIT_KEY = 'audit';

/** What a write changed: a root such as `'payments'`, or a key prefix such as `['saved-views', 'doctors']`. */
export type Changed = string | QueryKey;

/**
 * What every successful write does, and the only place it is done: the reads under `changed` and
 * the audit log (every write has its entry) are marked stale, those on screen read again quietly,
 * and the dashboard's counters and the menu's dots are read again. Not awaited by the write: its
 * promise resolves without waiting for the reads it started.
 */
export function afterWrite(changed: readonly Changed[]): void {
  for (const key of [...changed, AUDIT_KEY]) {
    void queryClient.invalidateQueries({ queryKey: typeof key === 'string' ? [key] : key });
  }
  void refreshDashboard();
}

export interface WriteOptions<V> {
  /** What the write changed (see `afterWrite`), or a function of its input. */
  changes: readonly Changed[] | ((input: V) => readonly Changed[]);
  /**
   * Read again after a refusal too: a refusal that says someone else got there first (a suggestion
   * handled meanwhile in another tab) means what is shown is out of date.
   */
  afterRefusalToo?: boolean;
}

/**
 * A write (TanStack Query's `useMutation`): once it succeeded, `afterWrite` marks stale what it
 * changed. A refused write changed nothing (the API client already said why) and reads nothing
 * again, unless `afterRefusalToo`. Every write of the admin goes through this hook or a resource's
 * `useAction`, which shares `afterWrite`.
 */
export function useWrite<V = void, A = unknown>(
  write: (input: V) => Promise<A>,
  { changes, afterRefusalToo = false }: WriteOptions<V>,
): UseMutationResult<A, unknown, V> {
  const changed = (input: V) => afterWrite(typeof changes === 'function' ? changes(input) : changes);
  return useMutation<A, unknown, V>(
    {
      mutationFn: write,
      onSuccess: (_answer, input) => changed(input),
      onError: (_error, input) => {
        if (afterRefusalToo) changed(input);
      },
    },
    queryClient,
  );
}

/**
 * A screen's writes that change the same reads, each passed as it is sent:
 * `const write = useWrites([TEAM_QUERY]); await write(() => changeRole(admin, role));`
 */
export function useWrites(changes: readonly Changed[]): <A>(send: () => Promise<A>) => Promise<A> {
  const { mutateAsync } = useWrite((send: () => Promise<unknown>) => send(), { changes });
  return mutateAsync as <A>(send: () => Promise<A>) => Promise<A>;
}
