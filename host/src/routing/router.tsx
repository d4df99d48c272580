import { Suspense, type ReactNode, useEffect } from 'react';
import { preloadToaster } from '@telehealth/shared/ui/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { preloadable } from './preloadable';
import { PrerenderedPageHandoff } from './prerendered-page';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { HOME_PATH } from './return-path';

// Every screen is its own chunk: the login page loads neither the signed-in shell nor the UI kit's
// heavier parts (menus, dialogs, tables), which come once the admin starts signing in.
const LoginPage = preloadable(() => import('../pages/login'));
const ForgotPasswordPage = preloadable(() => import('../pages/forgot-password'));
const VerificationPage = preloadable(() => import('../pages/verification'));
const SetNewPasswordPage = preloadable(() => import('../pages/set-new-password'));
const SuccessLoginPage = preloadable(() => import('../pages/success-login'));
const DashboardPage = preloadable(() => import('../pages/dashboard'));
const SettingsPage = preloadable(() => import('../pages/settings'));
const RemoteStatusPage = preloadable(() => import('../pages/module-status'));
const AuditLogPage = preloadable(() => import('../pages/audit-log'));
const AdminLayout = preloadable<object>(() =>
  import('../shell/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const RemoteSection = preloadable<object>(() =>
  import('../federation/RemoteSection').then((m) => ({ default: m.RemoteSection })),
);

// The handoff commits with the page, after it (its layout effect runs once the page's fields exist).
const page = (element: ReactNode) => (
  <Suspense fallback={null}>
    {element}
    <PrerenderedPageHandoff />
  </Suspense>
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

/** What the admin is about to need after signing in: the shell, the dashboard, the toasts. */
export function preloadSignedIn(): Promise<unknown> {
  warmTimeZone();
  preloadToaster();
  return Promise.all([AdminLayout.preload(), DashboardPage.preload(), RemoteSection.preload()]);
}

const PAGES_BY_PATH: Record<string, { preload: () => Promise<void> }> = {
  '/login': LoginPage,
  '/forgot-password': ForgotPasswordPage,
  '/verification': VerificationPage,
  '/set-new-password': SetNewPasswordPage,
  '/success-login': SuccessLoginPage,
};

/**
 * At start-up: fetches the page a public URL shows while the runtime configuration loads and the
 * router is made, instead of after them.
 */
export function preloadPageAt(pathname: string): void {
  PAGES_BY_PATH[pathname.replace(/\/+$/, '')]?.preload().catch(() => undefined);
}

const PRELOAD_IDLE_MS = 2000;

/**
 * On a public page, fetches the signed-in screens as soon as the admin starts using the form (or
 * after a moment of idleness), so signing in does not wait for them; nothing the form needs waits
 * for them either.
 */
function PreloadSignedIn() {
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
    const timer = setTimeout(start, PRELOAD_IDLE_MS);
    const stop = () => {
      clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, start, true);
    };
    for (const name of events) document.addEventListener(name, start, true);
    return stop;
  }, []);
  return null;
}

// Inside the page's Suspense boundary: the countdown starts once the form is on screen.
const publicPage = (element: ReactNode) =>
  page(
    <>
      <PreloadSignedIn />
      {element}
    </>,
  );

/** Host routes; every other /admin/<section> belongs to the remote whose release declares it (config.json). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/login',
    element: <RedirectIfSignedIn>{publicPage(<LoginPage />)}</RedirectIfSignedIn>,
  },
  { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
  { path: '/verification', element: page(<VerificationPage />) },
  { path: '/set-new-password', element: page(<SetNewPasswordPage />) },
  { path: '/success-login', element: page(<SuccessLoginPage />) },
  {
    path: '/admin',
    element: <RequireSession>{page(<AdminLayout />)}</RequireSession>,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'dashboard', element: page(<DashboardPage />) },
      { path: 'settings', element: page(<SettingsPage />) },
      { path: 'settings/modules', element: page(<RemoteStatusPage />) },
      { path: 'audit-log', element: page(<AuditLogPage />) },
      { path: '*', element: page(<RemoteSection />) },
    ],
  },
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
