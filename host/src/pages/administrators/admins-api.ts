import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';

export const ROLE_OPTIONS = [
  { value: 'owner', label: 'Owner' },
  { value: 'operations', label: 'Operations' },
  { value: 'finance', label: 'Finance' },
  { value: 'support', label: 'Support' },
  { value: 'auditor', label: 'Auditor' },
] as const;

export type AdminRole = (typeof ROLE_OPTIONS)[number]['value'];

export const roleLabel = (role: string) =>
  ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;

/** The administrators and the invitations not yet accepted or revoked (GET /admins). */
export type Team = ApiAnswer<'/api/admins', 'get'>;

/** One administrator of the team. */
export type TeamAdmin = Team['admins'][number];

/** An invitation not yet accepted or revoked (pending, or expired). */
export type Invitation = Team['invitations'][number];

export const TEAM_QUERY = ['admins'] as const;

export function fetchTeam(signal: AbortSignal): Promise<Team> {
  return api.get<Team>('/admins', { signal });
}

export function inviteAdmin(email: string, role: AdminRole) {
  return api.post<ApiAnswer<'/api/admin-invitations', 'post'>>('/admin-invitations', { email, role });
}

export function resendInvitation(uid: string) {
  return api.post(`/admin-invitations/${uid}/resend`);
}

export function revokeInvitation(uid: string) {
  return api.delete(`/admin-invitations/${uid}`);
}

export function changeRole(uid: string, role: AdminRole) {
  return api.put(`/admins/${uid}/role`, { role });
}

export function setStatus(uid: string, status: TeamAdmin['status']) {
  return api.put(`/admins/${uid}/status`, { status });
}

/** For an admin who lost every factor and recovery code: their sessions end, they enrol again. */
export function resetSecondFactor(uid: string) {
  return api.delete(`/admins/${uid}/second-factor`);
}
