import type { StatusTone } from '@telehealth/shared/ui';
import type { DoctorStatus } from './types';

export interface DoctorBadge {
  label: string;
  tone: StatusTone;
}

/**
 * The doctor's status badge: 'Verification Pending' while pending, 'Active' or
 * 'Profile Incomplete' for an active doctor depending on the profile, the status word otherwise.
 */
export function doctorBadge(doctor: { status: DoctorStatus | string; profile_status: string }): DoctorBadge {
  switch (doctor.status) {
    case 'pending':
      return { label: 'Verification Pending', tone: 'warning' };
    case 'active':
      return doctor.profile_status === 'complete'
        ? { label: 'Active', tone: 'success' }
        : { label: 'Profile Incomplete', tone: 'warning' };
    case 'blocked':
      return { label: 'Blocked', tone: 'danger' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    case 'deleted':
      return { label: 'Deleted', tone: 'danger' };
    case 'deactivated':
      return { label: 'Deactivated', tone: 'neutral' };
    default:
      return { label: doctor.status, tone: 'neutral' };
  }
}

export interface DoctorActionRules {
  /** The whole menu: hidden for deleted and pending doctors. */
  showMenu: boolean;
  block: boolean;
  unblock: boolean;
  changePassword: { shown: boolean; disabled: boolean };
  delete: boolean;
}

/** The actions menu of the doctor's header: none for a deleted or pending doctor. */
export function doctorActions(status: DoctorStatus | string): DoctorActionRules {
  const showMenu = status !== 'deleted' && status !== 'pending';
  return {
    showMenu,
    block: showMenu && (status === 'active' || status === 'deactivated'),
    unblock: showMenu && status === 'blocked',
    changePassword: { shown: showMenu, disabled: status === 'blocked' },
    delete: showMenu,
  };
}
