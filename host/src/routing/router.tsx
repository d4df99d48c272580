import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { preloadable } from '../loading/preloadable';
import { PrerenderedPageHandoff } from './prerendered-page';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { HOME_PATH } from './return-path';
import { AdminLayout, DashboardPage, PreloadSignedIn, RemoteSection } from './signed-in-screens';

// Every screen is its own chunk: the login page loads neither the signed-in shell nor the UI kit's
// heavier parts (menus, dialogs, tables), which come once the admin starts signing in.
const LoginPage = preloadable(() => import('../pages/login'));
const ForgotPasswordPage = preloadable(() => import('../pages/forgot-password'));
const VerificationPage = preloadable(() => import('../pages/verification'));
const SetNewPasswordPage = preloadable(() => import('../pages/set-new-password'));
const SuccessLoginPage = preloadable(() => import('../pages/success-login'));
const SettingsPage = preloadable(() => import('../pages/settings'));
const RemoteStatusPage = preloadable(() => import('../pages/module-status'));
const AuditLogPage = preloadable(() => import('../pages/audit-log'));
const MyWorkPage = preloadable(() => import('../pages/my-work'));
const TrendsPage = preloadable(() => import('../pages/trends'));
const AdministratorsPage = preloadable(() => import('../pages/administrators'));
const AcceptInvitationPage = preloadable(() => import('../pages/accept-invitation'));

// The handoff commits with the page, after it (its layout effect runs once the page's fields exist).
const page = (element: ReactNode) => (
  <Suspense fallback={null}>
    {element}
    <PrerenderedPageHandoff />
  </Suspense>
);

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
  { path: '/accept-invitation', element: page(<AcceptInvitationPage />) },
  {
    path: '/admin',
    element: <RequireSession>{page(<AdminLayout />)}</RequireSession>,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'dashboard', element: page(<DashboardPage />) },
      { path: 'trends', element: page(<TrendsPage />) },
      { path: 'settings', element: page(<SettingsPage />) },
      { path: 'settings/modules', element: page(<RemoteStatusPage />) },
      { path: 'settings/administrators', element: page(<AdministratorsPage />) },
      { path: 'audit-log', element: page(<AuditLogPage />) },
      { path: 'my-work', element: page(<MyWorkPage />) },
      { path: '*', element: page(<RemoteSection />) },
    ],
  },
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
