export { PatientListPage as default, prefetchPatientList as prefetch } from './PatientListPage';
