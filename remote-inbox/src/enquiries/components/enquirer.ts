import { auditTargetPath, fullName } from '@telehealth/shared/format';
import type { Enquiry } from '../types';

/** The enquirer's name as the API sends it (masked for patients), or 'Deleted User'. */
export function enquirerName(enquiry: Pick<Enquiry, 'user'>): string {
  return fullName(enquiry.user);
}

/** The enquirer's e-mail as the API sends it (masked for patients), or '-'. */
export function enquirerEmail(enquiry: Pick<Enquiry, 'user'>): string {
  return enquiry.user?.email?.trim() || '-';
}

const KIND_BY_ROLE: Record<number, string> = { 2: 'patient', 3: 'doctor', 4: 'clinic' };

/** The enquirer's record in the admin (a patient's, doctor's or clinic's page), when there is one. */
export function enquirerRecordPath(enquiry: Pick<Enquiry, 'user'>): string | null {
  const user = enquiry.user;
  if (!user?.uid) return null;
  return auditTargetPath(KIND_BY_ROLE[user.role_id] ?? null, user.uid);
}
