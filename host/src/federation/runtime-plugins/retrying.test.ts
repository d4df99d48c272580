import { DEFAULT_BACKOFF_MS, type LoadFailure, retrying } from './retrying';

const about = { federationName: 'remote_people', stage: 'manifest' as const };

function policy(failures: LoadFailure[], waits: number[]) {
  return {
    retries: 2,
    backoffMs: DEFAULT_BACKOFF_MS,
    onFailure: (failure: LoadFailure) => failures.push(failure),
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe('retrying', () => {
  it('tries again after a failure, waiting longer each time, and reports the failure', async () => {
    const failures: LoadFailure[] = [];
    const waits: number[] = [];
    let calls = 0;
    const result = await retrying(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`answered 503 (${calls})`);
        return 'manifest';
      },
      policy(failures, waits),
      about,
    );
    expect(result).toBe('manifest');
    expect(waits).toEqual([300, 900]);
    expect(failures).toEqual([
      { ...about, attempt: 1, final: false, error: 'answered 503 (1)' },
      { ...about, attempt: 2, final: false, error: 'answered 503 (2)' },
    ]);
  });

  it('gives up after two retries, reporting the last failure as final', async () => {
    const failures: LoadFailure[] = [];
    const waits: number[] = [];
    await expect(
      retrying(
        async () => {
          throw new Error('offline');
        },
        policy(failures, waits),
        about,
      ),
    ).rejects.toThrow('offline');
    expect(failures.map((failure) => [failure.attempt, failure.final])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(waits).toEqual([300, 900]);
  });

  it('does not wait or report when the first try works', async () => {
    const failures: LoadFailure[] = [];
    const waits: number[] = [];
    await expect(retrying(async () => 42, policy(failures, waits), about)).resolves.toBe(42);
    expect(failures).toEqual([]);
    expect(waits).toEqual([]);
  });
});
