/**
 * Work a process does after it has closed and before it exits (the traces' last batch): added by
 * what was set up at start, run by the server's graceful stop.
 */
const hooks: (() => Promise<void>)[] = [];

export function beforeExit(hook: () => Promise<void>): void {
  hooks.push(hook);
}

/** Runs every hook, each at most `withinMs` (a collector that does not answer never holds the exit). */
export async function runExitHooks(withinMs = 5_000): Promise<void> {
  await Promise.all(
    hooks
      .splice(0)
      .map((hook) =>
        Promise.race([
          hook().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, withinMs)),
        ]),
      ),
  );
}
