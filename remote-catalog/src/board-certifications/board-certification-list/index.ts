export { BoardCertificationListPage as default } from './BoardCertificationListPage';
