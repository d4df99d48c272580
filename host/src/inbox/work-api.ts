// The host's reads of the work queues and the admin's inbox.
import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { useApiQuery } from '@telehealth/shared/query';
import { useState } from 'react';

export type MyWork = ApiAnswer<'/api/my-work', 'get'>;
export type WorkItem = MyWork['items'][number];
export type Inbox = ApiAnswer<'/api/admin-inbox', 'get'>;
export type InboxEntry = Inbox['notifications'][number];

/** What changes My work: an item of a queue (its row announces its screen's topic). */
export const WORK_TOPICS = ['enquiries', 'people', 'specialties', 'services'];

/** The topics to listen to: the product's queues', and each declared queue's (its name, as its list's). */
export function workTopics(counts: readonly { queue: string }[]): string[] {
  return [...new Set([...WORK_TOPICS, ...counts.map((count) => count.queue)])];
}
export const WORK_KEY = 'my-work';
export const INBOX_KEY = 'admin-inbox';

/** How many items wait for the signed-in admin (the menu's count), kept up to date live. */
export function useMyWorkCount(): number | undefined {
  const [topics, setTopics] = useState(WORK_TOPICS);
  const data = useApiQuery(
    [WORK_KEY, 'count'],
    (signal) => api.get<ApiAnswer<'/api/my-work/count', 'get'>>('/my-work/count', { signal, silent: true }),
    { live: topics },
  ).data;
  const heard = workTopics(data?.counts ?? []);
  if (heard.length !== topics.length) setTopics(heard);
  return data?.total;
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
