// All data access of the patient pages.
import { api, fetchListPage, listParams, pageWindow } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/url';
import type { AppointmentPage } from '../users/types';
import type { Patient, PatientList } from './types';

export interface PatientListFilters {
  page: number;
  search: string;
  /** '', 'active' or 'blocked'. */
  status: string;
  sort: SortState;
  pageSize: number;
}

export function patientWhere(status: string) {
  const where: Record<string, unknown> = { role_id: 2 };
  if (status === 'active' || status === 'blocked') where.status = status;
  return where;
}

/** What the list asks for besides its page: the same for the page and for its export. */
export function patientListParams(filters: Pick<PatientListFilters, 'status' | 'search' | 'sort'>) {
  return listParams(patientWhere(filters.status), filters, [{ created_at: 'DESC' }]);
}

export function fetchPatients(filters: PatientListFilters, signal?: AbortSignal) {
  return fetchListPage<PatientList>('/user', patientListParams(filters), filters, signal);
}

export async function fetchPatient(uid: string, signal?: AbortSignal): Promise<Patient> {
  const { user } = await api.get<{ user: Patient }>('/user/find', {
    signal,
    // The page shows the failure (not found, or the error panel): no toast on top.
    silent: true,
    searchParams: { where: { uid, role_id: 2 } },
  });
  return user;
}

export function fetchPatientAppointments(uid: string, page: number, pageSize: number, signal?: AbortSignal) {
  return api.get<AppointmentPage>(`/user/appointments/patients/${encodeURIComponent(uid)}`, {
    signal,
    // Asked beside the patient: for a patient who is not there the page says so once, and the
    // list shows its own error panel otherwise, so no toast.
    silent: true,
    searchParams: {
      sort: [{ created_at: 'DESC' }],
      ...pageWindow(page, pageSize),
      populate: ['doctor'],
    },
  });
}
