export { ClinicListPage as default, prefetchClinicList as prefetch } from './ClinicListPage';
