/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function,
 * so it can be an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
