import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RemoteSection } from '../federation/RemoteSection';
import { AdminLayout } from '../shell/AdminLayout';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { HOME_PATH } from './return-path';

const LoginPage = lazy(() => import('../pages/login'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password'));
const VerificationPage = lazy(() => import('../pages/verification'));
const SetNewPasswordPage = lazy(() => import('../pages/set-new-password'));
const SuccessLoginPage = lazy(() => import('../pages/success-login'));
const DashboardPage = lazy(() => import('../pages/dashboard'));
const SettingsPage = lazy(() => import('../pages/settings'));

const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** Host routes; every other /admin/<section> belongs to a remote (see federation/remote-registry). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/login',
    element: <RedirectIfSignedIn>{page(<LoginPage />)}</RedirectIfSignedIn>,
  },
  { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
  { path: '/verification', element: page(<VerificationPage />) },
  { path: '/set-new-password', element: page(<SetNewPasswordPage />) },
  { path: '/success-login', element: page(<SuccessLoginPage />) },
  {
    path: '/admin',
    element: (
      <RequireSession>
        <AdminLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'dashboard', element: page(<DashboardPage />) },
      { path: 'settings', element: page(<SettingsPage />) },
      { path: '*', element: <RemoteSection /> },
    ],
  },
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
