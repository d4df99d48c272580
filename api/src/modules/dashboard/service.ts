import { sql as q } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CounterRead, counterSql, counters, namedRead } from '../../lists/index.js';
import { readOfTheMoment } from '../../plugins/shared-reads.js';
import { ROLE } from '../../people/lookup.js';

const count = (counter: CounterRead) => q<number>`coalesce(${counterSql(counter)}, 0)::int`;

/** The dashboard's counts, one statement polled by every open dashboard: planned once per connection. */
const dashboardCounts = namedRead('dashboard_counts', (db) =>
  db
    .select({
      doctor_active: count(counters.users(ROLE.doctor, 'active')),
      doctor_pending: count(counters.users(ROLE.doctor, 'pending')),
      patients: count(counters.users(ROLE.patient)),
      appointments: count(counters.appointments()),
      // Live doctors whose earliest licence expiry has passed (users_license_expiry_idx, index-only).
      expired: q<number>`(select count(*) from users
        where role_id = ${q.raw(String(ROLE.doctor))} and status <> 'deleted' and license_expires_on < current_date)::int`,
      unread_speciality: q<boolean>`exists (select 1 from suggested_specialities where seen_at is null and status = 'pending')`,
      unread_service: q<boolean>`exists (select 1 from suggested_services where seen_at is null and status = 'pending')`,
      unread_notification: q<boolean>`exists (select 1 from notification_feed where seen_at is null and cleared_at is null)`,
    })
    .from(q`(select 1) as one`),
);

/**
 * How long one reading of the figures answers every dashboard of the process after it ends: none.
 * A reading answers the requests that arrive while it runs (a poll coming in while another's
 * statement is on its way reads what that one reads: the same moment give or take one round trip),
 * and any change the database announces or write request here ends that sharing at once, so a
 * request made after a change has been answered sees it.
 */
export const FIGURES_MAX_AGE_MS = 0;

type Figures = Awaited<ReturnType<typeof dashboardCounts>>;

/** The figures, read once for every request of the moment (dashboards poll them). */
export function dashboardFigures(app: FastifyInstance) {
  return readOfTheMoment<Figures>(app, dashboardCounts, FIGURES_MAX_AGE_MS);
}

/** Counts come from stat_counters (lists/counters.ts) except the date-bound expired one. */
export async function dashboard(figures: () => Promise<Figures>) {
  const [row] = await figures();
  return {
    doctorActiveCount: row.doctor_active,
    doctorPendingCount: row.doctor_pending,
    patientCount: row.patients,
    appointmentCount: row.appointments,
    expiredCount: row.expired,
    unreadSpeciality: row.unread_speciality,
    unreadService: row.unread_service,
    unread_notification: row.unread_notification,
  };
}
