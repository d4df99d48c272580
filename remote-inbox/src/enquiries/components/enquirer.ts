import { fullName } from '@telehealth/shared/format';
import type { Enquiry } from '../types';

/** The enquirer's name as the API sends it (masked for patients), or 'Deleted User'. */
export function enquirerName(enquiry: Pick<Enquiry, 'user'>): string {
  return fullName(enquiry.user);
}

/** The enquirer's e-mail as the API sends it (masked for patients), or '-'. */
export function enquirerEmail(enquiry: Pick<Enquiry, 'user'>): string {
  return enquiry.user?.email?.trim() || '-';
}
