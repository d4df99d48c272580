/**
 * A loader that runs once and hands every caller the same promise. A failure is not remembered:
 * the next call loads again (a chunk that failed to download may arrive on a retry).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
