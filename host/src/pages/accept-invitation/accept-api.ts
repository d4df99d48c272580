import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';

/** The e-mail and role an invitation link's token invites. */
export type InvitationCheck = ApiAnswer<'/api/admin-invitations/check', 'post'>;

/** The link's token: in the URL's fragment, which the browser never sends to a server. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function checkInvitation(token: string): Promise<InvitationCheck> {
  return api.post<InvitationCheck>('/admin-invitations/check', { token }, { silent: true });
}

export function acceptInvitation(token: string, fullName: string, password: string): Promise<unknown> {
  return api.post('/admin-invitations/accept', { token, full_name: fullName, password }, { silent: true });
}
