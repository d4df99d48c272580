export const PATIENTS_PATH = '/admin/patients';

/** Patients' names are encrypted: the list is sorted by sign-up date, newest first, only. */

export function patientDetailUrl(uid: string): string {
  return `${PATIENTS_PATH}/${encodeURIComponent(uid)}`;
}
