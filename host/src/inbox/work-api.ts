// The host's reads of the work queues and the admin's inbox.
import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { useApiQuery } from '@telehealth/shared/query';

export type MyWork = ApiAnswer<'/api/my-work', 'get'>;
export type WorkItem = MyWork['items'][number];
export type Inbox = ApiAnswer<'/api/admin-inbox', 'get'>;
export type InboxEntry = Inbox['notifications'][number];

/** What changes My work: an item of a queue (its row announces its screen's topic). */
export const WORK_TOPICS = ['enquiries', 'people', 'specialties', 'services'];
export const WORK_KEY = 'my-work';
export const INBOX_KEY = 'admin-inbox';

/** How many items wait for the signed-in admin (the menu's count), kept up to date live. */
export function useMyWorkCount(): number | undefined {
  return useApiQuery(
    [WORK_KEY, 'count'],
    (signal) => api.get<ApiAnswer<'/api/my-work/count', 'get'>>('/my-work/count', { signal, silent: true }),
    { live: WORK_TOPICS },
  ).data?.total;
}

export function fetchMyWork(page: number, pageSize: number, signal: AbortSignal) {
  return api.get<MyWork>('/my-work', { signal, searchParams: { limit: pageSize, offset: page * pageSize } });
}

/** The bell's unread count, kept up to date live. */
export function useUnreadCount(): number {
  return (
    useApiQuery(
      [INBOX_KEY, 'unread'],
      (signal) => api.get<{ unread: number }>('/admin-inbox/unread', { signal, silent: true }),
      { live: ['admin-inbox'] },
    ).data?.unread ?? 0
  );
}

export function fetchInbox(signal: AbortSignal) {
  return api.get<Inbox>('/admin-inbox', { signal, searchParams: { limit: 30 } });
}

export function markRead(uids?: string[]) {
  return api.post<{ unread: number }>('/admin-inbox/read', uids ? { uids } : {});
}

export function setEmailPreference(notifyByEmail: boolean) {
  return api.put<{ notify_by_email: boolean }>('/admin-inbox/preferences', {
    notify_by_email: notifyByEmail,
  });
}
