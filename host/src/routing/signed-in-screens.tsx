import { preloadToaster } from '@telehealth/shared/ui/core';
import { useEffect } from 'react';
import { preloadable } from '../loading/preloadable';
import { whenIdle } from '../loading/when-idle';

// The screens the admin sees first once signed in, fetched ahead of time from the public pages. A
// module of their own, so that the login page waits for them without importing the router (which
// imports the login page).
export const DashboardPage = preloadable(() => import('../pages/dashboard'));
export const AdminLayout = preloadable<object>(() =>
  import('../shell/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
export const RemoteSection = preloadable<object>(() =>
  import('../federation/RemoteSection').then((m) => ({ default: m.RemoteSection })),
);

/**
 * The API client sends the admin's time zone with every request, read from Intl; the page's first
 * read loads the browser's time-zone data (40-60 ms here, more on a cold disk), which the sign-in
 * request would otherwise wait for.
 */
function warmTimeZone(): void {
  const read = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(read, { timeout: 1000 });
  else setTimeout(read, 0);
}

/**
 * What the admin is about to need after signing in: the shell, the dashboard and, from a public page
 * the admin is still on, the toasts and the remotes' frame. A sign-in sent before the app started
 * (`firstScreenOnly`) takes only what the first screen shows: the rest would be fetched before it.
 */
export function preloadSignedIn({ firstScreenOnly = false } = {}): Promise<unknown> {
  warmTimeZone();
  const screens = [AdminLayout.preload(), DashboardPage.preload()];
  if (firstScreenOnly) return Promise.all(screens);
  preloadToaster();
  return Promise.all([...screens, RemoteSection.preload()]);
}

/**
 * On a public page, fetches the signed-in screens as soon as the admin starts using the form or the
 * page first goes idle, so signing in does not wait for them (a password manager fills and submits
 * at once); nothing the form needs waits for them either.
 */
export function PreloadSignedIn() {
  useEffect(() => {
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      stop();
      preloadSignedIn().catch(() => undefined);
    };
    // Not `focus`: the login form focuses its first field by itself.
    const events = ['input', 'keydown', 'pointerdown'] as const;
    const cancelIdle = whenIdle(start);
    const stop = () => {
      cancelIdle();
      for (const name of events) document.removeEventListener(name, start, true);
    };
    for (const name of events) document.addEventListener(name, start, true);
    return stop;
  }, []);
  return null;
}
