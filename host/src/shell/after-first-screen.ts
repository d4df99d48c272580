// What the signed-in frame needs only after its first screen is shown (the full UI kit, the theme
// menu, the logout dialog, the palette, the remotes) waits for that screen, so none of it competes
// with the first screen's scripts and data. The dashboard says when its figures are on screen; any
// other first screen (a deep link) lets them load after a short while (`markFirstScreenSoon`).

const OTHER_SCREENS_AFTER_MS = 1500;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called once the first screen's content is on screen (the dashboard's figures). */
export function markFirstScreenShown(): void {
  markShown();
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/** For a first screen that does not say when it is shown (a remote's page, the host's other pages). */
export function markFirstScreenSoon(): void {
  setTimeout(markShown, OTHER_SCREENS_AFTER_MS);
}

/** Resolves in the browser's first idle moment after the first screen is shown. */
export function afterFirstScreen(): Promise<void> {
  return shown.then(idle);
}
