// Typed URL builders of the appointments pages, and the list's sort fields (the API's names).
export const APPOINTMENTS_PATH = '/admin/appointments';

export enum AppointmentSortField {
  id = 'appt_id',
  serviceDate = 'date_utc',
  status = 'status',
}

/** The list's query keys besides page and sort. */
export const APPOINTMENT_FILTER_KEYS = ['search', 'date', 'from', 'to', 'dates', 'doctor', 'status'] as const;

export function appointmentDetailUrl(uid: string): string {
  return `${APPOINTMENTS_PATH}/${encodeURIComponent(uid)}`;
}
