// All data access of the appointments pages.
import { api } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/ui';
import { dayRange, PAGE_SIZE, toApiSort } from '../common/list-query';
import type { AppointmentDetailAnswer, AppointmentList, Call } from './types';

export interface AppointmentListFilters {
  page: number;
  search: string;
  /** yyyy-MM-dd, one day in the admin's zone. */
  date: string;
  /** A doctor's uid. */
  doctor: string;
  status: string;
  sort: SortState;
  /** Rows a page: 20, or the limit the server answered last. */
  pageSize?: number;
}

/** The where object of the list: only the filters that are set. */
export function appointmentWhere({
  date,
  doctor,
  status,
}: Pick<AppointmentListFilters, 'date' | 'doctor' | 'status'>) {
  const where: Record<string, unknown> = {};
  if (status) where.status = status;
  if (doctor) where.doctor_id = doctor;
  const range = dayRange(date);
  if (range) where.date_utc = range;
  return Object.keys(where).length ? where : undefined;
}

export function fetchAppointments(filters: AppointmentListFilters, signal?: AbortSignal) {
  return api.get<AppointmentList>('/user/appointments', {
    signal,
    searchParams: {
      where: appointmentWhere(filters),
      search: filters.search.trim() || undefined,
      sort: toApiSort(filters.sort),
      offset: filters.page * (filters.pageSize ?? PAGE_SIZE),
      limit: filters.pageSize ?? PAGE_SIZE,
      populate: ['user', 'doctor'],
    },
  });
}

export function fetchAppointment(uid: string, signal?: AbortSignal) {
  return api.get<AppointmentDetailAnswer>(`/user/appointments/${encodeURIComponent(uid)}`, { signal });
}

/** The video calls of an appointment. */
export async function fetchCalls(appointmentUid: string, signal?: AbortSignal): Promise<Call[]> {
  const calls = await api.get<Call[]>(`/user/calls/${encodeURIComponent(appointmentUid)}`, { signal });
  return calls ?? [];
}
