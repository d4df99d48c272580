export {
  BoardCertificationListPage as default,
  prefetchBoardCertificationList as prefetch,
} from './BoardCertificationListPage';
