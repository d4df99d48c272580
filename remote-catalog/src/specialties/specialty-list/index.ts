export { SpecialtyListPage as default, prefetchSpecialtyList as prefetch } from './SpecialtyListPage';
