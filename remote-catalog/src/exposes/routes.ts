import type { RemoteBuildInfo, RemoteRoute } from '@telehealth/shared/contracts';

/** This build: version, build time and the contract range (from package.json and remote.json). */
export const build: RemoteBuildInfo = __REMOTE_BUILD__;

/** The pages of remote-catalog, relative to /admin/. Each page loads on first visit. */
export const routes: RemoteRoute[] = [
  { path: 'specialties', title: 'Specialties', load: () => import('../specialties/specialty-list') },
  { path: 'services', title: 'Services', load: () => import('../services/service-list') },
  {
    path: 'board-certifications',
    title: 'Board Certifications',
    load: () => import('../board-certifications/board-certification-list'),
  },
];
