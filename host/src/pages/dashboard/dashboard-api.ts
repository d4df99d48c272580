import { api, useDashboardStore } from '@telehealth/shared/api';
import type { Dashboard } from '@telehealth/shared/contracts';

/** The few fields of an appointment the recent-appointments table shows. */
export interface RecentAppointment {
  uid: string;
  appt_id: string | number;
  status: string;
  booking_type: string;
  date_utc: string;
  total_cost: number | string | null;
  user: { full_name?: string | null } | null;
  doctor: { full_name?: string | null; status?: string | null; deleted_at?: string | null } | null;
}

export const RECENT_APPOINTMENTS_LIMIT = 10;

/** Counts and unread flags; the answer also lights the menu's dots. */
export async function fetchDashboardCounts(signal: AbortSignal): Promise<Dashboard> {
  const dashboard = await api.get<Dashboard>('/user/dashboard', { signal });
  useDashboardStore.getState().set(dashboard);
  return dashboard;
}

let knownRevenue: number | undefined;

/** Total amount paid since the start, in dollars. */
export async function fetchLifetimeRevenue(signal: AbortSignal): Promise<number> {
  const { lifetime_total } = await api.get<{ lifetime_total: number | string }>('/payments/revenue', {
    signal,
  });
  knownRevenue = Number(lifetime_total) || 0;
  return knownRevenue;
}

/** The last lifetime revenue read in this page, shown on a return to the dashboard while it reads again. */
export function lastLifetimeRevenue(): number | undefined {
  return knownRevenue;
}

export async function fetchRecentAppointments(signal: AbortSignal): Promise<RecentAppointment[]> {
  const { appointments } = await api.get<{ appointments: RecentAppointment[] }>('/user/appointments', {
    signal,
    searchParams: {
      sort: [{ created_at: 'DESC' }],
      limit: RECENT_APPOINTMENTS_LIMIT,
      offset: 0,
      populate: ['user', 'doctor'],
    },
  });
  return appointments ?? [];
}
