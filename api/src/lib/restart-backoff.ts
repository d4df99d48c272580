/** The first wait before a retry; it doubles with each failure in a row. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** The wait before try `failures + 1` after `failures` failures in a row: 1 s, 2 s, 4 s … 30 s. */
export function backoffDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - 1), MAX_DELAY_MS);
}

/** A worker that lived this long counts as having started well: the next death starts a new series. */
export const STABLE_MS = 30_000;

/**
 * When to start a worker again after one died: at once after a worker that had run for a while,
 * with growing waits while workers keep dying soon after they start (the database away, a bad
 * deploy), so a crash loop does not spin the CPU or flood the log.
 */
export function workerRestarts(now: () => number = Date.now) {
  let quickDeaths = 0;
  return {
    /** The wait before replacing a worker that started at `startedAt` and has just died. */
    delayAfterDeath(startedAt: number): number {
      if (now() - startedAt >= STABLE_MS) quickDeaths = 0;
      quickDeaths++;
      return quickDeaths === 1 ? 0 : backoffDelay(quickDeaths - 1);
    },
  };
}
