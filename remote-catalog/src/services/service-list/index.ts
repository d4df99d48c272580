export { ServiceListPage as default } from './ServiceListPage';
