export { ClinicListPage as default } from './ClinicListPage';
