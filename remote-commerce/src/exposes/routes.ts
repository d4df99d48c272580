import type { RemoteRoute } from '@telehealth/shared/contracts';

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
