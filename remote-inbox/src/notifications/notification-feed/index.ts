export { NotificationFeedPage as default } from './NotificationFeedPage';
