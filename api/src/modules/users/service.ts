import { sql as q } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error.js';
import { isEmail } from '../../lib/validate.js';
import { audit } from '../../lib/audit-log.js';
import { type CounterRead, counterSql, counters, namedRead } from '../../lists/index.js';
import { ROLE } from '../../people/lookup.js';

export const SETTING_NAMES = ['admin_email', 'admin_commission', 'cancellation_fee'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

export interface PlatformSettings {
  admin_email: string;
  admin_commission: number;
  cancellation_fee: number;
}

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

/** The stored text of a setting from what the client sent, or a 400 with the Payment form's message. */
export function checkSetting(name: SettingName, raw: unknown): string {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (name === 'admin_email') {
    if (!text) throw badRequest('Please enter admin email');
    // The same texts as the settings form (shared/src/schemas/settings.ts).
    if (text.length > 50) throw badRequest('Admin email must be at most 50 characters');
    if (!isEmail(text)) throw badRequest('Please enter a valid admin email');
    return text.toLowerCase();
  }
  const message = name === 'admin_commission' ? 'Please enter valid commission' : 'Please enter valid fee';
  if (typeof raw === 'boolean' || !PERCENT.test(text) || Number(text) > 99) throw badRequest(message);
  return String(Number(text));
}

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

export async function readSettings(app: FastifyInstance): Promise<PlatformSettings> {
  const rows = await app.database.query<{ name: string; value: string }>('select name, value from settings');
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  return {
    admin_email: byName.get('admin_email') ?? app.config.adminEmail,
    admin_commission: Number(byName.get('admin_commission') ?? 0),
    cancellation_fee: Number(byName.get('cancellation_fee') ?? 0),
  };
}

export async function updateSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  items: unknown,
): Promise<PlatformSettings> {
  if (!Array.isArray(items) || items.length === 0) throw badRequest('items must list at least one setting');
  const changes = new Map<SettingName, string>();
  for (const item of items as { name?: unknown; value?: unknown }[]) {
    const name = item?.name;
    if (typeof name !== 'string' || !(SETTING_NAMES as readonly string[]).includes(name)) {
      throw badRequest(`Unknown setting "${String(name)}"`);
    }
    changes.set(name as SettingName, checkSetting(name as SettingName, item.value));
  }
  await app.db.transaction(async (tx) => {
    for (const [name, value] of changes) {
      await tx.execute(q`insert into settings (name, value, updated_at, updated_by)
              values (${name}, ${value}, now(), ${request.admin!.id})
              on conflict (name) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`);
    }
    await audit(tx, request, {
      action: 'settings.update',
      targetType: 'settings',
      details: Object.fromEntries(changes),
    });
  });
  return readSettings(app);
}

/** Counts come from stat_counters (lists/counters.ts) except the date-bound expired one. */
export async function dashboard(app: FastifyInstance) {
  const [row] = await dashboardCounts(app.db);
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
