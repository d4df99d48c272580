/**
 * A read answered once for every request that asks within `maxAgeMs` of it (and for those that ask
 * while it runs), per database that answers it. `forget()` drops what was read, and what is being
 * read: a request after it reads afresh, and a read begun before it is not kept.
 */
export interface SharedRead<T> {
  read(database: object, load: () => Promise<T>): Promise<T>;
  forget(): void;
}

interface Entry<T> {
  /** When the read began: its answer is as old as that. */
  at: number;
  generation: number;
  value?: T;
  pending?: Promise<T>;
}

export function sharedRead<T>(maxAgeMs: number, now: () => number = Date.now): SharedRead<T> {
  let generation = 0;
  const entries = new WeakMap<object, Entry<T>>();
  return {
    read(database, load) {
      const entry = entries.get(database);
      if (entry && entry.generation === generation) {
        if (entry.pending) return entry.pending;
        if (entry.value !== undefined && now() - entry.at < maxAgeMs) return Promise.resolve(entry.value);
      }
      const started = { at: now(), generation };
      const pending = load().then(
        (value) => {
          if (entries.get(database)?.pending === pending && generation === started.generation) {
            entries.set(database, { ...started, value });
          }
          return value;
        },
        (error: unknown) => {
          if (entries.get(database)?.pending === pending) entries.delete(database);
          throw error;
        },
      );
      entries.set(database, { ...started, pending });
      return pending;
    },
    forget() {
      generation++;
    },
  };
}
