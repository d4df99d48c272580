/**
 * The record types the back-office links to from notes, the inbox and My work: the product's, or one
 * a module declared, named as its list's path ('coupons').
 */
export type RecordType =
  | 'doctor'
  | 'patient'
  | 'clinic'
  | 'appointment'
  | 'enquiry'
  | 'suggested-specialty'
  | 'suggested-service'
  | (string & {});

/** A declared record type: its list's path, lower-case words joined by '-'. */
const DECLARED = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Where a record opens (a suggestion: its list's Suggested tab; a declared one: its list's detail). */
export function recordPath(type: string, key: string): string {
  const id = encodeURIComponent(key);
  switch (type) {
    case 'doctor':
      return `/admin/doctors/${id}`;
    case 'patient':
      return `/admin/patients/${id}`;
    case 'clinic':
      return `/admin/clinics/${id}`;
    case 'appointment':
      return `/admin/appointments/${id}`;
    case 'enquiry':
      return `/admin/enquiries/${id}`;
    case 'suggested-specialty':
      return '/admin/specialties?tab=suggested';
    case 'suggested-service':
      return '/admin/services?tab=suggested';
    default:
      return DECLARED.test(type) ? `/admin/${type}/${id}` : '/admin/dashboard';
  }
}

/** How a record type reads in a sentence ('suggested specialty'). */
export function recordNoun(type: string): string {
  return type.replaceAll('-', ' ');
}
