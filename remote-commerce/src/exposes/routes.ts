import type { RemoteBuildInfo, RemoteRoute } from '@telehealth/shared/contracts';

/** This build: version, build time and the contract range (from package.json and remote.json). */
export const build: RemoteBuildInfo = __REMOTE_BUILD__;

/** The pages of remote-commerce, relative to /admin/. Each page loads on first visit. */
export const routes: RemoteRoute[] = [
  { path: 'appointments', title: 'Appointments', load: () => import('../appointments/appointment-list') },
  {
    path: 'appointments/:uid',
    title: 'Appointment Detail',
    load: () => import('../appointments/appointment-detail'),
  },
  { path: 'payments', title: 'Payments', load: () => import('../payments/payment-list') },
];
