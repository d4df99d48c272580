import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RemoteSection } from '../federation/RemoteSection';
import { AdminLayout } from '../shell/AdminLayout';
import { RequireSession } from './RequireSession';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));

const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** Host routes; every other /admin/<section> belongs to a remote (see federation/remote-registry). */
export function createAdminRouter() {
  return createBrowserRouter([
    { path: '/login', element: page(<LoginPage />) },
    {
      path: '/admin',
      element: (
        <RequireSession>
          <AdminLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <Navigate to="/admin/dashboard" replace /> },
        { path: 'dashboard', element: page(<DashboardPage />) },
        { path: 'settings', element: page(<SettingsPage />) },
        { path: '*', element: <RemoteSection /> },
      ],
    },
    { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
  ]);
}
