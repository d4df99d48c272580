export { ClinicDetailPage as default } from './ClinicDetailPage';
