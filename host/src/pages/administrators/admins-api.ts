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

/** Why an Owner's guarded acts ask for a fresh proof. */
const POWERS = 'handing out or taking away access needs a fresh code';

/** Silent: the dialog shows a refusal (an e-mail already on the team or invited) under its field. */
export function inviteAdmin(email: string, role: AdminRole) {
  return api.post<ApiAnswer<'/api/admin-invitations', 'post'>>(
    '/admin-invitations',
    { email, role },
    { silent: true, stepUp: { action: `Invite ${email} as ${roleLabel(role)}`, why: POWERS } },
  );
}

export function resendInvitation(uid: string, email?: string) {
  return api.post(`/admin-invitations/${uid}/resend`, undefined, {
    stepUp: { action: `Send the invitation${email ? ` of ${email}` : ''} again`, why: POWERS },
  });
}

export function revokeInvitation(uid: string) {
  return api.delete(`/admin-invitations/${uid}`);
}

export function changeRole(admin: Pick<TeamAdmin, 'uid' | 'full_name'>, role: AdminRole) {
  return api.put(
    `/admins/${admin.uid}/role`,
    { role },
    { stepUp: { action: `Make ${admin.full_name} ${roleLabel(role)}`, why: POWERS } },
  );
}

export function setStatus(admin: Pick<TeamAdmin, 'uid' | 'full_name'>, status: TeamAdmin['status']) {
  return api.put(
    `/admins/${admin.uid}/status`,
    { status },
    {
      stepUp: {
        action: `${status === 'active' ? 'Reactivate' : 'Deactivate'} ${admin.full_name}`,
        why: POWERS,
      },
    },
  );
}

/** For an admin who lost every factor and recovery code: their sessions end, they enrol again. */
export function resetSecondFactor(admin: Pick<TeamAdmin, 'uid' | 'full_name'>) {
  return api.delete(`/admins/${admin.uid}/second-factor`, {
    stepUp: {
      action: `Reset the two-step sign-in of ${admin.full_name}`,
      why: 'removing a second factor needs a fresh code',
    },
  });
}
