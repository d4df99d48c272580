import type { RemoteBuildInfo, RemoteRoute } from '@telehealth/shared/contracts';

/** This build: version, build time and the contract range (from package.json and remote.json). */
export const build: RemoteBuildInfo = __REMOTE_BUILD__;

/** The pages of remote-inbox, relative to /admin/. Each page loads on first visit. */
export const routes: RemoteRoute[] = [
  { path: 'enquiries', title: 'Enquiries', load: () => import('../enquiries/enquiry-list') },
  { path: 'enquiries/:id', title: 'Enquiry Detail', load: () => import('../enquiries/enquiry-detail') },
  { path: 'notifications', title: 'Notifications', load: () => import('../notifications/notification-feed') },
];
