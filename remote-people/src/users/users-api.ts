// The user calls every people page shares: actions, approval, impersonation.
import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { BulkResult } from '@telehealth/shared/list';
import type { UserAction } from './types';

/** The user's new status, as block, unblock, delete, approve and reject answer it. */
export type UserStatusAnswer = ApiAnswer<'/api/user/action/{uid}', 'put'>;

/** Block, unblock or delete a user; the server checks the admin's password. */
export function runUserAction(uid: string, action: UserAction, password: string) {
  return api.put<UserStatusAnswer>(`/user/action/${encodeURIComponent(uid)}`, { action, password });
}

/** What blocking a user would do, before the admin confirms: the appointments it cancels. */
export function fetchBlockPreview(uid: string, signal?: AbortSignal) {
  return api.get<ApiAnswer<'/api/user/action/{uid}/block-preview', 'get'>>(
    `/user/action/${encodeURIComponent(uid)}/block-preview`,
    // The dialog says when the count could not be read; the block itself is still possible.
    { signal, silent: true },
  );
}

/** Approve (accept) or reject a pending doctor or clinic. */
export function reviewUser(uid: string, action: 'accept' | 'reject') {
  return api.put<ApiAnswer<'/api/user/{uid}', 'put'>>(`/user/${encodeURIComponent(uid)}`, { action });
}

/**
 * POST /auth/user: a one-time session on the main site, and the address that opens it (the API's
 * MAIN_SITE_URL carrying the session; the only address the admin opens).
 */
export type ImpersonationAnswer = ApiAnswer<'/api/auth/user', 'post'>;

/** Starts a one-time session as the user on the main site; a failure toasts the API's message. */
export function startUserSession(userUid: string) {
  return api.post<ImpersonationAnswer>(
    '/auth/user',
    { user_uid: userUid },
    { fallbackMessage: 'Something went wrong!' },
  );
}

/** Approve (accept) or reject pending doctors or clinics in one call; each item as reviewUser. */
export function reviewUsers(uids: string[], action: 'accept' | 'reject') {
  return api.post<BulkResult>('/user/bulk/review', { action, uids });
}

/** Block doctors, patients or clinics in one call, after the admin's password (checked once). */
export function blockUsers(uids: string[], password: string) {
  return api.post<BulkResult>('/user/bulk/block', { uids, password });
}
