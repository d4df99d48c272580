export { AdministratorsPage as default } from './AdministratorsPage';
