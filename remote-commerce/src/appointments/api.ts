// All data access of the appointments pages.
import { api, fetchListPage, listParams } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/url';
import { dayRangeWhere } from '@telehealth/shared/format';
import type { AppointmentDetailAnswer, AppointmentList, Call } from './types';

export interface AppointmentListFilters {
  page: number;
  search: string;
  /** yyyy-MM-dd days in the admin's zone, either may be '': the appointment date's range. */
  from: string;
  to: string;
  /** 'booked': the range is of the booking date (created_at), else of the appointment date. */
  dates?: string;
  /** A doctor's uid. */
  doctor: string;
  status: string;
  sort: SortState;
  /** Rows a page: 20, or the limit the server answered last. */
  pageSize: number;
}

/** The where object of the list: only the filters that are set. */
export function appointmentWhere({
  from,
  to,
  doctor,
  status,
  dates,
}: Pick<AppointmentListFilters, 'from' | 'to' | 'doctor' | 'status' | 'dates'>) {
  const where: Record<string, unknown> = {};
  if (status) where.status = status;
  if (doctor) where.doctor_id = doctor;
  const range = dayRangeWhere(from, to);
  if (range) where[dates === 'booked' ? 'created_at' : 'date_utc'] = range;
  return Object.keys(where).length ? where : undefined;
}

/** What the list asks for besides its page: the same for the page and for its export. */
export function appointmentListParams(filters: Omit<AppointmentListFilters, 'page' | 'pageSize'>) {
  return listParams(appointmentWhere(filters), filters);
}

export function fetchAppointments(filters: AppointmentListFilters, signal?: AbortSignal) {
  const params = { ...appointmentListParams(filters), populate: ['user', 'doctor'] };
  return fetchListPage<AppointmentList>('/user/appointments', params, filters, signal);
}

export function fetchAppointment(uid: string, signal?: AbortSignal) {
  return api.get<AppointmentDetailAnswer>(`/user/appointments/${encodeURIComponent(uid)}`, {
    signal,
    // The page shows the failure (not found, or the error panel): no toast on top.
    silent: true,
  });
}

/** The video calls of an appointment. */
export async function fetchCalls(appointmentUid: string, signal?: AbortSignal): Promise<Call[]> {
  // Silent: the call table shows its own failure (and an unknown appointment its not-found state).
  const calls = await api.get<Call[]>(`/user/calls/${encodeURIComponent(appointmentUid)}`, {
    signal,
    silent: true,
  });
  return calls ?? [];
}
