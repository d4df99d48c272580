export { AppointmentListPage as default } from './AppointmentListPage';
