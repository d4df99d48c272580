/**
 * Counts of events worth watching in production that happen deep in the code (a throttle refusing,
 * a refund recovery pass), kept for the process; plugins/metrics.ts publishes them.
 */
export const opsCounters = {
  /** 429s given by each throttle rule (by rule name). */
  throttleRefusals: new Map<string, number>(),
  /** Refund recovery passes run. */
  recoveryPasses: 0,
};

export function countThrottleRefusal(rule: string): void {
  opsCounters.throttleRefusals.set(rule, (opsCounters.throttleRefusals.get(rule) ?? 0) + 1);
}

export function countRecoveryPass(): void {
  opsCounters.recoveryPasses += 1;
}
