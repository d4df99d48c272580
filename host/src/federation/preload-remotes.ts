let started = false;

/**
 * Once the signed-in shell is up, makes the remotes ready ahead of their first visit, only when the
 * browser is idle (./prefetch-screens.ts): each remote's first screen with its first page of data,
 * then its other pages' chunks, so a first visit shows rows as a second one does.
 * Must run after the shell has loaded the shared UI kit, so the host's copy is the one every remote
 * is given (the first one loaded wins).
 */
export function preloadRemotesWhenIdle(): void {
  if (started) return;
  started = true;
  void import('./prefetch-screens').then((screens) => screens.prefetchRemotes()).catch(() => undefined);
}

/**
 * A menu item pointed at or focused: its screen's chunks and first page of data, at once. Only
 * after the idle preload has started (the shared UI kit is loaded by then).
 */
export function prefetchMenuItem(path: string): void {
  const section = /^\/admin\/([^/]+)$/.exec(path)?.[1];
  if (!started || !section) return;
  void import('./prefetch-screens')
    .then((screens) => screens.prefetchSection(section))
    .catch(() => undefined);
}
