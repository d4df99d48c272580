export { DoctorDetailPage as default } from './DoctorDetailPage';
