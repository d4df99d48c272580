export { DoctorListPage as default, prefetchDoctorList as prefetch } from './DoctorListPage';
