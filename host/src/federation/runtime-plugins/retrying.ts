/** What failed while loading a remote: its manifest, its entry, its routes module or a page's chunk. */
export type LoadStage = 'manifest' | 'entry' | 'module' | 'chunk';

export interface LoadFailure {
  /** Module Federation container name (`remote_people`). */
  federationName: string;
  stage: LoadStage;
  /** 1 for the first try. */
  attempt: number;
  /** True when no try is left: the caller gets the error. */
  final: boolean;
  error: string;
}

export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  /** Wait before try n+1 (n = 1 after the first failure). */
  backoffMs: (failedAttempts: number) => number;
  /** Told of every failed try, the last one included. */
  onFailure: (failure: LoadFailure) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** Two retries, 300 ms then 900 ms after the failures: a blip is absorbed, a dead remote fails in ~1.2 s. */
export const DEFAULT_BACKOFF_MS = (failedAttempts: number) => 300 * 3 ** (failedAttempts - 1);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs `task` until it succeeds or `policy.retries` retries failed too, reporting every failure. */
export async function retrying<T>(
  task: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  about: { federationName: string; stage: LoadStage },
): Promise<T> {
  const sleep = policy.sleep ?? wait;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      const final = attempt > policy.retries;
      policy.onFailure({ ...about, attempt, final, error: errorText(error) });
      if (final) throw error;
      await sleep(policy.backoffMs(attempt));
    }
  }
}
