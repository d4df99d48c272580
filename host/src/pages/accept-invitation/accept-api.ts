import { api } from '@telehealth/shared/api';

export interface InvitationCheck {
  email: string;
  role: string;
}

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
