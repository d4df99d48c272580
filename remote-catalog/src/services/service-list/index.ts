export { ServiceListPage as default, prefetchServiceList as prefetch } from './ServiceListPage';
