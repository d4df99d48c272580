export const PATIENTS_PATH = '/admin/patients';

export const PATIENT_FILTER_KEYS = ['search', 'status'] as const;

export enum PatientSortField {
  name = 'full_name',
  created = 'created_at',
}

export function patientDetailUrl(uid: string): string {
  return `${PATIENTS_PATH}/${encodeURIComponent(uid)}`;
}
