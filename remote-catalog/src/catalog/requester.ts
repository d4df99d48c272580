import { DELETED_USER } from '@telehealth/shared/format';
import type { Requester } from './types';

const USER_TYPES: Record<number, string> = { 3: 'Doctor', 4: 'Clinic' };

/** 'Deleted User' when the requester is missing or deleted. */
export function requesterName(requester: Requester | null | undefined): string {
  if (!requester || requester.deleted_at || requester.status === 'deleted') return DELETED_USER;
  return requester.full_name?.trim() || DELETED_USER;
}

/** Doctor for role 3, Clinic for role 4; '-' when unknown. */
export function userTypeLabel(requester: Requester | null | undefined): string {
  return (requester && USER_TYPES[requester.role_id]) || '-';
}
