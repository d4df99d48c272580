export { PatientListPage as default } from './PatientListPage';
