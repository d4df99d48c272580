export { DashboardPage as default } from './DashboardPage';
