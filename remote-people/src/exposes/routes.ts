import type { RemoteBuildInfo, RemoteRoute } from '@telehealth/shared/contracts';

/** This build: version, build time and the contract range (from package.json and remote.json). */
export const build: RemoteBuildInfo = __REMOTE_BUILD__;

/** The pages of remote-people, relative to /admin/. Each page loads on first visit. */
export const routes: RemoteRoute[] = [
  { path: 'doctors', title: 'Doctors', load: () => import('../doctors/doctor-list') },
  { path: 'doctors/:uid', title: 'Doctor Detail', load: () => import('../doctors/doctor-detail') },
  { path: 'patients', title: 'Patients', load: () => import('../patients/patient-list') },
  { path: 'patients/:uid', title: 'Patient Detail', load: () => import('../patients/patient-detail') },
  { path: 'clinics', title: 'Clinics', load: () => import('../clinics/clinic-list') },
  { path: 'clinics/:uid', title: 'Clinic Detail', load: () => import('../clinics/clinic-detail') },
];
