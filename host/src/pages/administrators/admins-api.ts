import { api } from '@telehealth/shared/api';

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

export interface TeamAdmin {
  uid: string;
  email: string;
  full_name: string;
  role: AdminRole;
  status: 'active' | 'deactivated';
  last_sign_in_at: string | null;
  created_at: string;
}

export interface Invitation {
  uid: string;
  email: string;
  role: AdminRole;
  status: 'pending' | 'expired';
  invited_by: string | null;
  sent_at: string;
  expires_at: string;
}

export interface Team {
  admins: TeamAdmin[];
  invitations: Invitation[];
}

export const TEAM_QUERY = ['admins'] as const;

export function fetchTeam(signal: AbortSignal): Promise<Team> {
  return api.get<Team>('/admins', { signal });
}

export function inviteAdmin(email: string, role: AdminRole) {
  return api.post<{ invitation: Invitation }>('/admin-invitations', { email, role });
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
