export { DoctorListPage as default } from './DoctorListPage';
