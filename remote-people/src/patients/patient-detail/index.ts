export { PatientDetailPage as default } from './PatientDetailPage';
