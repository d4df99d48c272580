export { AppointmentDetailPage as default } from './AppointmentDetailPage';
