// All data access of the clinic pages.
import { api, fetchListPage, listParams, pageWindow } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/url';
import type { AppointmentPage } from '../users/types';
import type { ClinicAnswer, ClinicDoctorList, ClinicList } from './types';

export interface ClinicListFilters {
  page: number;
  search: string;
  status: string;
  sort: SortState;
  pageSize: number;
}

/** What the list asks for besides its page: the same for the page and for its export. */
export function clinicListParams(filters: Pick<ClinicListFilters, 'status' | 'search' | 'sort'>) {
  const where: Record<string, unknown> = { role_id: 4 };
  if (filters.status) where.status = filters.status;
  return listParams(where, filters, [{ created_at: 'DESC' }]);
}

export function fetchClinics(filters: ClinicListFilters, signal?: AbortSignal) {
  return fetchListPage<ClinicList>('/user', clinicListParams(filters), filters, signal);
}

export function fetchClinic(uid: string, signal?: AbortSignal) {
  // The page shows the failure (not found, or the error panel): no toast on top.
  return api.get<ClinicAnswer>(`/clinics/${encodeURIComponent(uid)}`, { signal, silent: true });
}

export function fetchClinicDoctors(uid: string, page: number, pageSize: number, signal?: AbortSignal) {
  return api.get<ClinicDoctorList>(`/doctor/clinics/${encodeURIComponent(uid)}`, {
    signal,
    searchParams: {
      ...pageWindow(page, pageSize),
      populate: ['doctorSpeciality'],
    },
  });
}

/** The clinic's appointments, through the appointments list filtered by clinic. */
export function fetchClinicAppointments(
  clinicUid: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return api.get<AppointmentPage>('/user/appointments', {
    signal,
    searchParams: {
      where: { clinic_id: clinicUid },
      sort: [{ created_at: 'DESC' }],
      ...pageWindow(page, pageSize),
      populate: ['user', 'doctor'],
    },
  });
}
