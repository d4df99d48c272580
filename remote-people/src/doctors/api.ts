import { assigneeWhere } from '@telehealth/shared/features';
// All data access of the doctor pages.
import { api, fetchListPage, listParams, pageWindow } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { SortState } from '@telehealth/shared/url';
import type { AppointmentPage } from '../users/types';
import { parseLicenseFilter } from './urls';
import type {
  AvailabilityDay,
  DoctorDetail,
  DoctorList,
  DoctorNotification,
  Review,
  SubscriptionAnswer,
} from './types';

const path = (uid: string) => encodeURIComponent(uid);

export interface DoctorListFilters {
  page: number;
  search: string;
  /** 'pending' or 'active' (admin verification: Pending / Verified). */
  doctor_status: string;
  /** 'Active' or 'Expired' (any case, see parseLicenseFilter). */
  is_license_expired: string;
  /** A specialty's uid. */
  speciality: string;
  /** 'in_clinic' or 'video_visit'. */
  service_type: string;
  /** '1' or '0'. */
  is_sponsored: string;
  /** '' all, 'none' unassigned, 'me' mine, or a teammate's uid (work queues). */
  assignee: string;
  sort: SortState;
  pageSize: number;
}

/** The where object of GET /doctor: only the filters that are set. */
export function doctorWhere(filters: Omit<DoctorListFilters, 'page' | 'search' | 'sort' | 'pageSize'>) {
  const where: Record<string, unknown> = {};
  if (filters.doctor_status === 'pending' || filters.doctor_status === 'active')
    where.status = filters.doctor_status;
  const license = parseLicenseFilter(filters.is_license_expired);
  if (license) where.is_license_expired = license === 'Expired';
  if (filters.speciality) where.speciality = filters.speciality;
  if (filters.service_type === 'in_clinic' || filters.service_type === 'video_visit')
    where.service_type = filters.service_type;
  if (filters.is_sponsored === '1' || filters.is_sponsored === '0') where.is_sponsored = filters.is_sponsored;
  const assignee = assigneeWhere(filters.assignee ?? '');
  if (assignee !== undefined) where.assignee = assignee;
  return Object.keys(where).length ? where : undefined;
}

/** What the list asks for besides its page: the same for the page and for its export. */
export function doctorListParams(filters: Omit<DoctorListFilters, 'page' | 'pageSize'>) {
  return listParams(doctorWhere(filters), filters);
}

export function fetchDoctors(filters: DoctorListFilters, signal?: AbortSignal) {
  const params = { ...doctorListParams(filters), populate: ['doctorSpeciality', 'doctorFacility'] };
  return fetchListPage<DoctorList>('/doctor', params, filters, signal);
}

/** How many doctors wait for approval (the list's warning banner). */
export async function fetchPendingDoctorCount(signal?: AbortSignal): Promise<number> {
  const { count } = await api.get<DoctorList>('/doctor', {
    signal,
    searchParams: { where: { status: 'pending' }, limit: 1 },
  });
  return count;
}

export async function fetchDoctor(uid: string, signal?: AbortSignal): Promise<DoctorDetail> {
  // The page shows the failure (not found, or the error panel): no toast on top.
  const { doctor } = await api.get<{ doctor: DoctorDetail }>(`/doctor/fetch/${path(uid)}`, {
    signal,
    silent: true,
  });
  return doctor;
}

export async function fetchReviews(uid: string, signal?: AbortSignal): Promise<Review[]> {
  const { reviews } = await api.get<{ reviews: Review[] }>(`/user/reviews/${path(uid)}`, { signal });
  return reviews;
}

export async function fetchAvailability(uid: string, signal?: AbortSignal): Promise<AvailabilityDay[]> {
  const { availability } = await api.get<{ availability: AvailabilityDay[] }>(
    `/doctor-availability/${path(uid)}`,
    { signal },
  );
  return availability;
}

export async function fetchDoctorNotifications(
  uid: string,
  signal?: AbortSignal,
): Promise<DoctorNotification[]> {
  const { notifications } = await api.get<{ notifications: DoctorNotification[] }>(
    `/user/${path(uid)}/notifications`,
    { signal, searchParams: { sort: [{ created_at: 'DESC' }] } },
  );
  return notifications;
}

export function fetchSubscription(uid: string, signal?: AbortSignal) {
  return api.get<SubscriptionAnswer>(`/user/doctors/subscription/${path(uid)}`, { signal });
}

export function fetchDoctorAppointments(uid: string, page: number, pageSize: number, signal?: AbortSignal) {
  return api.get<AppointmentPage>(`/user/appointments/doctors/${path(uid)}`, {
    signal,
    searchParams: {
      sort: [{ created_at: 'DESC' }],
      ...pageWindow(page, pageSize),
      populate: ['user'],
    },
  });
}

export function sendBroadcast(uid: string, description: string) {
  return api.post<ApiAnswer<'/api/user/{uid}/broadcast', 'post'>>(`/user/${path(uid)}/broadcast`, {
    description,
  });
}

export function changeDoctorPassword(uid: string, password: string) {
  return api.put<ApiAnswer<'/api/user/change-password/{uid}', 'put'>>(`/user/change-password/${path(uid)}`, {
    password,
  });
}
