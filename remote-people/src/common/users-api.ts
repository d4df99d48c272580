// The user calls every people page shares: actions, approval, impersonation.
import { api, mainSiteUrl } from '@telehealth/shared/api';
import type { UserAction } from './types';

export interface UserStatusAnswer {
  user: { uid: string; status: string };
}

/** Block, unblock or delete a user; the server checks the admin's password. */
export function runUserAction(uid: string, action: UserAction, password: string) {
  return api.put<UserStatusAnswer>(`/user/action/${encodeURIComponent(uid)}`, { action, password });
}

/** Approve (accept) or reject a pending doctor or clinic. */
export function reviewUser(uid: string, action: 'accept' | 'reject') {
  return api.put<UserStatusAnswer>(`/user/${encodeURIComponent(uid)}`, { action });
}

/**
 * Opens the user's account on the main site in a new tab through an impersonation session. The tab
 * is opened before the request (a popup opened after an await is blocked) and closed on failure.
 */
export async function openUserSession(userUid: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { session_id } = await api.post<{ session_id: string }>(
      '/auth/user',
      { user_uid: userUid },
      { fallbackMessage: 'Something went wrong!' },
    );
    const url = new URL('/', mainSiteUrl() || window.location.origin);
    url.searchParams.set('session_id', session_id);
    if (tab) tab.location.href = url.toString();
    else window.open(url.toString(), '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
