export const CLINICS_PATH = '/admin/clinics';

export enum ClinicSortField {
  name = 'full_name',
  email = 'email',
  created = 'created_at',
}

export const CLINIC_TABS = ['Profile', 'Service Location', 'Bank Detail'] as const;

export function clinicDetailUrl(uid: string): string {
  return `${CLINICS_PATH}/${encodeURIComponent(uid)}`;
}
