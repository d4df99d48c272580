import { type QueryKey, type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { LiveTopic } from '@telehealth/shared/api';
import { queryClient } from './query-client';
import { type ApiQueryState, useApiQuery } from './use-api-query';
import { afterWrite, type Changed } from './write';

export interface ResourceDefinition<R> {
  /**
   * The root of every key the resource's reads are cached under: a record (`[key, id]`), what hangs
   * off it (`[key, id, 'reviews']`) and its lists (`useListPage`'s `resource`, `[key, 'list', …]`).
   */
  key: string;
  /** Reads one record (a detail page's). */
  load: (id: string, signal: AbortSignal) => Promise<R>;
  /** Live topics whose announcements make a record on screen read again, quietly. */
  live?: LiveTopic[];
}

export interface ActionOptions<R, V, A> {
  /** What else the write changes, by root or key prefix: blocking a user cancels their appointments. */
  also?: readonly Changed[];
  /** The record as the write's answer carries it: it replaces the cached one instead of a read. */
  record?: (answer: A, input: V) => R;
  /** Whether the write removed the record (a delete): it is marked stale but not read again. */
  removes?: (input: V) => boolean;
}

export interface Resource<R> {
  key: string;
  keys: {
    /** Every read of the resource. */
    all: QueryKey;
    /** Its lists. */
    lists: QueryKey;
    /** One record and what hangs off it. */
    record: (id: string) => QueryKey;
  };
  /** One record through the shared cache (`useApiQuery` under `[key, id]`). */
  useRecord(id: string): ApiQueryState<R> & { reload: () => void };
  /**
   * A write on record `id` (TanStack Query's `useMutation`). Once it succeeded, before its promise
   * resolves, what it changed is marked stale and read again where on screen, quietly: the
   * resource (its records and lists), the audit log, whatever `also` names; and the dashboard's
   * counters and the menu's unread dots are read again. A failed write changes nothing (the API
   * client already said why).
   */
  useAction<V = void, A = unknown>(
    id: string,
    write: (input: V) => Promise<A>,
    options?: ActionOptions<R, V, A>,
  ): UseMutationResult<A, unknown, V>;
}

const sameKey = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/** What a successful write on record `id` of `root` marks stale (see `Resource.useAction`). */
function afterRecordWrite<R, V, A>(
  root: string,
  id: string,
  answer: A,
  input: V,
  options: ActionOptions<R, V, A>,
) {
  const recordKey = [root, id];
  const removed = options.removes?.(input) ?? false;
  if (options.record) queryClient.setQueryData(recordKey, options.record(answer, input));
  // The record itself is not read again when the answer carried it or when it is gone.
  const keep = removed || options.record !== undefined;
  void queryClient.invalidateQueries({
    queryKey: [root],
    predicate: (query) => !(keep && sameKey(query.queryKey, recordKey)),
  });
  if (removed) void queryClient.invalidateQueries({ queryKey: recordKey, exact: true, refetchType: 'none' });
  afterWrite(options.also ?? []);
}

/**
 * A resource the admin reads one record of and acts on (patients, doctors, an enquiry): its key
 * root and loader give a one-record hook and an action hook that refreshes what a write changed,
 * so a page neither reloads by hand nor passes versions down to its panels.
 */
export function defineResource<R>(definition: ResourceDefinition<R>): Resource<R> {
  const { key, load, live } = definition;
  return {
    key,
    keys: { all: [key], lists: [key, 'list'], record: (id) => [key, id] },
    useRecord(id) {
      return useApiQuery([key, id], (signal) => load(id, signal), { live });
    },
    useAction<V, A>(id: string, write: (input: V) => Promise<A>, options: ActionOptions<R, V, A> = {}) {
      return useMutation<A, unknown, V>(
        {
          mutationFn: write,
          // Not awaited: the write's promise resolves without waiting for the reads it started.
          onSuccess: (answer, input) => afterRecordWrite(key, id, answer, input, options),
        },
        queryClient,
      );
    },
  };
}
