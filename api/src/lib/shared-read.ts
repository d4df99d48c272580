/**
 * A read answered once for every request that asks within `maxAgeMs` of it (and for those that ask
 * while it runs), per database that answers it and per `key` (what the read depends on: a range,
 * a zone). `forget()` drops what was read, and what is being read: a request after it reads
 * afresh, and a read begun before it is not kept.
 */
export interface SharedRead<T> {
  read(database: object, load: () => Promise<T>, key?: string): Promise<T>;
  forget(): void;
}

interface Entry<T> {
  /** When the read began: its answer is as old as that. */
  at: number;
  generation: number;
  value?: T;
  pending?: Promise<T>;
}

/** Keys kept per database: past it the oldest goes (a read keyed by a range has few at a time). */
export const SHARED_READ_MAX_KEYS = 64;

export function sharedRead<T>(maxAgeMs: number, now: () => number = Date.now): SharedRead<T> {
  let generation = 0;
  const byDatabase = new WeakMap<object, Map<string, Entry<T>>>();
  const entriesOf = (database: object) => {
    let entries = byDatabase.get(database);
    if (!entries) {
      entries = new Map();
      byDatabase.set(database, entries);
    }
    return entries;
  };
  return {
    read(database, load, key = '') {
      const entries = entriesOf(database);
      const entry = entries.get(key);
      if (entry && entry.generation === generation) {
        if (entry.pending) return entry.pending;
        if (entry.value !== undefined && now() - entry.at < maxAgeMs) return Promise.resolve(entry.value);
      }
      const started = { at: now(), generation };
      const pending = load().then(
        (value) => {
          if (entries.get(key)?.pending === pending && generation === started.generation) {
            entries.set(key, { ...started, value });
          }
          return value;
        },
        (error: unknown) => {
          if (entries.get(key)?.pending === pending) entries.delete(key);
          throw error;
        },
      );
      // Re-inserted last, so the first key of the map is the one read longest ago.
      entries.delete(key);
      entries.set(key, { ...started, pending });
      if (entries.size > SHARED_READ_MAX_KEYS) entries.delete(entries.keys().next().value as string);
      return pending;
    },
    forget() {
      generation++;
    },
  };
}
