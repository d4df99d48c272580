export { AppointmentListPage as default, prefetchAppointmentList as prefetch } from './AppointmentListPage';
