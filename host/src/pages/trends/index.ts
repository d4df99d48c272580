export { TrendsPage as default } from './TrendsPage';
