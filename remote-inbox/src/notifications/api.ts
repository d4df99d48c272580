// All data access of the notification feed.
import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { NotificationFeed } from './types';

/** Entries per request; older ones come with 'Show older'. */
export const FEED_PAGE_SIZE = 100;

/** Reading the feed marks it seen on the server (the menu's dot goes out). */
export function fetchNotifications(offset: number, signal?: AbortSignal) {
  return api.get<NotificationFeed>('/notificationLog', {
    signal,
    searchParams: { offset, limit: FEED_PAGE_SIZE },
  });
}

export function clearNotifications() {
  return api.put<ApiAnswer<'/api/notificationLog/dummy', 'put'>>('/notificationLog/dummy');
}
