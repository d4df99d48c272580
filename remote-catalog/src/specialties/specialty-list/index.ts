export { SpecialtyListPage as default } from './SpecialtyListPage';
