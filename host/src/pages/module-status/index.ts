export { RemoteStatusPage as default } from './RemoteStatusPage';
