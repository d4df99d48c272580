// Typed URL builders of the doctor pages and the list's sort fields (the API's names).
export const DOCTORS_PATH = '/admin/doctors';

export enum DoctorSortField {
  name = 'full_name',
  npi = 'npi',
  phone = 'phone',
  email = 'email',
  sponsored = 'is_sponsored',
}

/** The list's query keys besides page and sort. */
export const DOCTOR_FILTER_KEYS = [
  'search',
  'is_license_expired',
  'doctor_status',
  'speciality',
  'service_type',
  'is_sponsored',
  'assignee',
] as const;
export type DoctorFilterKey = (typeof DOCTOR_FILTER_KEYS)[number];

/** The License Expired filter's values, as the URL writes them (All is no value). */
export type LicenseFilter = '' | 'Active' | 'Expired';

/**
 * `?is_license_expired=` as the filter understands it: `Active` / `Expired` in any case
 * (the dashboard links with `Expired`, older links said `expired`); anything else is All.
 */
export function parseLicenseFilter(raw: string | null): LicenseFilter {
  const value = raw?.trim().toLowerCase();
  if (value === 'expired') return 'Expired';
  if (value === 'active') return 'Active';
  return '';
}

/** The doctor's tabs, in the order the page shows them; `?active=` holds the number (from 1). */
export const DOCTOR_TABS = [
  'Profile',
  'Medical Licenses',
  'Service Location',
  'Reviews',
  'Services',
  'Availability',
  'Bank Detail',
  'Notifications',
  'Sponsorship Program',
] as const;

export function doctorDetailUrl(uid: string, tab?: number): string {
  const path = `${DOCTORS_PATH}/${encodeURIComponent(uid)}`;
  return tab ? `${path}?active=${tab}` : path;
}

/** `?active=` as a tab number 1..9; anything else is the Profile tab. */
export function parseDoctorTab(raw: string | null): number {
  const tab = Number(raw);
  return Number.isInteger(tab) && tab >= 1 && tab <= DOCTOR_TABS.length ? tab : 1;
}
